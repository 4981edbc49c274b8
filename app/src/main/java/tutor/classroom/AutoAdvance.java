package tutor.classroom;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Paces a session by the clock, for a class with no teacher at the keys (and for tests): every
 * {@code seconds}, a step that takes answers is revealed, and a revealed step (or one that takes none)
 * gives way to the next; after the last step the lesson ends.
 */
public final class AutoAdvance implements AutoCloseable {

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "class-auto-advance");
        t.setDaemon(true);
        return t;
    });

    public AutoAdvance(ClassSession session, double seconds) {
        long period = Math.max(100, Math.round(seconds * 1000));
        timer.scheduleAtFixedRate(() -> tick(session), period, period, TimeUnit.MILLISECONDS);
    }

    static void tick(ClassSession session) {
        if (session.ended()) {
            return;
        }
        int at = session.step();
        boolean answers = ClassLesson.answered(session.lesson().steps().get(at));
        if (answers && !session.revealed()) {
            session.reveal();
        } else if (at < session.lesson().steps().size() - 1) {
            session.next();
        } else {
            session.end();
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
