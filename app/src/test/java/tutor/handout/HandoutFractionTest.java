package tutor.handout;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A fraction on a handout stays on one line: "1 /216" split at the line's end reads as two numbers. */
class HandoutFractionTest {

    @Test
    void aFractionIsKeptWholeAndNothingElseIsTouched() {
        assertThat(HandoutText.keepFractions("three doubles running, 1/216) and 91/216."))
                .isEqualTo("three doubles running, <span class=\"nobr\">1/216</span>) and <span class=\"nobr\">91/216</span>.");
        // A ratio written with spaces is worked arithmetic, not a fraction; markup is never rewritten.
        assertThat(HandoutText.keepFractions("10 / 8 = 1.25 <i class=\"a1/2\">x</i>")).isEqualTo("10 / 8 = 1.25 <i class=\"a1/2\">x</i>");
    }
}
