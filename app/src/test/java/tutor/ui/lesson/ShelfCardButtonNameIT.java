package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javax.swing.JButton;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.lesson.Mode;
import tutor.ui.Theme;
import tutor.ui.widgets.WrappingLabel;
import tutor.ui.GuiTest;

/**
 * The lesson card tells the teacher which button shows a presented question's answer by that button's own words:
 * the English card said "Reveal shows the answer" while the button read "Show the answer" (the teacher's walk, shot 6).
 */
@GuiTest
class ShelfCardButtonNameIT {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "fr", "ru"})
    void theCardNamesTheAnswerButtonAsItReads(String language, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, language, tutor.ui.ProjectorScreen.size())) {
            String card = w.onEdt(() -> {
                w.lessons().shelf().select("leaving-jail");
                return ((WrappingLabel) w.robot.finder().findByName(w.lessons().shelf(), "lessons.selected.modes",
                        WrappingLabel.class, false)).words();
            });
            w.start("leaving-jail", Mode.PRESENT, null);
            w.goTo(2); // leaving-jail's first question
            String button = w.onEdt(() -> {
                assertThat(w.current().current()).isInstanceOf(tutor.lesson.Step.Question.class);
                return ((JButton) w.robot.finder().findByName(w.frame, "lesson.reveal", JButton.class, true)).getText();
            });
            assertThat(button).isNotBlank();
            assertThat(card).as("the card's words on the modes").contains(button).doesNotContain("{0}");
        }
    }
}
