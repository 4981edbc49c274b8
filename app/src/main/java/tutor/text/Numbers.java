package tutor.text;

import com.ibm.icu.text.NumberFormat;
import com.ibm.icu.util.ULocale;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Numbers as a reader of a language reads them, by one rule per language taken from ICU's locale data:
 * thousands grouped and the language's decimal mark, "1,400.5" and "2.6260" in English, "1 400,5" and
 * "2,6260" in French and Russian (a no-break space between groups, so a number never breaks across
 * lines). Data the tutor writes for other programs (CSV, scenario files) keep the plain form, "1400.5",
 * which every spreadsheet reads as a number: {@link #plain}.
 */
public final class Numbers {

    private Numbers() {
    }

    /** {@code value} rounded half to even to {@code places} decimals, in a language's digits and separators. */
    public static String decimal(BigDecimal value, int places, String language) {
        BigDecimal v = value.setScale(places, RoundingMode.HALF_EVEN);
        NumberFormat f = NumberFormat.getNumberInstance(new ULocale(isEnglish(language) ? "en" : language));
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
        return new BigDecimal(value).setScale(places, RoundingMode.HALF_EVEN).toPlainString();
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

    private static boolean isEnglish(String language) {
        return !Texts.LANGUAGES.contains(language) || "en".equals(language);
    }
}
