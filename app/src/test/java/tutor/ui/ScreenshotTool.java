package tutor.ui;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;

/**
 * Takes a screenshot of the real tutor window, for the README and for looking at it as a user
 * would: {@code ScreenshotTool out.png 1280 800 light|dark normal|large scenario-id [learner moves to play]}.
 * Needs a display (Xvfb in CI). The settings go to a temporary folder, never the user's.
 */
public final class ScreenshotTool {

    private ScreenshotTool() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        int width = Integer.parseInt(args[1]);
        int height = Integer.parseInt(args[2]);
        boolean dark = args[3].equals("dark");
        boolean large = args[4].equals("large");
        String scenario = args[5];
        int steps = args.length > 6 ? Integer.parseInt(args[6]) : 0;
        Path home = Files.createTempDirectory("tutor-shot");
        System.setProperty("tutor.home", home.toString());
        TutorFrame[] frame = new TutorFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            Settings settings = Settings.standard();
            settings.put("theme", dark ? "dark" : "light");
            settings.put("largeText", Boolean.toString(large));
            settings.put("lastScenario", scenario);
            settings.put("window.width", Integer.toString(width));
            settings.put("window.height", Integer.toString(height));
            Theme.apply(dark, large);
            frame[0] = new TutorFrame(settings);
            frame[0].setVisible(true);
            frame[0].loadLibrary();
        });
        for (int i = 0; i < 100 && frame[0].session() == null; i++) {
            Thread.sleep(50);
        }
        for (int i = 0; i < steps; i++) {
            SwingUtilities.invokeAndWait(() -> {
                var s = frame[0].session();
                if (s.current() instanceof tutor.scenario.ScriptStep.Ask ask) {
                    s.act(ask.expected().get(0));
                } else if (s.current() instanceof tutor.scenario.ScriptStep.Question q) {
                    s.answer(q.answer());
                }
                frame[0].refresh();
            });
        }
        if (args.length > 7 && args[7].equals("compare")) {
            SwingUtilities.invokeAndWait(() -> frame[0].compareLastMove());
        }
        Thread.sleep(400);
        SwingUtilities.invokeAndWait(() -> {
            var root = frame[0].getRootPane();
            BufferedImage img = new BufferedImage(root.getWidth(), root.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            root.paint(g);
            g.dispose();
            try {
                Files.createDirectories(out.toAbsolutePath().getParent());
                ImageIO.write(img, "png", out.toFile());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            frame[0].dispose();
        });
        System.exit(0);
    }
}
