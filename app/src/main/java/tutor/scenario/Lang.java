package tutor.scenario;

import tutor.data.Bundle;
import tutor.text.Texts;

/**
 * The two languages a reader's choice stands for: the tutor's own words ({@link Texts}), which
 * may be the pseudo-language of the tests, and the content's (rulings, board names, scenario
 * texts), which is English under the pseudo-language since no data is written in it.
 */
public final class Lang {

    private Lang() {
    }

    /** The language rulings, names and scenario texts are read in for a reader's language. */
    public static String content(String language) {
        return Texts.PSEUDO.equals(language) ? "en" : language;
    }

    /** The rulebook's words (step templates, money format) for a reader's language. */
    public static tutor.trace.Words words(String language) {
        return Bundle.get().words(content(language));
    }

    /**
     * A sum of the lab's (with cents where there are any) in a reader's language: English as the lab
     * has always written it ({@code $52.52}, {@code $1,400}), other languages in their rulebook's
     * money format ({@code 52,52 $}, {@code 1 400 $}).
     */
    public static String money(java.math.BigDecimal amount, String sign, String language) {
        String content = content(language);
        if (content.equals("en")) {
            return tutor.text.Money.english(amount, sign);
        }
        return words(language).money(amount, sign);
    }

    public static String money(long amount, String sign, String language) {
        return money(java.math.BigDecimal.valueOf(amount), sign, language);
    }

    /** A percentage with {@code places} decimals ("2.6260%", "2,6260 %"). */
    public static String percent(double percent, int places, String language) {
        return Texts.of("lab", language).get("format.percent", tutor.text.Numbers.decimal(percent, places, content(language)));
    }

    /** A plain number with {@code places} decimals in a reader's language. */
    public static String decimal(double value, int places, String language) {
        return tutor.text.Numbers.decimal(value, places, content(language));
    }
}
