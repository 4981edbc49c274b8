package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.RuleSet;

/** An edition named after a preposition: French gives each its article, English and Russian keep the name. */
class EditionNamesAfterTest {

    @Test
    void frenchGivesEveryEditionItsArticleAfterAPreposition() {
        assertThat(EditionNames.after(Bundle.get().ruleset("boutique"), "fr")).isEqualTo("l'édition de luxe «\u00a0Boutique\u00a0» (2007)");
        assertThat(EditionNames.after(Bundle.get().ruleset("fr-classic"), "fr")).isEqualTo("les règles classiques françaises");
        for (RuleSet rules : Bundle.get().rulesets().values()) {
            String after = EditionNames.after(rules, "fr");
            // Every bundled edition has its own form: none falls back to « selon « Name » ».
            assertThat(after).as(rules.id()).matches("^(?:l'|les |la |le ).*").doesNotStartWith("les règles «");
        }
    }

    @Test
    void englishKeepsTheName() {
        // Russian words an edition after «по» in the dative («по полным классическим правилам США»), as French does after «selon».
        for (String language : new String[] {"en"}) {
            for (RuleSet rules : Bundle.get().rulesets().values()) {
                assertThat(EditionNames.after(rules, language)).isEqualTo(EditionNames.of(rules, language));
            }
        }
    }

    /** After the "+" of an edition with house rules, French goes on in lower case (the sixth native read). */
    @Test
    void aHouseRuleAfterThePlusGoesOnInLowerCaseInFrench() {
        assertThat(EditionNames.spec("classic+free-parking-pot", "fr"))
                .isEqualTo("Classique (règles américaines, version longue) + la cagnotte du Parc gratuit");
        assertThat(EditionNames.spec("classic+free-parking-pot", "en")).isEqualTo("Classic (US long-form rules) + Money under Free Parking");
        assertThat(EditionNames.houseRule("free-parking-pot", "fr")).isEqualTo("La cagnotte du Parc gratuit");
        for (String id : Bundle.get().houseRules().keySet()) {
            String joined = EditionNames.spec("classic+" + id, "fr");
            String name = joined.substring(joined.lastIndexOf(" + ") + 3);
            assertThat(Character.isLowerCase(name.codePointAt(0))).as(joined).isTrue();
        }
    }
}
