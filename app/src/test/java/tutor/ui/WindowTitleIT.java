package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The window's title names what the screen shows, in the window's language: the scenario on the table and the dispute
 * desk, the screen itself on Lessons and Play (it once kept "Bidding from Jail" there), and the new language's words
 * after View > Language (it once stayed French in Russian and English).
 */
class WindowTitleIT extends AbstractTutorIT {

    @Test
    void theTitleNamesTheScreenShownInTheWindowsLanguage() {
        String start = onEdt(() -> frame.getTitle());
        String situation = situation();
        // At first start the title and the body agree: no scenario named while the body asks to choose one.
        if (situation.contains("Choose a scenario")) {
            assertThat(start).isEqualTo("Monopoly Rules Tutor");
        } else {
            assertThat(start).isEqualTo(onEdt(() -> model().activity().title()) + " \u2014 Monopoly Rules Tutor");
        }

        openScenario("auction-bidding-from-jail");
        String scenario = onEdt(() -> model().activity().title());
        assertThat(onEdt(() -> frame.getTitle())).isEqualTo(scenario + " \u2014 Monopoly Rules Tutor");
        window.toggleButton("screen.lessons").click();
        assertThat(onEdt(() -> frame.getTitle())).isEqualTo("Lessons \u2014 Monopoly Rules Tutor");
        window.toggleButton("screen.play").click();
        assertThat(onEdt(() -> frame.getTitle())).isEqualTo("Play \u2014 Monopoly Rules Tutor");
        window.toggleButton("screen.dispute").click();
        assertThat(onEdt(() -> frame.getTitle())).isEqualTo(scenario + " \u2014 Monopoly Rules Tutor");
        window.toggleButton("screen.table").click();

        window.menuItem("view.language.fr").click();
        waitFor("the scenario in French", () -> ((tutor.play.ScenarioActivity) model().activity()).language().equals("fr"));
        robot.waitForIdle();
        String french = onEdt(() -> model().activity().title());
        assertThat(french).isNotEqualTo(scenario);
        assertThat(onEdt(() -> frame.getTitle())).isEqualTo(french + " \u2014 Tuteur des règles du Monopoly");
        window.menuItem("view.language.ru").click();
        waitFor("the scenario in Russian", () -> ((tutor.play.ScenarioActivity) model().activity()).language().equals("ru"));
        robot.waitForIdle();
        String russian = onEdt(() -> model().activity().title());
        assertThat(onEdt(() -> frame.getTitle())).isEqualTo(russian + "\u00a0\u2014 Тренажёр по правилам «Монополии»");
        window.toggleButton("screen.lessons").click();
        assertThat(onEdt(() -> frame.getTitle())).isEqualTo("Уроки\u00a0\u2014 Тренажёр по правилам «Монополии»");
        window.menuItem("view.language.en").click();
        waitFor("the lessons in English", () -> onEdt(() -> frame.getTitle()).startsWith("Lessons"));
        assertThat(onEdt(() -> frame.getTitle())).isEqualTo("Lessons \u2014 Monopoly Rules Tutor");
    }
}
