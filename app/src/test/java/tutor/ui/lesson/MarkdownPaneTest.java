package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.handout.ConnectionRecorder;
import tutor.handout.Pngs;

/**
 * The Lessons screen shows a lesson's text without loading anything it names: an image of a web address or a
 * file is shown as its words, raw HTML as the characters typed, and nobody connects to the listener named
 * in them, however the pane is laid out and painted.
 */
class MarkdownPaneTest {

    @TempDir
    Path dir;

    @Test
    void selectingALessonLoadsNoImage() throws Exception {
        Files.write(dir.resolve("secret.png"), Pngs.small(30, 30));
        try (ConnectionRecorder net = new ConnectionRecorder()) {
            String text = "Look: ![a far picture](" + net.url("far.png") + ") and ![a file](" + dir.resolve("secret.png").toUri()
                    + ")\n\n<img src=\"" + net.url("raw.png") + "\"> <div style=\"background-image: url(" + net.url("bg.png")
                    + ")\">styled</div>";
            String[] plain = new String[1];
            SwingUtilities.invokeAndWait(() -> {
                MarkdownPane pane = new MarkdownPane("test.markdown");
                pane.show(text, 1.5f);
                pane.setSize(500, pane.heightAt(500));
                pane.doLayout();
                BufferedImage img = new BufferedImage(500, Math.max(1, pane.getHeight()), BufferedImage.TYPE_INT_RGB);
                var g = img.createGraphics();
                try {
                    pane.paint(g);
                } finally {
                    g.dispose();
                }
                plain[0] = pane.plain();
            });
            Thread.sleep(1000); // an image loader works in the background: give it time to try
            assertThat(net.connections()).isZero();
            assertThat(plain[0]).contains("Look: a far picture and a file").contains("<img src=").contains("styled");
        }
    }
}
