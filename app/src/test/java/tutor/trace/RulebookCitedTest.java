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
