package tutor.ui;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.JFrame;

/** The screenshot tools' one way to save a window as it paints itself (call on the event thread). */
public final class WindowShot {

    private WindowShot() {
    }

    /** Paints the frame's root pane into a PNG at {@code out}, then closes the frame. */
    public static void saveAndClose(JFrame frame, Path out) {
        var root = frame.getRootPane();
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
        frame.dispose();
    }
}
