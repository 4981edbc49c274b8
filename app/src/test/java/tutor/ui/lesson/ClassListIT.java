package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.nio.file.Path;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Learner;
import tutor.lesson.load.ProgressStore;
import tutor.ui.Theme;
import tutor.ui.widgets.ScreenFit;
import tutor.ui.GuiTest;

/**
 * Lessons > Class list… at 1024x768 in the projector theme: the dialog lies wholly on the screen, a name is
 * added (an empty or a taken one is refused with its reason), renamed with its results, chosen as the
 * window's learner, and removed only after saying what goes with it; every change is on disk at once.
 */
@GuiTest
class ClassListIT {

    @Test
    void theClassListAddsRenamesChoosesAndRemovesLearnersOnTheScreen(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, "en", tutor.ui.ProjectorScreen.size())) {
            w.window.menuItem("menu.lessons").click();
            w.window.menuItem("menu.lessons.classList").click();
            DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<ClassListDialog>(ClassListDialog.class) {
                @Override
                protected boolean isMatching(ClassListDialog d) {
                    return d.isShowing();
                }
            }).withTimeout(10_000).using(w.robot);
            Rectangle screen = w.onEdt(() -> ScreenFit.usable(w.frame));
            assertThat(screen.contains(w.onEdt(() -> dialog.target().getBounds()))).as("the dialog lies on the screen").isTrue();

            dialog.button("class.add").click();
            JOptionPaneFixture ask = dialog.optionPane();
            ask.textBox().setText("   ");
            ask.okButton().click();
            dialog.optionPane().requireMessage("Type a name.").okButton().click();
            dialog.optionPane().textBox().setText("Ann");
            dialog.optionPane().okButton().click();
            dialog.button("class.add").click();
            dialog.optionPane().textBox().setText("ann");
            dialog.optionPane().okButton().click();
            dialog.optionPane().requireMessage("There is already a learner called ann.").okButton().click();
            dialog.optionPane().cancelButton().click();
            dialog.list("class.list").requireSelection("Ann");

            dialog.button("class.rename").click();
            dialog.optionPane().textBox().setText("Anna");
            dialog.optionPane().okButton().click();
            w.waitFor("Anna on disk", () -> names(home).equals(java.util.List.of("Anna")));

            dialog.button("class.choose").click();
            assertThat(w.onEdt(() -> w.frame.model().learner())).isEqualTo("Anna");
            assertThat(w.onEdt(() -> dialog.target().isShowing())).isFalse();

            w.window.menuItem("menu.lessons").click();
            w.window.menuItem("menu.lessons.classList").click();
            DialogFixture again = WindowFinder.findDialog(ClassListDialog.class).withTimeout(10_000).using(w.robot);
            again.list("class.list").selectItem("Anna");
            again.button("class.remove").click();
            again.optionPane().requireMessage("Anna and their progress (no lessons yet) will be taken off this computer. Remove Anna?")
                    .yesButton().click();
            assertThat(again.list("class.list").contents()).isEmpty();
            w.waitFor("nobody on disk", () -> names(home).isEmpty());
            assertThat(w.onEdt(() -> w.frame.model().learner())).isEmpty();
            again.button("class.close").click();
        }
    }

    /** The class as the next start of the tutor reads it. */
    private static java.util.List<String> names(Path home) {
        return ProgressStore.standard().load().stream().map(Learner::name).toList();
    }
}
