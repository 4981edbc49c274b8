package tutor.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** An amount a learner types on a phone in a class session, grouped as any of the tutor's languages writes it, or bare. */
class TypedAmountTest {

    @Test
    void groupedAndBareThousandsAreTheSameAmount() {
        for (String typed : new String[] {"1,450", "1450", "$1,450", "1 450", "1\u202f450 $", "1\u00a0450", "1.450"}) {
            assertThat(TypedAmount.parse(typed)).as(typed).contains(new BigDecimal("1450"));
        }
        assertThat(TypedAmount.parse("1,407.5")).contains(new BigDecimal("1407.5"));
        assertThat(TypedAmount.parse("1 407,5")).contains(new BigDecimal("1407.5"));
        assertThat(TypedAmount.parse("18,51")).contains(new BigDecimal("18.51"));
        assertThat(TypedAmount.parse("-$1,450")).contains(new BigDecimal("-1450"));
    }

    @Test
    void whatIsNotAnAmountIsRefused() {
        assertThat(TypedAmount.parse("1,45,0")).isEmpty();
        assertThat(TypedAmount.parse("one thousand")).isEmpty();
        assertThat(TypedAmount.parse("1234567890123")).isEmpty();
    }
}
