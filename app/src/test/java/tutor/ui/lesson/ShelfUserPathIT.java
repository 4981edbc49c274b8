package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JScrollPane;
import javax.swing.JTree;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.ui.Theme;
import tutor.ui.WindowControl;
import tutor.ui.GuiTest;

/**
 * The lessons shelf the way a teacher reaches it: started in Russian with the projector theme, the list scrolled
 * down with the wheel, a long title chosen, then the language and the theme switched with the screen open. After
 * every step each row is as tall as its title needs, selected or not, at the width the list has now, no row
 * overlaps the next, the last row ends inside the list, and the chosen lesson's pane starts at its first line.
 */
@GuiTest
class ShelfUserPathIT {

    @Test
    void rowsStayWholeAlongATeachersPath(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, "ru", tutor.ui.ProjectorScreen.size())) {
            JTree tree = w.onEdt(() -> (JTree) w.robot.finder().findByName(w.frame, "lessons.tree", JTree.class, false));
            List<String> faults = new ArrayList<>(faults(w, tree, "opened"));
            w.robot.moveMouse(tree, 40, 40);
            w.robot.rotateMouseWheel(6);
            w.robot.waitForIdle();
            faults.addAll(faults(w, tree, "scrolled"));
            int longest = w.onEdt(() -> longestLeaf(tree));
            Rectangle r = w.onEdt(() -> {
                tree.scrollRowToVisible(longest);
                return tree.getRowBounds(longest);
            });
            w.robot.waitForIdle();
            w.robot.click(tree, new java.awt.Point(r.x + 10, r.y + r.height / 2));
            w.robot.waitForIdle();
            faults.addAll(faults(w, tree, "long title chosen"));
            for (String language : new String[] {"fr", "ru"}) {
                faults.addAll(w.onEdt(() -> {
                    WindowControl.language(w.frame, language);
                    w.frame.validate();
                    return rows(tree, "language " + language + ", first picture");
                }));
                w.robot.waitForIdle();
                faults.addAll(faults(w, tree, "language " + language));
            }
            for (Theme theme : new Theme[] {Theme.LIGHT, Theme.PROJECTOR}) {
                // The first picture after a switch is painted once the window is laid out, before any event the
                // layout posts (a resized list) is handled: the rows must be right by then, not a moment later.
                faults.addAll(w.onEdt(() -> {
                    WindowControl.theme(w.frame, theme);
                    w.frame.validate();
                    return rows(tree, "theme " + theme.key() + ", first picture");
                }));
                w.robot.waitForIdle();
                faults.addAll(faults(w, tree, "theme " + theme.key()));
            }
            assertThat(faults).as("rows cut or overlapping, or the lesson's pane not at its top").isEmpty();
        }
    }

    private static int longestLeaf(JTree tree) {
        int best = -1;
        int width = 0;
        for (int i = 0; i < tree.getRowCount(); i++) {
            Object node = tree.getPathForRow(i).getLastPathComponent();
            if (tree.getModel().isLeaf(node) && node.toString().length() > width) {
                width = node.toString().length();
                best = i;
            }
        }
        return best;
    }

    private static List<String> faults(LessonWindow w, JTree tree, String when) {
        ShelfShots.shoot(w, "shelf-" + when);
        return w.onEdt(() -> {
            List<String> out = rows(tree, when);
            Component details = w.robot.finder().findByName(w.frame, "lessons.details", Component.class, false);
            JScrollPane pane = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, details);
            if (pane.getViewport().getViewPosition().y != 0) {
                out.add(when + ": the lesson's pane opens scrolled by " + pane.getViewport().getViewPosition().y + " px");
            }
            return out;
        });
    }

    private static List<String> rows(JTree tree, String when) {
            List<String> out = new ArrayList<>();
            int bottom = 0;
            for (int i = 0; i < tree.getRowCount(); i++) {
                Object node = tree.getPathForRow(i).getLastPathComponent();
                Rectangle has = tree.getRowBounds(i);
                for (boolean sel : new boolean[] {false, true}) {
                    Component c = tree.getCellRenderer().getTreeCellRendererComponent(tree, node, sel, true,
                            tree.getModel().isLeaf(node), i, sel);
                    int needs = c.getPreferredSize().height;
                    if (has.height < needs) {
                        out.add(when + ": row " + i + (sel ? " selected" : "") + " " + has.height + " px of " + needs);
                    }
                }
                if (has.y < bottom) {
                    out.add(when + ": row " + i + " starts at " + has.y + " above the previous row's end " + bottom);
                }
                bottom = has.y + has.height;
                if (has.x + has.width > tree.getWidth()) {
                    out.add(when + ": row " + i + " ends at x " + (has.x + has.width) + " past the list's " + tree.getWidth());
                }
            }
            if (bottom > tree.getHeight()) {
                out.add(when + ": the last row ends at " + bottom + " below the list's " + tree.getHeight());
            }
            return out;
    }
}
