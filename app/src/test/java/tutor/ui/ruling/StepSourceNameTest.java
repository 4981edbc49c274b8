package tutor.ui.ruling;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import tutor.data.Bundle;

/**
 * "Applied under ...: tutor" named the source by its id; the learner reads its name in their language. The ruling
 * pane words its source with {@link tutor.trace.Rulebook#cited}, as the dispute desk and the refusals do.
 */
class StepSourceNameTest {

    @Test
    void theTutorsOwnChoiceIsNamedInEachLanguage() {
        assertEquals("The tutor's own choice, where the rulebooks are silent",
                Bundle.get().rulebook("en").cited("tutor"));
        assertEquals("Choix du tuteur, là où les règles sont muettes",
                Bundle.get().rulebook("fr").cited("tutor"));
        assertEquals("Выбор тренажёра (в правилах об этом не сказано)",
                Bundle.get().rulebook("ru").cited("tutor"));
    }

    @Test
    void aCitedSectionStaysAfterTheSourcesName() {
        assertEquals("Hasbro US rules, long form (as printed in the Boutique Edition, 2007) \u2014 Jail",
                Bundle.get().rulebook("en").cited("us-longform, Jail"));
    }

    @Test
    void theTutorsReadingIsSetApartFromItsTitleInEachLanguage() {
        String cited = "tutor, The texts do not say whether a pass is final";
        assertEquals("The tutor's own choice, where the rulebooks are silent \u2014 The texts do not say whether a pass is final",
                Bundle.get().rulebook("en").cited(cited));
        // Russian keeps no capital after a dash: the reading starts a sentence of its own after a full stop
        assertEquals("Выбор тренажёра (в правилах об этом не сказано). Окончателен ли пас",
                Bundle.get().rulebook("ru").cited("tutor, Окончателен ли пас"));
    }
}
