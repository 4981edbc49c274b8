package tutor.ui.budget;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.chart.StrategyNames;

/** The lab names a strategy in words, its number in the board's money or in per cent, in each language. */
class StrategyNamesTest {

    @Test
    void namesEveryStrategyInWordsWithItsNumber() {
        var en = StrategyNames.in("en", "$");
        assertThat(en.apply("buy-all")).isEqualTo("Buys everything");
        assertThat(en.apply("reserve-200")).isEqualTo("Keeps $200 in reserve");
        assertThat(en.apply("reserve-1500")).isEqualTo("Keeps $1,500 in reserve");
        assertThat(en.apply("bid-to-50")).isEqualTo("Bids up to 50% of the price");
        assertThat(en.apply("trader")).isEqualTo("Trader");
    }

    @Test
    void namesThemInFrenchAndRussian() {
        var fr = StrategyNames.in("fr", "$");
        assertThat(fr.apply("reserve-200")).startsWith("Garde ").contains("200").endsWith(" en réserve");
        assertThat(fr.apply("bid-to-50")).startsWith("Enchérit jusqu'à 50").endsWith("du prix");
        assertThat(fr.apply("three-houses")).isEqualTo("Vise trois maisons");
        var ru = StrategyNames.in("ru", "$");
        assertThat(ru.apply("reserve-200")).startsWith("Держит ").contains("200").endsWith(" в запасе");
        assertThat(ru.apply("never-trades")).isEqualTo("Не торгует");
        // One form for every name (review-ru11 T7): a verb, as «Покупает всё», never a noun («Торговец») or an adjective.
        assertThat(ru.apply("trader")).isEqualTo("Предлагает сделки");
        assertThat(ru.apply("cautious")).isEqualTo("Играет осторожно");
        assertThat(fr.apply("trader")).isEqualTo("Propose des échanges");
        assertThat(StrategyNames.moneyUnit("en", "$")).isEqualTo("$");
        assertThat(StrategyNames.moneyUnit("fr", "€")).isEqualTo("€");
        assertThat(StrategyNames.moneyUnit("ru", "тыс. ₽")).isEqualTo("тыс.\u00a0₽");
        for (String id : StrategyPicker.IDS) {
            if (!id.equals("reserve") && !id.equals("bid-to")) {
                assertThat(ru.apply(id)).as(id).isNotEqualTo(id).doesNotContain("-");
            }
        }
    }
}
