package tutor.analysis;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Numbers as the lab prints them, the same in every locale (the engine does no locale
 * formatting): money with its sign, thousands separated by commas, cents when there are any;
 * percentages to a fixed number of places.
 */
public final class Amounts {

    private Amounts() {
    }

    /** {@code $52.52}, {@code $1,400}, {@code -$3.10}; whole amounts print without cents. */
    public static String money(String currency, BigDecimal amount) {
        BigDecimal a = amount.setScale(2, RoundingMode.HALF_EVEN);
        boolean whole = a.stripTrailingZeros().scale() <= 0;
        String digits = a.abs().setScale(whole ? 0 : 2, RoundingMode.HALF_EVEN).toPlainString();
        // A currency written as a unit ("тыс. ₽", thousands of roubles) follows the amount.
        return (a.signum() < 0 ? "-" : "") + (currency.contains(" ") ? group(digits) + " " + currency : currency + group(digits));
    }

    public static String money(String currency, long amount) {
        return money(currency, BigDecimal.valueOf(amount));
    }

    /** A percentage with {@code places} decimals: {@code 2.6260%}. */
    public static String percent(double fraction, int places) {
        return decimal(100 * fraction, places) + "%";
    }

    /** A plain number with {@code places} decimals, rounded half to even. */
    public static String decimal(double value, int places) {
        return new BigDecimal(value).setScale(places, RoundingMode.HALF_EVEN).toPlainString();
    }

    /** Digits with a comma between each group of three before the decimal point ("1234567.5" -> "1,234,567.5"). */
    public static String group(String digits) {
        return tutor.text.Numbers.grouped(digits);
    }
}
