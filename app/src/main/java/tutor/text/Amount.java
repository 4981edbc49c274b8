package tutor.text;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Numbers kept as numbers until they are shown, as phrases: a sum of money, a percentage, a
 * decimal. Pure parts of the tutor (the budgeting lab) put them into the {@link Phrase}s they
 * explain themselves with, and the reader's language writes them: {@code $52.52} and
 * {@code 2.6260%} in English, exactly as the lab has always printed them; {@code 52,52 $} and
 * {@code 2,6260 %} in French.
 */
public final class Amount {

    private Amount() {
    }

    /** A sum with cents where it has any, as {@link Money#of} writes it in the reader's language. */
    public static Phrase money(BigDecimal amount, String sign) {
        return lang -> Money.of(amount, sign, lang);
    }

    public static Phrase money(long amount, String sign) {
        return money(BigDecimal.valueOf(amount), sign);
    }

    /**
     * A sum to exactly {@code places} decimals ({@code $0.04263}): an average per roll shown finely
     * enough that the arithmetic beside it can be checked by hand.
     */
    public static Phrase money(BigDecimal amount, String sign, int places) {
        return lang -> {
            BigDecimal a = amount.setScale(places, RoundingMode.HALF_EVEN);
            if (isEnglish(lang)) {
                String digits = Numbers.decimal(a.abs(), places, "en");
                return (a.signum() < 0 ? Money.MINUS : "") + (sign.contains(" ") ? digits + " " + sign : sign + digits);
            }
            if (sign.contains(" ")) {
                // A sum counted in thousands ("тыс. ₽") is too small for that unit here: 0,6394 тыс. ₽ reads as 639,40 ₽.
                int finer = Math.max(places - 3, 2);
                String digits = Numbers.decimal(amount.movePointRight(3).setScale(finer, RoundingMode.HALF_EVEN).abs(), finer, lang);
                return (a.signum() < 0 ? Money.MINUS : "") + Texts.of("lab", lang).get("format.money", digits, sign.substring(sign.lastIndexOf(' ') + 1));
            }
            String digits = Numbers.decimal(a.abs(), places, lang);
            return (a.signum() < 0 ? Money.MINUS : "") + Texts.of("lab", lang).get("format.money", digits, sign);
        };
    }

    /** A chance (0..1) as a percentage with {@code places} decimals: {@code 2.6260%}. */
    public static Phrase percent(double fraction, int places) {
        return lang -> Numbers.percentage(100 * fraction, places, lang);
    }

    /** A number with {@code places} decimals, rounded half to even. */
    public static Phrase decimal(double value, int places) {
        return lang -> Numbers.decimal(new BigDecimal(value), places, lang);
    }

    /** A number written with the decimals it has ({@code 26.7}). */
    public static Phrase decimal(BigDecimal value) {
        return lang -> Numbers.decimal(value, Math.max(0, value.scale()), isEnglish(lang) ? "en" : lang);
    }

    private static boolean isEnglish(String language) {
        return !Texts.LANGUAGES.contains(language) || "en".equals(language);
    }
}
