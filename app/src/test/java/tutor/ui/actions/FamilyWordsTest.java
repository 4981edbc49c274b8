package tutor.ui.actions;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.text.Texts;

/** Move names say what is paid, and counts agree with their nouns (the family review's wording). */
class FamilyWordsTest {

    @Test
    void theIncomeTaxMovesNameTheSumsNotTheKindsOfTax() {
        assertThat(Texts.of("ui", "en").get("move.taxFlat.sum", "$200")).isEqualTo("Pa&y $200");
        assertThat(Texts.of("ui", "en").get("move.taxPercent", 10)).isEqualTo("Pay &10% of what you own");
        assertThat(Texts.of("ui", "fr").get("move.taxPercent", 10)).isEqualTo("Payer &10\u00a0% de ce que tu possèdes");
        assertThat(Texts.of("ui", "ru").get("move.taxFlat.sum", "200 тыс. ₽")).isEqualTo("Запла&тить 200 тыс. ₽");
    }

    @Test
    void oneMatchingScenarioIsSingular() {
        assertThat(Texts.of("ui", "en").get("library.matching", 1, 92)).isEqualTo("1 of 92 matches");
        assertThat(Texts.of("ui", "en").get("library.matching", 5, 92)).isEqualTo("5 of 92 match");
    }
}
