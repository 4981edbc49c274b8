package tutor.ui.widgets;

import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.SwingWorker;

/**
 * Reads something slow off the event thread (a lesson and its scenarios, the whole lessons folder), then, back on
 * it, hands over what was read or what went wrong: one place for the two lessons readers' shared worker.
 */
public final class OffTheEventThread {

    private OffTheEventThread() {
    }

    /** Runs {@code work} on a worker; on the event thread, {@code then} gets its result or {@code failed} its cause. */
    public static <T> void read(Supplier<T> work, Consumer<T> then, Consumer<Throwable> failed) {
        new SwingWorker<T, Void>() {
            @Override
            protected T doInBackground() {
                return work.get();
            }

            @Override
            protected void done() {
                try {
                    then.accept(get());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    failed.accept(e.getCause());
                }
            }
        }.execute();
    }
}
