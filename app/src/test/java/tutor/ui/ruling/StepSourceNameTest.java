package tutor.ui.ruling;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.scenario.SourceWording;

/**
 * "Applied under ...: tutor" named the source by its id; the learner reads its name in their language. The ruling
 * pane words its source with {@link SourceWording}, as the dispute desk and the refusals do.
 */
class StepSourceNameTest {

    @Test
    void theTutorsOwnChoiceIsNamedInEachLanguage() {
        assertEquals("The tutor's own choice, where the rulebooks are silent",
                SourceWording.worded(Bundle.get().rulebook("en"), tutor.text.Texts.of("ui", "en"), "tutor"));
        assertEquals("Le choix du tuteur, là où les règles ne disent rien",
                SourceWording.worded(Bundle.get().rulebook("fr"), tutor.text.Texts.of("ui", "fr"), "tutor"));
        assertEquals("Собственный выбор тренажёра там, где правила молчат",
                SourceWording.worded(Bundle.get().rulebook("ru"), tutor.text.Texts.of("ui", "ru"), "tutor"));
    }

    @Test
    void aCitedSectionStaysAfterTheSourcesName() {
        assertEquals("Hasbro US rules, long form (as printed in the Boutique Edition, 2007) \u2014 Jail",
                SourceWording.worded(Bundle.get().rulebook("en"), tutor.text.Texts.of("ui", "en"), "us-longform, Jail"));
    }

    @Test
    void theTutorsReadingIsSetApartFromItsTitleInEachLanguage() {
        String cited = "tutor, The texts do not say whether a pass is final";
        assertEquals("The tutor's own choice, where the rulebooks are silent \u2014 The texts do not say whether a pass is final",
                SourceWording.worded(Bundle.get().rulebook("en"), tutor.text.Texts.of("ui", "en"), cited));
        // Russian keeps no capital after a dash: the reading starts a sentence of its own after a full stop
        assertEquals("Собственный выбор тренажёра там, где правила молчат. Тексты не говорят, окончателен ли пас",
                SourceWording.worded(Bundle.get().rulebook("ru"), tutor.text.Texts.of("ui", "ru"),
                        "tutor, Тексты не говорят, окончателен ли пас"));
    }
}
