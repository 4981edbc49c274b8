package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.nio.file.Path;
import javax.swing.JTree;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * The lesson chosen on the shelf shows whole in the list, also when the rows are measured again after it was chosen
 * (a new theme, a new width, the window first laid out after a restart): the list opened on the last lesson with
 * half of it below the bottom edge (the teacher's walk, shot 119), scrolled to where the row was before the rows grew.
 */
@GuiTest
class ShelfSelectionInViewIT {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "fr", "ru"})
    void theChosenLessonStaysWholeInViewWhenTheRowsAreMeasuredAgain(String language, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.LIGHT, language, tutor.ui.ProjectorScreen.size())) {
            String last = w.onEdt(() -> {
                java.util.List<tutor.lesson.Lesson> all = w.lessons().library().lessons();
                JTree tree = tree(w);
                // The lesson at the bottom of the list, as the shelf orders it.
                Object node = tree.getPathForRow(tree.getRowCount() - 1).getLastPathComponent();
                String id = ((tutor.lesson.Shelf.Entry) ((javax.swing.tree.DefaultMutableTreeNode) node).getUserObject()).lesson().id();
                assertThat(all).extracting(tutor.lesson.Lesson::id).contains(id);
                return id;
            });
            w.onEdt(() -> w.lessons().shelf().select(last));
            w.robot.waitForIdle();
            assertThat(outOfView(w)).as("light, chosen").isEmpty();
            w.onEdt(() -> tutor.ui.WindowControl.theme(w.frame, Theme.PROJECTOR));
            w.robot.waitForIdle();
            w.robot.waitForIdle();
            assertThat(outOfView(w)).as("after switching to the projector").isEmpty();
        }
    }

    private static JTree tree(LessonWindow w) {
        return (JTree) w.robot.finder().findByName(w.frame, "lessons.tree", JTree.class, false);
    }

    /** Empty when the chosen lesson's row shows whole in the list, else where it is against what the list shows. */
    static String outOfView(LessonWindow w) {
        return w.onEdt(() -> {
            JTree tree = tree(w);
            int row = tree.getMinSelectionRow();
            if (row < 0) {
                return "nothing chosen";
            }
            Rectangle r = tree.getRowBounds(row);
            Rectangle seen = tree.getVisibleRect();
            return r.y >= seen.y && r.y + r.height <= seen.y + seen.height ? ""
                    : "row " + row + " at y " + r.y + "-" + (r.y + r.height) + ", the list shows y " + seen.y + "-" + (seen.y + seen.height);
        });
    }
}
