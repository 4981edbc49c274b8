package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import javax.swing.JList;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * Browsing the library with the keyboard is not blind: the selected row, drawn while the list has the focus, shows
 * its words in a colour that stands out from its background (it once drew white words on the list's white) in every
 * theme. Both the colours the row is given and the pixels it paints are read.
 */
class LibrarySelectionIT extends AbstractTutorIT {

    @Test
    void theSelectedRowIsReadableWhileTheListHasTheFocusInEveryTheme() {
        for (Theme theme : Theme.values()) {
            GuiActionRunner.execute(() -> frame.applyTheme(theme));
            if (!onEdt(frame::libraryShown)) {
                GuiActionRunner.execute(frame::toggleLibrary);
            }
            robot.waitForIdle();
            window.list("library.list").focus();
            @SuppressWarnings("unchecked")
            JList<Object> list = (JList<Object>) window.list("library.list").target();
            int row = onEdt(() -> frame.library().rows().indexOf("Using your own Get Out of Jail Free card"));
            assertThat(row).as(theme + ": the row is listed").isGreaterThanOrEqualTo(0);
            GuiActionRunner.execute(() -> list.setSelectedIndex(row));
            robot.waitForIdle();
            assertThat(onEdt(list::hasFocus)).as(theme + ": the list has the focus").isTrue();
            Painted p = onEdt(() -> paint(list, row));
            assertThat(contrast(p.foreground, p.background)).as(theme + ": contrast of the row's colours").isGreaterThanOrEqualTo(4.5);
            assertThat(p.background).as(theme + ": the row is drawn in the selection colour")
                    .isEqualTo(list.getSelectionBackground());
            assertThat(p.painted).as(theme + ": the corner pixel is the row's background").isEqualTo(p.background.getRGB() | 0xFF000000);
            assertThat(p.inkPixels).as(theme + ": pixels of the words in the row's ink").isGreaterThan(40);
        }
    }

    private record Painted(Color foreground, Color background, int painted, int inkPixels) { }

    /** Paints the row as the list does, while it has the focus, and counts the pixels near its words' colour. */
    private static Painted paint(JList<Object> list, int row) {
        Component c = list.getCellRenderer().getListCellRendererComponent(list, list.getModel().getElementAt(row), row, true, true);
        Rectangle cell = list.getCellBounds(row, row);
        c.setBounds(0, 0, cell.width, cell.height);
        BufferedImage img = new BufferedImage(cell.width, cell.height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(list.getBackground());
        g.fillRect(0, 0, cell.width, cell.height);
        c.paint(g);
        g.dispose();
        Color ink = c.getForeground();
        int near = 0;
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                Color px = new Color(img.getRGB(x, y));
                if (Math.abs(px.getRed() - ink.getRed()) + Math.abs(px.getGreen() - ink.getGreen()) + Math.abs(px.getBlue() - ink.getBlue()) < 60) {
                    near++;
                }
            }
        }
        return new Painted(c.getForeground(), c.getBackground(), img.getRGB(1, 1), near);
    }

    /** The WCAG contrast ratio of two colours (1 to 21). */
    private static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        double[] v = {c.getRed() / 255.0, c.getGreen() / 255.0, c.getBlue() / 255.0};
        for (int i = 0; i < 3; i++) {
            v[i] = v[i] <= 0.03928 ? v[i] / 12.92 : Math.pow((v[i] + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
    }
}
