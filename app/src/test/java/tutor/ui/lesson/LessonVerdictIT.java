package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javax.swing.JButton;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.play.ScenarioActivity;
import tutor.play.Session;
import tutor.scenario.ScriptStep;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * What the learner is told after an answer. Quiz: the lesson page promises one answer per question, but a quiz's
 * play said "Try again" (shot 85) and a question gave its worked answer at once; now the first answer is final,
 * recorded, the next question offered, and the explanations wait for the end. Practise: after a wrong and then a
 * right answer both "✘ Not quite…" and "✔ The tutor computes $45.36" stood on screen (shot 17); now the latest only.
 */
@GuiTest
class LessonVerdictIT {

    @Test
    void aQuizQuestionTakesOneAnswerAndExplainsItOnlyAtTheEnd(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.LIGHT, "en", tutor.ui.ProjectorScreen.size())) {
            w.start("income-tax-choice", Mode.QUIZ, "Ann");
            w.goTo(2);
            assertThat(w.onEdt(() -> w.current().current().id())).isEqualTo("worth");
            w.window.textBox("lesson.amount").setText("1");
            w.window.button("lesson.answer").click();
            String said = text(w);
            assertThat(said).contains("\u2718 Not right. Your answer is recorded; the answer and its explanation come at the end of the quiz.")
                    .doesNotContain("The answer:").doesNotContain("Try again");
            w.window.textBox("lesson.amount").requireDisabled();
            w.window.button("lesson.answer").requireDisabled();
            JButton next = w.window.button("lesson.next").target();
            w.waitFor("Next to have the keyboard", next::isFocusOwner);
            assertThat(w.onEdt(() -> w.current().run().result("worth").orElseThrow().score())).isZero();
            w.onEdt(() -> {
                while (!w.current().run().atEnd()) {
                    w.current().next();
                }
                w.current().go(2);
                w.frame.model().open(w.current());
            });
            w.robot.waitForIdle();
            assertThat(text(w)).as("the quiz over, the step read again").contains("The answer: $1,020")
                    .doesNotContain("Your answer is recorded");
        }
    }

    @Test
    void aQuizPlaysWrongMoveIsFinalNeverTryAgain(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.LIGHT, "en", tutor.ui.ProjectorScreen.size())) {
            w.start("leaving-jail", Mode.QUIZ, "Ann");
            w.goTo(1);
            String told = w.onEdt(() -> {
                ScenarioActivity s = w.current().playing();
                ScriptStep.Ask ask = (ScriptStep.Ask) s.session().current();
                int step = s.session().scenario().steps().indexOf(ask);
                w.frame.model().act(ask.wrong().get(0).move());
                assertThat(s.session().current()).as("the decision is over").isNotSameAs(ask);
                assertThat(s.session().scenario().steps().indexOf(s.session().current())).isGreaterThan(step);
                return String.join("\n", s.session().transcript().stream().map(Session.Entry::text).toList());
            });
            assertThat(told).doesNotContain("Try again")
                    .contains("Not the move asked for. In a quiz your first move counts: it is recorded, and the tutor makes the move asked for");
            w.onEdt(() -> {
                while (w.current().playing() != null && !w.current().playFinished()) {
                    w.current().watchNext();
                }
                w.current().next();
            });
            assertThat(w.onEdt(() -> w.current().run().result(w.current().lesson().steps().get(1).id()).orElseThrow().misses()))
                    .as("the wrong move recorded").isEqualTo(1);
        }
    }

    @Test
    void practiseShowsOnlyTheLatestVerdict(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.LIGHT, "en", tutor.ui.ProjectorScreen.size())) {
            w.start("income-tax-choice", Mode.PRACTISE, "Bob");
            w.goTo(2);
            Step.Exercise x = (Step.Exercise) w.onEdt(() -> w.current().current());
            w.window.textBox("lesson.amount").setText("1");
            w.window.button("lesson.answer").click();
            assertThat(text(w)).contains("\u2718 Not quite");
            w.window.textBox("lesson.amount").setText(x.figure().stated().toPlainString());
            w.window.button("lesson.answer").click();
            String after = text(w);
            assertThat(after).contains("\u2714 The tutor computes $1,020").doesNotContain("Not quite");
            long verdicts = w.onEdt(() -> w.robot.finder().findAll(w.frame, c -> c.getName() != null
                    && c.getName().startsWith("lesson.feedback.") && c.isShowing()).size());
            assertThat(verdicts).isEqualTo(1);
        }
    }

    private static String text(LessonWindow w) {
        return w.onEdt(() -> w.lessons().player().stepText());
    }

}
