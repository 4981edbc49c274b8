package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.play.Activity;
import tutor.play.ScenarioActivity;

/**
 * View > Language switches the window live, in the middle of a scenario: the same activity goes on with its
 * rulings and the one selected, the menus, buttons, board and the scenario's own texts speak the new language,
 * and the choice is remembered.
 */
class LanguageSwitchIT extends AbstractTutorIT {

    @Test
    void switchingToFrenchAndRussianMidScenarioKeepsTheGameAndWordsEverythingAgain() {
        openScenario("rent-utility");
        playExpected(2);
        waitFor("a ruling", () -> !model().activity().timeline().isEmpty());
        Activity before = onEdt(() -> model().activity());
        int rulings = onEdt(() -> model().activity().timeline().size());
        Object selected = onEdt(() -> model().timeline().selected());
        String englishRuling = onEdt(() -> frame.rulingDetail());
        assertThat(onEdt(() -> window.menuItem("view.language.en").target().getText())).isEqualTo("English");

        window.menuItem("view.language.fr").click();
        waitFor("the scenario in French", () -> ((ScenarioActivity) model().activity()).language().equals("fr"));
        assertThat(onEdt(() -> model().activity())).isSameAs(before);
        assertThat(onEdt(() -> model().activity().timeline().size())).isEqualTo(rulings);
        assertThat(onEdt(() -> model().timeline().selected())).isNotNull();
        assertThat(selected).isNotNull();
        assertThat(onEdt(() -> model().settings().get("language", ""))).isEqualTo("fr");
        // Each language is listed by its own name; everything else is French now.
        assertThat(onEdt(() -> window.menuItem("view.language.ru").target().getText())).isEqualTo("Русский");
        assertThat(onEdt(() -> window.menuItem("view.language").target().getText())).startsWith("Langue");
        assertThat(onEdt(() -> window.toggleButton("screen.table").target().getText())).isEqualTo("Table");
        assertThat(onEdt(() -> window.toggleButton("screen.dispute").target().getText())).isEqualTo("Bureau des litiges");
        assertThat(onEdt(() -> frame.lastNotice())).contains("français");
        assertThat(onEdt(() -> frame.rulingDetail())).isNotBlank().isNotEqualTo(englishRuling);
        assertThat(onEdt(() -> frame.getTitle())).contains("Tuteur");

        window.menuItem("view.language.ru").click();
        waitFor("the scenario in Russian", () -> ((ScenarioActivity) model().activity()).language().equals("ru"));
        assertThat(onEdt(() -> model().activity())).isSameAs(before);
        assertThat(onEdt(() -> model().activity().timeline().size())).isEqualTo(rulings);
        assertThat(onEdt(() -> window.toggleButton("screen.table").target().getText())).isEqualTo("Стол");
        assertThat(onEdt(() -> frame.lastNotice())).contains("по-русски");
        assertThat(onEdt(() -> frame.situationText())).containsPattern("[а-яА-Я]{4}");

        // And the game goes on in Russian where it was.
        window.menuItem("view.language.en").click();
        waitFor("the scenario in English", () -> ((ScenarioActivity) model().activity()).language().equals("en"));
        assertThat(onEdt(() -> frame.rulingDetail())).isEqualTo(englishRuling);
    }
}
