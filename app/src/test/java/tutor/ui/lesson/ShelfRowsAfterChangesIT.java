package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JTree;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tutor.ui.Theme;
import tutor.ui.WindowControl;
import tutor.ui.GuiTest;

/**
 * The lessons list stays whole through the changes a teacher makes during a lesson, not only on first display: after
 * a learner was chosen, or the theme or the language switched, rows overlapped and titles were drawn twice (the
 * teacher's walk, crops 24, 54, 55, 102). A repaint of part of the list (a row chosen, a tooltip gone) drew the
 * wrapped titles in it as one line centred in the row, the second line cut, over the picture of before. After each
 * change every row is as tall as its title at the list's width, no row overlaps the next, and every row repainted
 * alone (as a partial repaint paints it) looks as it does in a picture of the whole list: a title drawn one line
 * low, its second line past the row's bottom, shows as a difference.
 */
@GuiTest
class ShelfRowsAfterChangesIT {

    @ParameterizedTest(name = "{0} then {1}")
    @CsvSource({"en, fr", "fr, ru", "ru, en"})
    void everyRowStaysWholeAfterALearnerAThemeAndALanguageChange(String language, String next, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, language, tutor.ui.ProjectorScreen.size())) {
            JTree tree = w.onEdt(() -> (JTree) w.robot.finder().findByName(w.frame, "lessons.tree", JTree.class, false));
            List<String> faults = new ArrayList<>(faults(w, tree, language + " projector, nobody chosen"));
            w.onEdt(() -> w.lessons().classList().choose("Zoe"));
            w.robot.waitForIdle();
            faults.addAll(faults(w, tree, language + " projector, Zoe chosen"));
            w.onEdt(() -> WindowControl.theme(w.frame, Theme.LIGHT));
            w.robot.waitForIdle();
            faults.addAll(faults(w, tree, language + " light"));
            w.onEdt(() -> WindowControl.language(w.frame, next));
            w.robot.waitForIdle();
            faults.addAll(faults(w, tree, next + " light"));
            w.onEdt(() -> WindowControl.theme(w.frame, Theme.DARK));
            w.robot.waitForIdle();
            faults.addAll(faults(w, tree, next + " dark"));
            assertThat(faults).as("rows cut, overlapping or drawn differently when repainted alone").isEmpty();
        }
    }

    private static List<String> faults(LessonWindow w, JTree tree, String when) {
        w.robot.waitForIdle();
        ShelfShots.shoot(w, "after-" + when);
        return w.onEdt(() -> {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < tree.getRowCount(); i++) {
                out.addAll(rowFaults(tree, i, when));
            }
            out.addAll(repaintedAlone(tree, when));
            return out;
        });
    }

    /** The row's height against its title's at the list's width, and its place against the row above. */
    private static List<String> rowFaults(JTree tree, int row, String when) {
        List<String> out = new ArrayList<>();
        Object node = tree.getPathForRow(row).getLastPathComponent();
        Rectangle cell = tree.getRowBounds(row);
        Component c = tree.getCellRenderer().getTreeCellRendererComponent(tree, node, tree.isRowSelected(row), true,
                tree.getModel().isLeaf(node), row, false);
        String name = when + ": row " + row + " «" + ((javax.swing.JLabel) c).getText().replaceAll("</?html>", "") + "»";
        if (c.getPreferredSize().height > cell.height) {
            out.add(name + " is " + cell.height + " px, its title needs " + c.getPreferredSize().height);
        }
        if (row > 0) {
            Rectangle above = tree.getRowBounds(row - 1);
            if (cell.y < above.y + above.height) {
                out.add(name + " starts at y " + cell.y + ", inside the row above (ends at " + (above.y + above.height) + ")");
            }
        }
        return out;
    }

    /** Each row painted alone, as a repaint of part of the list paints it, against the whole list painted at once. */
    private static List<String> repaintedAlone(JTree tree, String when) {
        int width = tree.getWidth();
        int height = tree.getHeight();
        BufferedImage whole = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = whole.createGraphics();
        tree.paint(g);
        g.dispose();
        List<String> out = new ArrayList<>();
        for (int row = tree.getRowCount() - 1; row >= 0; row--) {
            Rectangle r = tree.getRowBounds(row);
            BufferedImage alone = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
            Graphics2D h = alone.createGraphics();
            h.setClip(0, r.y, width, r.height);
            tree.paint(h);
            h.dispose();
            int differ = 0;
            for (int y = r.y; y < Math.min(height, r.y + r.height); y++) {
                for (int x = 0; x < width; x++) {
                    differ += whole.getRGB(x, y) == alone.getRGB(x, y) ? 0 : 1;
                }
            }
            if (differ > 0) {
                out.add(when + ": row " + row + " «" + title(tree, row) + "» repainted alone differs in "
                        + differ + " px from the whole list's picture");
            }
        }
        return out;
    }

    private static String title(JTree tree, int row) {
        Object node = tree.getPathForRow(row).getLastPathComponent();
        javax.swing.JLabel c = (javax.swing.JLabel) tree.getCellRenderer().getTreeCellRendererComponent(tree, node,
                tree.isRowSelected(row), true, tree.getModel().isLeaf(node), row, false);
        return c.getText().replaceAll("</?html>", "");
    }
}
