package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Mode;
import tutor.play.ScenarioActivity;
import tutor.play.Session;
import tutor.scenario.ScriptStep;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * A lesson's play step speaks the lesson's language throughout: the scenario's story was French while the
 * tutor's own words around it ("→ Ben throws the dice.", "Try again.") stayed English (the French teacher's review).
 */
@GuiTest
class LessonPlayLanguageIT {

    private LessonWindow w;

    @AfterEach
    void close() {
        if (w != null) {
            w.close();
        }
    }

    @Test
    void aFrenchPlayStepTellsTheMovesAndTheWrongMoveInFrench(@TempDir Path home) {
        w = LessonWindow.open(home, Theme.LIGHT, "fr", tutor.ui.ProjectorScreen.size());
        w.start("income-tax-choice", Mode.PRACTISE, "Ann");
        w.waitFor("the play step", () -> {
            if (w.current().playing() == null) {
                w.current().next();
            }
            return w.current().playing() != null;
        });
        List<String> said = w.onEdt(() -> {
            ScenarioActivity s = w.current().playing();
            ScriptStep.Ask ask = (ScriptStep.Ask) s.session().current();
            w.frame.model().act(ask.wrong().get(0).move()); // the flat $200, dearer than 10% here
            return s.session().transcript().stream().map(Session.Entry::text).toList();
        });
        String all = String.join("\n", said);
        assertThat(all).doesNotContain("throws the dice").doesNotContain("Try again");
        assertThat(all).contains("Réessaie.").contains("lance les dés");
    }
}
