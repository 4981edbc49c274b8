package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.data.Bundle;
import tutor.lesson.Mode;
import tutor.play.ScenarioActivity;
import tutor.scenario.Scenario;
import tutor.scenario.ScenarioLoader;
import tutor.ui.GuiTest;
import tutor.ui.Theme;

/**
 * A lesson's scenarios follow View > Language mid-lesson, as they are when the lesson is reopened: a teacher presenting
 * "leaving-jail" in English switched to French at step 3, and the next play's title, story, question and wrong-answer
 * explanation stayed English beside French words ("→ Ben lance les dés.", "Réessaie."). Review teacher6, F2.
 */
@GuiTest
class LessonScenarioLanguageSwitchIT {

    private LessonWindow w;

    @AfterEach
    void close() {
        if (w != null) {
            w.close();
        }
    }

    @Test
    void thePlayOnScreenAndTheNextPlayTellTheirScenariosInTheNewLanguage(@TempDir Path home) {
        w = LessonWindow.open(home, Theme.PROJECTOR, "en", tutor.ui.ProjectorScreen.size());
        w.start("leaving-jail", Mode.PRESENT, null);
        w.waitFor("the first play step", () -> {
            if (w.current().playing() == null) {
                w.current().next();
                w.frame.model().open(w.current());
            }
            return w.current().playing() != null;
        });
        ScenarioActivity first = w.onEdt(() -> w.current().playing());
        String firstFile = w.onEdt(() -> w.current().play().scenario());
        assertThat(first.texts().title()).isEqualTo(read(firstFile, "en").title());
        int at = w.onEdt(() -> w.current().run().index());

        w.onEdt(() -> w.frame.model().setLanguage("fr"));
        Scenario french = read(firstFile, "fr");
        assertThat(french.title()).isNotEqualTo(read(firstFile, "en").title()); // else the test could not fail
        w.waitFor("the play on screen told in French", () -> "fr".equals(first.language()));
        assertThat(w.onEdt(() -> w.current().playing().texts().title())).isEqualTo(french.title());
        assertThat(w.onEdt(() -> w.current().playing().texts().goal())).isEqualTo(french.goal());

        // The next play step, not reached before the switch, opens in French too.
        w.onEdt(() -> {
            do {
                w.current().next();
            } while (w.current().play() == null && w.current().run().index() < w.current().lesson().steps().size() - 1);
            w.frame.model().open(w.current());
        });
        String nextFile = w.onEdt(() -> w.current().play().scenario());
        assertThat(w.onEdt(() -> w.current().run().index())).isGreaterThan(at);
        assertThat(w.onEdt(() -> w.current().playing().language())).isEqualTo("fr");
        assertThat(w.onEdt(() -> w.current().playing().texts().title())).isEqualTo(read(nextFile, "fr").title())
                .isNotEqualTo(read(nextFile, "en").title());
        assertThat(w.onEdt(() -> w.current().playing().texts().goal())).isEqualTo(read(nextFile, "fr").goal());
    }

    private static Scenario read(String file, String language) {
        return new ScenarioLoader(Bundle.get(), language).load(Path.of(file)).scenario();
    }
}
