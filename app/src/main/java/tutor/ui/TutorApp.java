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
        // The rule data (boards, editions, the rulebook) loads beside the window, not before it.
        Thread data = new Thread(tutor.data.Bundle::get, "tutor-data");
        data.setDaemon(true);
        data.start();
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
                frame.board().onPainted(() -> System.err.println("tutor.timing first-paint-ms "
                        + (System.currentTimeMillis() - jvmStart)));
            }
            frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
            frame.setVisible(true);
            frame.loadLibrary();
            if (Boolean.getBoolean("tutor.train")) {
                Training.run(frame);
            }
        });
    }
}
