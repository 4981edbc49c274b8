package tutor.lesson;

import java.math.BigDecimal;
import java.util.List;
import tutor.text.Texts;

/**
 * What an amount question counts when it is not money ({@code unit: spaces}), worded in the reader's language
 * from the lessons bundle: "16 spaces", "16 cases", "16 клеток" (Russian's plural forms), and the word alone
 * beside an answer field ("cases"). The one place a lesson's unit becomes words; a file names the unit by its id,
 * and a unit the bundle does not word is refused where the file names it.
 */
public final class AnswerUnit {

    private static final String FAMILY = "lessons";
    /** The units a question may count, each worded as {@code answer.unit.ID} and {@code answer.unit.ID.word}. */
    public static final List<String> KNOWN = List.of("spaces", "houses");

    private AnswerUnit() {
    }

    /** An amount with its unit in a language ("16 cases"); the number in the language's digits. */
    public static String amount(BigDecimal amount, String unit, String language) {
        return Texts.of(FAMILY, language).get("answer.unit." + unit, amount.stripTrailingZeros());
    }

    /** The unit's word alone, as a label beside the number a learner types ("spaces", "cases", "клеток"). */
    public static String word(String unit, String language) {
        return Texts.of(FAMILY, language).get("answer.unit." + unit + ".word");
    }
}
