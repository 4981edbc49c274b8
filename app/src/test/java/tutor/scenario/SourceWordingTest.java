package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.text.Texts;
import tutor.trace.Rulebook;

/** Citations the dispute desk and the moves' refusals show: worded as the ruling pane words them, never a source id. */
class SourceWordingTest {

    @Test
    void aSourceAndItsSectionAreWordedInTheLanguageWithADash() {
        Rulebook fr = Bundle.get().rulebook("fr");
        assertThat(SourceWording.worded(fr, Texts.of("ui", "fr"), "us-longform, Paying Rent"))
                .isEqualTo("Règles américaines de Hasbro, version longue (telles qu'imprimées dans l'édition Boutique, 2007)"
                        + ". Paying Rent (Payer le loyer)"); // French and Russian join with a full stop: a section may be a sentence
        Rulebook en = Bundle.get().rulebook("en");
        assertThat(SourceWording.worded(en, Texts.of("ui", "en"), "us-longform, Paying Rent"))
                .startsWith(en.source("us-longform").orElseThrow().title() + " \u2014 Paying Rent").doesNotContain("us-longform");
    }

    @Test
    void aSourceWithoutASectionIsItsTitleAndAnUnknownIdIsShownAsItIs() {
        Rulebook en = Bundle.get().rulebook("en");
        assertThat(SourceWording.worded(en, Texts.of("ui", "en"), "house-common"))
                .isEqualTo(en.source("house-common").orElseThrow().title()).isNotEqualTo("house-common");
        assertThat(SourceWording.worded(en, Texts.of("ui", "en"), "seminary")).isEqualTo(en.source("seminary").orElseThrow().title());
        assertThat(SourceWording.worded(en, Texts.of("ui", "en"), "no-such-source, X")).isEqualTo("no-such-source, X");
        assertThat(SourceWording.worded(en, Texts.of("ui", "en"), "")).isEmpty();
    }
}
