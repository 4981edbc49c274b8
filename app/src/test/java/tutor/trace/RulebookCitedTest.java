package tutor.trace;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.data.Bundle;

/** Citations the dispute desk and the moves' refusals show: worded as the ruling pane words them, never a source id. */
class RulebookCitedTest {

    @Test
    void aSourceAndItsSectionAreWordedInTheLanguageWithADash() {
        Rulebook fr = Bundle.get().rulebook("fr");
        assertThat(fr.cited("us-longform, Paying Rent"))
                .isEqualTo("Règles américaines de Hasbro, version longue (telles qu'imprimées dans l'édition Boutique, 2007)"
                        + ", section Paying Rent (Payer le loyer)"); // French names the section after a comma, with no capital after a colon
        Rulebook en = Bundle.get().rulebook("en");
        assertThat(en.cited("us-longform, Paying Rent"))
                .startsWith(en.source("us-longform").orElseThrow().title() + " \u2014 Paying Rent").doesNotContain("us-longform");
    }

    /** Several sections are listed as each language lists them, with "sections" before them (issue 24). */
    @Test
    void severalSectionsAreListedAsTheLanguageListsThem() {
        String cited = "us-longform, Houses; Selling Property: houses and hotels may be bought, and sold back to the Bank, at any time";
        assertThat(Bundle.get().rulebook("fr").cited(cited)).endsWith("2007), sections Houses (Maisons) et Selling Property"
                + " (Vendre une propriété)\u00a0: les maisons et les hôtels peuvent être achetés, et revendus à la Banque, à n'importe quel moment")
                .doesNotContain(";");
        assertThat(Bundle.get().rulebook("en").cited(cited)).endsWith(" \u2014 sections Houses and Selling Property: houses and hotels"
                + " may be bought, and sold back to the Bank, at any time");
        assertThat(Bundle.get().rulebook("ru").cited(cited)).endsWith(". Разделы «Дома» (Houses) и «Продажа имущества» (Selling Property):"
                + " дома и отели можно покупать и продавать обратно Банку в любое время");
        // Three sections, and one section still reads as before.
        assertThat(Bundle.get().rulebook("en").cited("us-longform, Get Out of Jail Free; Mortgages; Selling Property"))
                .endsWith(" \u2014 sections Get Out of Jail Free, Mortgages, and Selling Property");
        assertThat(Bundle.get().rulebook("fr").cited("us-longform, Jail")).endsWith("2007), section Jail (Prison)");
    }

    @Test
    void aSourceWithoutASectionIsItsTitleAndAnUnknownIdIsShownAsItIs() {
        Rulebook en = Bundle.get().rulebook("en");
        assertThat(en.cited("house-common"))
                .isEqualTo(en.source("house-common").orElseThrow().title()).isNotEqualTo("house-common");
        assertThat(en.cited("seminary")).isEqualTo(en.source("seminary").orElseThrow().title());
        assertThat(en.cited("no-such-source, X")).isEqualTo("no-such-source, X");
        assertThat(en.cited("")).isEmpty();
    }
}
