package tutor.ui;

import com.formdev.flatlaf.FlatLightLaf;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;

/**
 * A bare FlatLaf window, started exactly as the tutor is ({@code -Dtutor.bare=true}, same jar, same launcher, same
 * JVM options): the yardstick the tutor's first window is measured against. It prints when its first paint happened,
 * counted from the JVM's start, and with {@code -Dtutor.exitAfterPaint=true} quits there.
 */
final class BareWindow {

    private BareWindow() {
    }

    static void launch() {
        long jvmStart = TutorApp.startedAt();
        SwingUtilities.invokeLater(() -> {
            FlatLightLaf.setup();
            JFrame frame = new JFrame("Monopoly Rules Tutor");
            boolean[] painted = {false};
            JLabel label = new JLabel("Monopoly Rules Tutor") {
                private static final long serialVersionUID = 1L;

                @Override
                protected void paintComponent(java.awt.Graphics g) {
                    super.paintComponent(g);
                    if (!painted[0]) {
                        painted[0] = true;
                        System.err.println("tutor.timing first-paint-ms " + (System.currentTimeMillis() - jvmStart));
                    System.err.println("tutor.timing first-paint-cpu-ms " + TutorApp.cpuMs());
                        if (Boolean.getBoolean("tutor.exitAfterPaint")) {
                            SwingUtilities.invokeLater(() -> System.exit(0));
                        }
                    }
                }
            };
            frame.add(label);
            frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
            frame.setSize(1024, 700);
            frame.setVisible(true);
        });
    }
}
