package tutor.chart;

import java.util.function.UnaryOperator;
import tutor.scenario.Lang;
import tutor.text.Texts;

/**
 * A strategy as a class reads it: "Keeps $200 in reserve" rather than the simulator's "reserve-200". The lab's
 * summary, chart legends and exports, and a lesson's or handout's charts, all name strategies through this, in a language.
 */
public final class StrategyNames {

    private StrategyNames() {
    }

    /** The board's money without a sum, as the language writes it around one: "$", "€", "тыс.\u00a0₽". */
    public static String moneyUnit(String language, String currency) {
        return Lang.money(1, currency, language).replace("1", "").replaceAll("^[\\s\u00a0]+|[\\s\u00a0]+$", "");
    }

    /** Names specs ("buy-all", "reserve-200", "bid-to-120") in a language; money in the board's currency. */
    public static UnaryOperator<String> in(String language, String currency) {
        return spec -> tutor.lesson.StrategyWords.of(spec, currency).map(m -> m.in(language)).orElse(spec);
    }
}
