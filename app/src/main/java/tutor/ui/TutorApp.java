package tutor.ui;

import java.lang.management.ManagementFactory;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import tutor.ui.model.Settings;

/**
 * Starts the window: one invokeLater that sets the look and feel, builds the frame and shows it;
 * the library loads in the background once the window is up. With {@code -Dtutor.timing=true}
 * it prints how long after the JVM started the first window was painted.
 */
public final class TutorApp {

    private TutorApp() {
    }

    public static void launch() {
        SwingUtilities.invokeLater(() -> {
            Settings settings = Settings.standard();
            Theme.named(settings.get("theme", "light"), Boolean.parseBoolean(settings.get("largeText", "false"))).apply();
            TutorFrame frame = new TutorFrame(settings);
            if (Boolean.getBoolean("tutor.timing")) {
                long jvmStart = ManagementFactory.getRuntimeMXBean().getStartTime();
                frame.board().onPainted(() -> System.err.println("tutor.timing first-paint-ms "
                        + (System.currentTimeMillis() - jvmStart)));
            }
            frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
            frame.setVisible(true);
            frame.loadLibrary();
        });
    }
}
