package tutor.ui.dispute;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.data.Bundle;
import tutor.text.Texts;

/**
 * The dispute desk ticks editions and house rules by name (EditionPicker, through tutor.ui.widgets.Editions): each name
 * in the window's language. An English desk once listed the French editions as "Classique (règles françaises)",
 * "Partie plus rapide…" and "Partie limitée dans le temps…".
 */
class EditionNamesInTheWindowsLanguageTest {

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void everyEditionAndHouseRuleIsNamedInTheWindowsLanguage(String language) {
        Texts t = Texts.of("ui", language);
        List<String> names = new ArrayList<>();
        Bundle.get().rulesets().keySet().forEach(id -> names.add(tutor.ui.widgets.Editions.name(t, id)));
        Bundle.get().houseRules().keySet().forEach(id -> names.add(tutor.ui.widgets.Editions.houseRule(t, id)));
        assertThat(names).hasSizeGreaterThan(12);
        for (String name : names) {
            switch (language) {
                // English has no accented letters and no French words.
                case "en" -> assertThat(name).as(name).matches("[\\x20-\\x7E]+").doesNotContain("règles", "Partie", "Classique");
                // Russian names are written in Cyrillic (a brand may stay in Latin letters beside it).
                case "ru" -> assertThat(name).as(name).containsPattern("\\p{IsCyrillic}{3,}");
                // French names have no English words.
                default -> assertThat(name).as(name).doesNotContainPattern("\\b(rules|Game|Classic|Edition|French|Short|Time)\\b");
            }
        }
        assertThat(tutor.ui.widgets.Editions.name(t, "fr-classic")).isEqualTo(Texts.of("editions", language).get("ruleset.fr-classic"));
    }
}
