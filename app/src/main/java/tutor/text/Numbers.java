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

    /** A whole number, grouped as the language groups thousands (English: "1,400"; French: "1 400"). */
    public static String whole(long value, String language) {
        return NumberFormat.getIntegerInstance(new ULocale(isEnglish(language) ? "en" : language)).format(value);
    }

    /**
     * A sum of money with cents where it has any ({@code 52.52}, {@code 1400}), written into a
     * language's money template ({@code {sign}{amount}}, {@code {amount} {sign}}); English groups
     * thousands with commas, as the lab always has.
     */
    public static String money(BigDecimal amount, String sign, String template, String language) {
        BigDecimal a = amount.setScale(2, RoundingMode.HALF_EVEN);
        boolean whole = a.stripTrailingZeros().scale() <= 0;
        String digits;
        if (isEnglish(language)) {
            NumberFormat f = NumberFormat.getNumberInstance(ULocale.ENGLISH);
            f.setMinimumFractionDigits(whole ? 0 : 2);
            f.setMaximumFractionDigits(whole ? 0 : 2);
            digits = f.format(a.abs());
        } else {
            digits = decimal(a.abs(), whole ? 0 : 2, language);
        }
        return (a.signum() < 0 ? "-" : "") + template.replace("{sign}", sign).replace("{amount}", digits);
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
