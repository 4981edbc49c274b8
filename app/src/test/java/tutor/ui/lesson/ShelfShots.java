package tutor.ui.lesson;

import java.nio.file.Path;

/** What the screen shows at a step of a shelf test, for a person to judge: saved only with -Dtutor.shots=folder. */
final class ShelfShots {

    private ShelfShots() {
    }

    static void shoot(LessonWindow w, String name) {
        String folder = System.getProperty("tutor.shots");
        if (folder == null) {
            return;
        }
        try {
            java.awt.Rectangle r = w.onEdt(() -> w.frame.getBounds());
            java.awt.image.BufferedImage img = new java.awt.Robot().createScreenCapture(r);
            java.nio.file.Files.createDirectories(Path.of(folder));
            javax.imageio.ImageIO.write(img, "png", Path.of(folder, name.replaceAll("[ ,]+", "-") + ".png").toFile());
        } catch (java.awt.AWTException | java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
