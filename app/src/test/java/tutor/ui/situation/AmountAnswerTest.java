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
    void sumsAreReadAsFrenchAndRussianWriteThem() {
        assertThat(AmountAnswer.parse("1 500 €")).isEqualTo(1500);
        assertThat(AmountAnswer.parse("1\u00a0500\u00a0$")).isEqualTo(1500);
        assertThat(AmountAnswer.parse("1\u202f500 €")).isEqualTo(1500);
        assertThat(AmountAnswer.parse("50 $")).isEqualTo(50);
        assertThat(AmountAnswer.parse("1 500 тыс. ₽")).isEqualTo(1500);
        assertThat(AmountAnswer.parse("220 тыс.")).isEqualTo(220);
        assertThat(AmountAnswer.parse("₽1500k")).isEqualTo(1500);
        assertThat(AmountAnswer.parse("75 руб.")).isEqualTo(75);
    }

    @Test
    void aDecimalCommaIsNotAThousandsSeparator() {
        assertThat(AmountAnswer.parse("22,5")).isNull();
        assertThat(AmountAnswer.parse("1,5 €")).isNull();
        assertThat(AmountAnswer.parse("1 50")).isNull();
    }

    @Test
    void wordsAndFractionsAreNotNumbers() {
        assertThat(AmountAnswer.parse("two hundred")).isNull();
        assertThat(AmountAnswer.parse("22.5")).isNull();
        assertThat(AmountAnswer.parse("")).isNull();
        assertThat(AmountAnswer.parse("99999999999")).isNull();
    }
}
