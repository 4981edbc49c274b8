package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.nio.file.Path;
import javax.swing.JButton;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * Presenting, the class reads a question and its choices and the teacher shows the answer: the teacher's walk
 * found an exercise with an empty answer box and a greyed Answer button on the projector (shot 69). The answer
 * comes from "Show the answer": the figure the tutor computes with its working, or the right choice marked.
 */
@GuiTest
class LessonPresentAnswerIT {

    @Test
    void anExerciseHasNoAnswerBoxAndShowTheAnswerGivesTheTutorsFigure(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, "en", tutor.ui.ProjectorScreen.size())) {
            w.start("auction-value", Mode.PRESENT, null);
            w.goTo(3);
            assertThat(w.onEdt(() -> w.current().current())).isInstanceOf(Step.Exercise.class);
            assertThat(showing(w, "lesson.amount")).as("an answer box for the class").isFalse();
            assertThat(showing(w, "lesson.answer")).as("an Answer button for the class").isFalse();
            String figure = w.onEdt(() -> w.current().run().answer(w.current().current()).en());
            assertThat(figure).startsWith("$");
            assertThat(w.lessons().player().stepText()).doesNotContain(figure);
            JButton show = w.window.button("lesson.reveal").requireVisible().requireEnabled().target();
            assertThat(show.getText()).isEqualTo("Show the answer");
            w.window.button("lesson.reveal").click();
            String after = w.onEdt(() -> w.lessons().player().stepText());
            assertThat(after).contains("The answer: " + figure).contains("How the tutor works it out");
            assertThat(showing(w, "lesson.reveal")).as("Show the answer, once used").isFalse();
        }
    }

    @Test
    void aQuestionShowsItsChoicesAsTextAndTheAnswerMarksTheRightOne(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, "en", tutor.ui.ProjectorScreen.size())) {
            w.start("auction-value", Mode.PRESENT, null);
            w.goTo(4);
            assertThat(w.onEdt(() -> w.current().current())).isInstanceOf(Step.Question.class);
            String before = w.onEdt(() -> w.lessons().player().stepText());
            assertThat(before).contains("It falls a lot").contains("It stays the same").doesNotContain("\u2714");
            assertThat(showing(w, "lesson.choice.0")).as("choice buttons for the class").isFalse();
            w.window.button("lesson.reveal").requireText("Show the answer").click();
            String after = w.onEdt(() -> w.lessons().player().stepText());
            assertThat(after).containsPattern("\u2714 [abc]\\) It falls a lot")
                    .doesNotContainPattern("\u2714 [abc]\\) It stays").contains("The answer: It falls a lot");
        }
    }


    private static boolean showing(LessonWindow w, String name) {
        return w.onEdt(() -> w.robot.finder().findAll(w.frame, c -> name.equals(c.getName())).stream()
                .anyMatch(Component::isShowing));
    }
}
