package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JTree;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.ui.Theme;

/**
 * The lessons shelf gives every title the height it needs, also after the theme changes under it: on a French
 * projector titles overlapped the next row and a second line was cut (the French and Russian teachers' reviews),
 * the rows keeping heights measured in the light theme's smaller type.
 */
class ShelfRowsIT {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"fr", "ru"})
    void everyTitleHasTheHeightItNeedsAfterSwitchingToTheProjector(String language, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.LIGHT, language, tutor.ui.ProjectorScreen.size())) {
            w.onEdt(() -> tutor.ui.WindowControl.theme(w.frame, Theme.PROJECTOR));
            w.robot.waitForIdle();
            List<String> cut = w.onEdt(() -> {
                JTree tree = (JTree) w.robot.finder().findByName(w.frame, "lessons.tree", JTree.class, false);
                for (int i = 0; i < tree.getRowCount(); i++) {
                    tree.expandRow(i);
                }
                List<String> out = new ArrayList<>();
                for (int i = 0; i < tree.getRowCount(); i++) {
                    Object node = tree.getPathForRow(i).getLastPathComponent();
                    Component c = tree.getCellRenderer().getTreeCellRendererComponent(tree, node, false, true,
                            tree.getModel().isLeaf(node), i, false);
                    int needs = c.getPreferredSize().height;
                    int has = tree.getRowBounds(i).height;
                    if (has < needs) {
                        out.add(node + ": " + has + " px of " + needs);
                    }
                }
                return out;
            });
            assertThat(cut).as("rows shorter than their titles").isEmpty();
        }
    }
}
