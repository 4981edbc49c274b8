package tutor.text;

import com.ibm.icu.text.NumberFormat;
import com.ibm.icu.util.ULocale;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Numbers with decimals as a language writes them: "2.6260" in English, "2,6260" in French and
 * Russian, thousands grouped there with the language's no-break space ("1 400,50"). English keeps
 * the lab's plain form (no grouping in a decimal, "1400.5"), so what the tutor printed before
 * languages came reads the same.
 */
public final class Numbers {

    private Numbers() {
    }

    /** {@code value} rounded half to even to {@code places} decimals, in a language's digits and separators. */
    public static String decimal(BigDecimal value, int places, String language) {
        BigDecimal v = value.setScale(places, RoundingMode.HALF_EVEN);
        if (isEnglish(language)) {
            return v.toPlainString();
        }
        NumberFormat f = NumberFormat.getNumberInstance(new ULocale(language));
        f.setMinimumFractionDigits(places);
        f.setMaximumFractionDigits(places);
        f.setRoundingMode(BigDecimal.ROUND_HALF_EVEN);
        return f.format(v);
    }

    public static String decimal(double value, int places, String language) {
        return decimal(new BigDecimal(value), places, language);
    }

    /** A number as data files and the lab's tables write it, the same in every language: {@code 1400.5}, {@code 2.6260}. */
    public static String plain(double value, int places) {
        return decimal(value, places, "en");
    }

    /** A percentage ({@code percent} out of 100) in a language's words ("2.6260%", "2,6260 %"), by the lab's {@code format.percent}. */
    public static String percentage(double percent, int places, String language) {
        return Texts.of("lab", language).get("format.percent", decimal(new BigDecimal(percent), places, language));
    }

    /** A whole number, grouped as the language groups thousands (English: "1,400"; French: "1 400"). */
    public static String whole(long value, String language) {
        return NumberFormat.getIntegerInstance(new ULocale(isEnglish(language) ? "en" : language)).format(value);
    }

    /**
     * The plural category ("one", "few", "many", "other") the language gives a number as it is shown, with
     * its decimals: Russian says "66 кругов" but "66,0 круга" and "1,5 круга"; French "1,5 tour". A message
     * that shows a decimal count selects its noun by this category, since ICU's own plural drops the
     * shown zeros before choosing.
     */
    public static String category(BigDecimal shown, String language) {
        ULocale locale = new ULocale(Texts.LANGUAGES.contains(language) ? language : "en");
        com.ibm.icu.number.FormattedNumber n = com.ibm.icu.number.NumberFormatter.withLocale(locale)
                .precision(com.ibm.icu.number.Precision.fixedFraction(Math.max(0, shown.scale()))).format(shown);
        return com.ibm.icu.text.PluralRules.forLocale(locale).select(n);
    }

    /** Digits with a comma between each group of three before the decimal point ("1234567.5" -> "1,234,567.5"), as English money is written. */
    public static String grouped(String digits) {
        int dot = digits.indexOf('.');
        String whole = dot < 0 ? digits : digits.substring(0, dot);
        String rest = dot < 0 ? "" : digits.substring(dot);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < whole.length(); i++) {
            if (i > 0 && (whole.length() - i) % 3 == 0) {
                b.append(',');
            }
            b.append(whole.charAt(i));
        }
        return b + rest;
    }

    private static boolean isEnglish(String language) {
        return !Texts.LANGUAGES.contains(language) || "en".equals(language);
    }
}
