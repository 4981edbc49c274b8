package tutor.ui;

import java.lang.management.ManagementFactory;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import tutor.ui.model.Settings;

/**
 * Starts the window: one invokeLater that sets the look and feel, builds the frame and shows it,
 * while the rule data loads on its own thread; the library loads in the background once the
 * window is up. With {@code -Dtutor.timing=true}
 * it prints how long after the JVM started the first window was painted.
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
        long jvmStart = timing ? ManagementFactory.getRuntimeMXBean().getStartTime() : 0;
        if (timing) {
            System.err.println("tutor.timing launch-ms " + (System.currentTimeMillis() - jvmStart));
        }
        SwingUtilities.invokeLater(() -> {
            Settings settings = Settings.standard();
            Theme.named(settings.get("theme", "light"), Boolean.parseBoolean(settings.get("largeText", "false"))).apply();
            if (timing) {
                System.err.println("tutor.timing look-and-feel-ms " + (System.currentTimeMillis() - jvmStart));
            }
            TutorFrame frame = new TutorFrame(settings);
            if (timing) {
                System.err.println("tutor.timing frame-built-ms " + (System.currentTimeMillis() - jvmStart));
            }
            // Nothing else runs until the window is on the screen: on a two-core school computer the rule data and
            // the library, read beside it, took the processor from the window (2.7 times a bare window's start).
            frame.board().onPainted(() -> {
                if (timing) {
                    System.err.println("tutor.timing first-paint-ms " + (System.currentTimeMillis() - jvmStart));
                    System.err.println("tutor.timing first-paint-cpu-ms " + TutorApp.cpuMs());
                    var tm = ManagementFactory.getThreadMXBean();
                    for (long id : tm.getAllThreadIds()) { var ti = tm.getThreadInfo(id); if (ti != null) System.err.println("THREAD " + ti.getThreadName() + " " + tm.getThreadCpuTime(id) / 1000000); }
                    if (Boolean.getBoolean("tutor.exitAfterPaint")) {
                        System.exit(0);
                    }
                }
                SwingUtilities.invokeLater(() -> {
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

    /** The processor time this program has used so far, every thread counted (for the start-up measure). */
    static long cpuMs() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() / 1_000_000 : -1;
    }
}
