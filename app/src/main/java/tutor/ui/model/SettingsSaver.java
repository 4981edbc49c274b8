package tutor.ui.model;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;
import tutor.text.Texts;

/**
 * Saves the settings off the event thread, one save after another. A save that fails is said in the window, with
 * the reason and the file, never swallowed; the next save that works says so too.
 */
final class SettingsSaver {

    /** Says a notice in the window: its text, and whether it is a problem. */
    interface Notices {
        void notice(String text, boolean problem);
    }

    /**
     * The one thread that writes settings. It is not a daemon, so a save under way when the window closes
     * finishes before the program ends; it stops a second after its last save, so it never keeps the
     * program alive.
     */
    private static final ThreadPoolExecutor SAVER = new ThreadPoolExecutor(
            0, 1, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
                Thread t = new Thread(r, "tutor-settings-saver");
                t.setDaemon(false);
                return t;
            });

    private final Settings settings;
    private final Supplier<Texts> texts;
    private final Notices notices;
    private boolean lastSaveFailed;

    SettingsSaver(Settings settings, Supplier<Texts> texts, Notices notices) {
        this.settings = settings;
        this.texts = texts;
        this.notices = notices;
    }

    /** Saves the settings as they are now; called on the event thread, told back on it. */
    void save() {
        TutorModel.requireEdt();
        SAVER.execute(() -> {
            Exception failure = null;
            try {
                settings.save();
            } catch (java.io.IOException | RuntimeException e) {
                failure = e;
            }
            Exception why = failure;
            SwingUtilities.invokeLater(() -> saved(why));
        });
    }

    private void saved(Exception why) {
        if (why == null) {
            if (lastSaveFailed) {
                lastSaveFailed = false;
                notices.notice(texts.get().get("notice.savedAgain"), false);
            }
            return;
        }
        lastSaveFailed = true;
        notices.notice(texts.get().get("notice.saveFailed", settings.file().toString(),
                why.getMessage() == null ? why.getClass().getSimpleName() : why.getMessage()), true);
    }

    /** Waits until every save asked for so far is on disk (for a caller off the event thread, such as a test). */
    void await() throws InterruptedException {
        try {
            SAVER.submit(() -> { }).get();
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }
}
