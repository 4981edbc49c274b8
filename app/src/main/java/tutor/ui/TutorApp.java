package tutor.ui;

import java.lang.management.ManagementFactory;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import tutor.ui.model.Settings;

/**
 * Starts the window: one invokeLater that sets the look and feel, shows the frame with its empty
 * board, and once that is painted, makes the views; then the rule data and the library load on
 * worker threads. With {@code -Dtutor.timing=true} it prints how long after the program started
 * the first window was painted (and the complete one), and {@code -Dtutor.exitAfterPaint=true}
 * quits at the first paint, for app/src/test/scripts/startup-ratio.sh.
 */
public final class TutorApp {

    private TutorApp() {
    }

    public static void launch() {
        if (Boolean.getBoolean("tutor.bare")) {
            BareWindow.launch(); // the yardstick of the start-up measure (app/src/test/scripts/startup-ratio.sh)
            return;
        }
        boolean timing = Boolean.getBoolean("tutor.timing");
        long jvmStart = timing ? startedAt() : 0;
        if (timing) {
            System.err.println("tutor.timing launch-ms " + (System.currentTimeMillis() - jvmStart));
        }
        SwingUtilities.invokeLater(() -> {
            Settings settings = Settings.standard();
            Theme.named(settings.get("theme", "light"), Boolean.parseBoolean(settings.get("largeText", "false"))).apply();
            if (timing) {
                System.err.println("tutor.timing look-and-feel-ms " + (System.currentTimeMillis() - jvmStart));
            }
            // First the frame and its empty board, painted as soon as a bare window would be; the views come next.
            TutorFrame frame = new TutorFrame(new tutor.ui.model.TutorModel(settings), false);
            if (timing) {
                System.err.println("tutor.timing frame-built-ms " + (System.currentTimeMillis() - jvmStart));
            }
            // Nothing else runs until the window is on the screen: on a two-core school computer the rule data and
            // the library, read beside it, took the processor from the window (2.7 times a bare window's start).
            frame.board().onPainted(() -> {
                if (timing) {
                    System.err.println("tutor.timing first-paint-ms " + (System.currentTimeMillis() - jvmStart));
                    System.err.println("tutor.timing first-paint-cpu-ms " + TutorApp.cpuMs());
                    if (Boolean.getBoolean("tutor.exitAfterPaint")) {
                        System.exit(0);
                    }
                }
                SwingUtilities.invokeLater(() -> {
                    frame.complete();
                    if (timing) {
                        frame.board().onPainted(() -> System.err.println("tutor.timing window-complete-ms "
                                + (System.currentTimeMillis() - jvmStart)));
                    }
                    Thread data = new Thread(tutor.data.Bundle::get, "tutor-data");
                    data.setDaemon(true);
                    data.setPriority(Thread.NORM_PRIORITY - 1);
                    data.start();
                    frame.loadLibrary();
                    if (Boolean.getBoolean("tutor.train")) {
                        Training.run(frame);
                    }
                });
            });
            frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
            frame.setVisible(true);
        });
    }

    /** When the program started: the first process's start when the window runs in a process of its own. */
    static long startedAt() {
        return Long.getLong("tutor.startedAt", ManagementFactory.getRuntimeMXBean().getStartTime());
    }

    /** The processor time this program has used so far, every thread counted (for the start-up measure). */
    static long cpuMs() {
        try {
            return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                    ? os.getProcessCpuTime() / 1_000_000 : -1;
        } catch (LinkageError e) {
            return -1; // the installer's runtime has no jdk.management
        }
    }
}
