package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JTree;
import javax.swing.tree.DefaultMutableTreeNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Shelf;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * On a start the shelf shows the lesson the learner last opened, in view; nobody's (or a new learner's) start shows the
 * first lesson on the shelf. It showed the first lesson by file name, «How much is a deed worth at auction?», the last
 * one on the shelf (the teacher's walk, shots 7 and 89).
 */
@GuiTest
class ShelfStartSelectionIT {

    @Test
    void aStartWithNobodyShowsTheFirstLessonOnTheShelf(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, "en", tutor.ui.ProjectorScreen.size())) {
            String first = w.onEdt(() -> {
                JTree tree = tree(w);
                for (int i = 0; i < tree.getRowCount(); i++) {
                    if (((DefaultMutableTreeNode) tree.getPathForRow(i).getLastPathComponent()).getUserObject() instanceof Shelf.Entry e) {
                        return e.lesson().id();
                    }
                }
                return "none";
            });
            assertThat(first).isEqualTo("first-game");
            assertThat(w.onEdt(() -> w.lessons().shelf().selected().id())).isEqualTo("first-game");
            assertThat(chosenRowInView(w)).isEmpty();
        }
    }

    @Test
    void aStartWithALearnerShowsTheLessonTheyLastOpened(@TempDir Path home) throws Exception {
        // Zoe practised trades, then (later) tried the quiz of the mortgages lesson, in the middle of a long list.
        Files.writeString(home.resolve("learners.yaml"), """
                version: 2
                records:
                - {"learner": "Zoe", "id": "9b99e82c-bbfb-49b0-ad3b-49233de00ba8", "named": "2026-11-29T13:34:10Z", "changed": "2026-11-29T13:40:00Z"}
                - {"attempt": "trades", "learner": "Zoe", "id": "9b99e82c-bbfb-49b0-ad3b-49233de00ba8", "mode": "practise", "started": "2026-11-29T13:34:10Z", "finished": false, "results": []}
                - {"attempt": "mortgages-and-bankruptcy", "learner": "Zoe", "id": "9b99e82c-bbfb-49b0-ad3b-49233de00ba8", "mode": "quiz", "started": "2026-11-29T13:38:00Z", "finished": false, "results": []}
                """);
        Files.writeString(home.resolve("settings.properties"), "learner=Zoe\nlearners=Zoe\n");
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, "fr", tutor.ui.ProjectorScreen.size())) {
            assertThat(w.onEdt(() -> w.frame.model().learner())).isEqualTo("Zoe");
            assertThat(w.onEdt(() -> w.lessons().shelf().selected().id())).isEqualTo("mortgages-and-bankruptcy");
            w.robot.waitForIdle();
            assertThat(chosenRowInView(w)).isEmpty();
            // Another learner, new to the class, keeps the lesson on the screen.
            w.onEdt(() -> w.lessons().classList().choose("Ann"));
            w.robot.waitForIdle();
            assertThat(w.onEdt(() -> w.lessons().shelf().selected().id())).isEqualTo("mortgages-and-bankruptcy");
        }
    }

    private static JTree tree(LessonWindow w) {
        return (JTree) w.robot.finder().findByName(w.frame, "lessons.tree", JTree.class, false);
    }

    private static String chosenRowInView(LessonWindow w) {
        w.robot.waitForIdle();
        return ShelfSelectionInViewIT.outOfView(w);
    }
}
