package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * One rule per language for every number a reader sees, from ICU's locale data: English groups thousands
 * with a comma, French with a narrow no-break space, Russian with a no-break space; data for other
 * programs (CSV) keeps the plain form.
 */
class NumbersTest {

    @Test
    void decimalsAndCountsAreGroupedAsEachLanguageGroupsThem() {
        assertThat(Numbers.decimal(new BigDecimal("1407.5"), 1, "en")).isEqualTo("1,407.5");
        assertThat(Numbers.decimal(new BigDecimal("1407.5"), 1, "fr")).isEqualTo("1\u202f407,5");
        assertThat(Numbers.decimal(new BigDecimal("1407.5"), 1, "ru")).isEqualTo("1\u00a0407,5");
        assertThat(Numbers.decimal(new BigDecimal("26.65"), 1, "en")).isEqualTo("26.6");
        assertThat(Numbers.whole(1000, "en")).isEqualTo("1,000");
        assertThat(Numbers.whole(10000, "en")).isEqualTo("10,000");
        assertThat(Numbers.whole(10000, "ru")).isEqualTo("10\u00a0000");
        // Below a thousand nothing is grouped, in any language.
        assertThat(Numbers.whole(999, "fr")).isEqualTo("999");
        assertThat(Texts.of("lab", "en").get("simulate.owed-to-bank", 1200)).isEqualTo("1,200 to the Bank");
    }

    @Test
    void plainNumbersForFilesAreNeverGrouped() {
        assertThat(Numbers.plain(1407.5, 1)).isEqualTo("1407.5");
        assertThat(Numbers.plain(2000, 0)).isEqualTo("2000");
        assertThat(Numbers.plain(2.62602, 4)).isEqualTo("2.6260");
    }

    @Test
    void englishMoneyIsGroupedWhereverItIsWritten() {
        assertThat(Money.of(1450, "$", "en")).isEqualTo("$1,450");
        assertThat(Money.of(new BigDecimal("1450.5"), "$", "en")).isEqualTo("$1,450.50");
        assertThat(Money.write(1450, "$", "{sign}{amount}", true, "en")).isEqualTo("$1,450");
        assertThat(Amount.money(new BigDecimal("1407.04263"), "$", 5).in("en")).isEqualTo("$1,407.04263");
        assertThat(Amount.money(new BigDecimal("-1450"), "€", 2).in("en")).isEqualTo("\u2212€1,450.00");
    }
}
