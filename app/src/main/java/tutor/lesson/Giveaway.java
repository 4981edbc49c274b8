package tutor.lesson;

import java.math.BigDecimal;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a wrong answer's feedback gives the right answer away ("6 + 10 = 16; ..."): in practise such a text
 * waits for the right answer or the worked hint, so a wrong try says only what is wrong, never the number to type.
 * The answer counts as named when any language's text holds it as a number (written as that language writes
 * numbers: "1,500.5" in English, "1 500,5" in French and Russian) or as the figure's placeholder.
 */
final class Giveaway {

    /** A number with optional grouping (comma, space, no-break or narrow no-break space) and decimals. */
    private static final Pattern NUMBER = Pattern.compile("(?<![\\d.,])\\d{1,3}(?:[,\u00a0\u202f ]\\d{3})+(?:[.,]\\d+)?(?![\\d])"
            + "|(?<![\\d.,])\\d+(?:[.,]\\d+)?(?![\\d])");

    private Giveaway() { }

    /** True when {@code why} names {@code answer} in one of its languages, or the figure {@code figureId} (null for none). */
    static boolean names(Text why, BigDecimal answer, String figureId) {
        if (why == null || answer == null) {
            return false;
        }
        for (var e : why.byLanguage().entrySet()) {
            String text = e.getValue();
            if (figureId != null && text.contains("{{" + figureId + "}}")) {
                return true;
            }
            Matcher m = NUMBER.matcher(text);
            while (m.find()) {
                BigDecimal n = number(m.group(), Text.ENGLISH.equals(e.getKey()));
                if (n != null && n.compareTo(answer.abs()) == 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private static BigDecimal number(String written, boolean english) {
        String plain = written.replaceAll("[\u00a0\u202f ]", "");
        plain = english ? plain.replace(",", "") : plain.replace(",", ".");
        try {
            return new BigDecimal(plain);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
