package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javax.swing.UIManager;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Mode;
import tutor.ui.Theme;
import tutor.ui.widgets.Reading;
import tutor.ui.GuiTest;

/**
 * A lesson's explanation on the projector is at the reading size in every mode (it was at the chrome's size when
 * practised), and a third larger than the theme's type when presented in the light theme. At 1024x768.
 */
@GuiTest
class LessonReadingSizeIT {

    private LessonWindow w;

    @AfterEach
    void close() {
        if (w != null) {
            w.close();
        }
    }

    private float explanationSize() {
        return w.onEdt(() -> w.robot.finder().findAll(w.frame, c -> "lesson.text".equals(c.getName()) && c.isShowing()).stream()
                .map(c -> ((MarkdownPane) c).textSize()).findFirst().orElse(0f));
    }

    @Test
    void theExplanationIsAtTheReadingSizeOnTheProjectorInEveryMode(@TempDir Path home) {
        w = LessonWindow.open(home, Theme.PROJECTOR, "en", tutor.ui.ProjectorScreen.size());
        float label = w.onEdt(() -> UIManager.getFont("Label.font").getSize2D());
        float reading = w.onEdt(Reading::scale);
        assertThat(reading).isGreaterThan(1.3f);
        for (Mode mode : new Mode[] {Mode.PRACTISE, Mode.QUIZ, Mode.PRESENT}) {
            w.start("income-tax-choice", mode, "Ann");
            w.waitFor("the lesson in " + mode, () -> w.current() != null && w.current().mode() == mode);
            w.waitFor("its explanation shown", () -> explanationSize() > 0);
            assertThat(explanationSize()).as(mode.toString()).isCloseTo(label * reading, Offset.offset(0.1f));
        }
    }

    @Test
    void presentingInTheLightThemeSetsTheExplanationLarger(@TempDir Path home) {
        w = LessonWindow.open(home, Theme.LIGHT, "en", tutor.ui.ProjectorScreen.size());
        float label = w.onEdt(() -> UIManager.getFont("Label.font").getSize2D());
        w.start("income-tax-choice", Mode.PRACTISE, "Ann");
        w.waitFor("its explanation shown", () -> explanationSize() > 0);
        assertThat(explanationSize()).isCloseTo(label, Offset.offset(0.1f));
        w.start("income-tax-choice", Mode.PRESENT, "Ann");
        w.waitFor("the lesson presented", () -> w.current() != null && w.current().mode() == Mode.PRESENT);
        w.waitFor("its explanation shown", () -> explanationSize() > label + 1);
        assertThat(explanationSize()).isCloseTo(label * 1.35f, Offset.offset(0.1f));
    }
}
