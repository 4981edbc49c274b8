package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** A lesson's texts joined language by language (feedback, then the explanation; a worked answer under its line). */
class TextThenTest {

    @Test
    void eachLanguageEitherHasIsJoinedAndTheOtherFallsBackToItsEnglish() {
        Text feedback = new Text(Map.of("en", "Right.", "fr", "Exact."));
        Text explain = new Text(Map.of("en", "Rent doubles.", "ru", "Рента удваивается."));
        Text joined = feedback.then(" ", explain);
        assertThat(joined.byLanguage()).containsOnly(
                Map.entry("en", "Right. Rent doubles."),
                Map.entry("fr", "Exact. Rent doubles."),
                Map.entry("ru", "Right. Рента удваивается."));
        assertThat(Text.en("$50 x 2 = $100").then("\n\n", Text.en("Worked.")).en()).isEqualTo("$50 x 2 = $100\n\nWorked.");
    }

    @Test
    void aMissingOrBlankNextLeavesTheTextAsItIs() {
        Text feedback = new Text(Map.of("en", "Right.", "fr", "Exact."));
        assertThat(feedback.then(" ", null)).isSameAs(feedback);
        assertThat(feedback.then(" ", Text.en("  "))).isSameAs(feedback);
    }
}
