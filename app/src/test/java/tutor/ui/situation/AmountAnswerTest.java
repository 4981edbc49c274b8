package tutor.ui.situation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Amounts are read as people type them; anything else is refused, not guessed. */
class AmountAnswerTest {

    @Test
    void sumsAreReadAsTyped() {
        assertThat(AmountAnswer.parse("220")).isEqualTo(220);
        assertThat(AmountAnswer.parse(" $1,500 ")).isEqualTo(1500);
        assertThat(AmountAnswer.parse("€50")).isEqualTo(50);
        assertThat(AmountAnswer.parse("0")).isZero();
    }

    @Test
    void wordsAndFractionsAreNotNumbers() {
        assertThat(AmountAnswer.parse("two hundred")).isNull();
        assertThat(AmountAnswer.parse("22.5")).isNull();
        assertThat(AmountAnswer.parse("")).isNull();
        assertThat(AmountAnswer.parse("99999999999")).isNull();
    }
}
