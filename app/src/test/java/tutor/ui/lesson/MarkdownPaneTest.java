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

    /**
     * A dash with a no-break space before it never starts a line (issue 24, the fifth Russian read): the JDK's line
     * breaker, which Swing uses once a text holds Cyrillic, broke «45,36 $ — меньше» between the "$" and the dash.
     */
    @Test
    void aDashAfterASumNeverStartsALine() throws Exception {
        String text = "Ответ. 45,36\u00a0$. Сама по себе за 20 раундов она приносит лишь 45,36\u00a0$\u00a0— меньше, чем 120\u00a0$,"
                + " которые Банк даёт под её залог.";
        java.util.List<String> found = new java.util.ArrayList<>();
        int[] widths = {0};
        SwingUtilities.invokeAndWait(() -> {
            MarkdownPane pane = new MarkdownPane("test.dash");
            pane.show(text, 1f);
            for (int w = 160; w <= 520; w += 2) {
                pane.setSize(w, pane.heightAt(w));
                pane.doLayout();
                widths[0]++;
                String lines = lines(pane);
                if (lines.contains("\n\u00a0—") || lines.contains("\n—")) {
                    found.add(w + ": " + lines);
                }
            }
        });
        assertThat(widths[0]).isGreaterThan(150);
        assertThat(found).isEmpty();
    }

    /** The pane's words with a line feed where a drawn line starts. */
    private static String lines(MarkdownPane pane) {
        try {
            String t = pane.getDocument().getText(0, pane.getDocument().getLength());
            StringBuilder out = new StringBuilder();
            int y = Integer.MIN_VALUE;
            for (int i = 0; i < t.length(); i++) {
                java.awt.geom.Rectangle2D r = pane.modelToView2D(i);
                if (r != null && (int) r.getY() != y) {
                    out.append('\n');
                    y = (int) r.getY();
                }
                out.append(t.charAt(i));
            }
            return out.toString();
        } catch (javax.swing.text.BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }
}
