package tutor.handout;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tutor.data.Bundle;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/**
 * Pupils copy the answer key's working: every sum of money in it is printed to the cent, as they would write
 * it ("$18.51 per roll", never "$18.5110"), and a chance to at most four decimals. The tutor still computes
 * from the unrounded values; where a product of rounded figures is not the rounded result, the line says "≈".
 */
class AnswerKeyMoneyTest {

    /** A sum of money with three or more decimals in English: the sign before, a decimal point ("$18.5110", "$1,234.567"). */
    static final Pattern FINE_MONEY_EN = Pattern.compile("[$€£]\\d{1,3}(?:,\\d{3})*\\.\\d{3,}");
    /** The same in French and Russian: a decimal comma, the sign after ("18,5110 $", "1 234,567 €", "0,125 тыс. ₽"). */
    static final Pattern FINE_MONEY = Pattern.compile("\\d,\\d{3,}[\\u00a0\\u202f ]?(?:[$€£]|тыс)");
    /** A percentage with five or more decimals. */
    static final Pattern FINE_PERCENT = Pattern.compile("\\d[.,]\\d{5,}[\\u00a0\\u202f ]?%");

    @Test
    void thePatternsCatchWhatTheTeacherFound() {
        assertThat(FINE_MONEY_EN.matcher("New York Avenue (Ben, 3 houses): $600 a stop, $18.5110 per roll").find()).isTrue();
        assertThat(FINE_MONEY_EN.matcher("Income Tax: 2.3285% × $57 = $1.32726 per roll").find()).isTrue();
        assertThat(FINE_MONEY_EN.matcher("A stop: $1,500 and $18.51 per roll; 3.0852% × $600 = $18.51").find()).isFalse();
        assertThat(FINE_MONEY.matcher("Impôt : 2,3285 % × 57 $ = 1,32726\u00a0$ par lancer").find()).isTrue();
        assertThat(FINE_MONEY.matcher("Ann a 1\u202f240\u00a0$ et paie 18,51\u00a0$").find()).isFalse();
        assertThat(FINE_MONEY.matcher("5.7725 rolls, 1 500\u00a0$").find()).isFalse();
        assertThat(FINE_PERCENT.matcher("2.32851% × $57").find()).isTrue();
    }

    /** The lines the teacher copied out of cash-flow-reserve's key (handout-en.pdf p.4), as they print now. */
    @Test
    void theTeachersLinesPrintToTheCentWithAboutWhereRounded() {
        LessonLab lab = LibraryData.lab();
        Lesson lesson = new LessonLoader(Bundle.get(), lab).load(Path.of("../lessons/budget/cash-flow-reserve.yaml")).lesson();
        String key = text(new HandoutHtml(lesson, lab, Bundle.get().rulebook("en"), "en", c -> new byte[0]).build());
        assertThat(key).contains("New York Avenue (Ben, 3 houses): $600 a stop, $18.51 per roll")
                .contains("Income Tax: 2.3285% × $57 ≈ $1.33 per roll")
                .contains("≈: in this key every sum of money is shown to the cent");
    }

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("tutor.handout.HandoutLayoutTest#handouts") // every lesson, in en, fr and ru
    void everySumOfMoneyInTheAnswerKeyIsToTheCent(String id, String language, Path file) {
        LessonLab lab = LibraryData.lab();
        Lesson lesson = new LessonLoader(Bundle.get(), lab).load(file).lesson();
        String html = new HandoutHtml(lesson, lab, Bundle.get().rulebook(language), language, c -> new byte[0]).build();
        String key = text(html.substring(Math.max(0, html.indexOf("<div class=\"key\">"))));
        List<String> fine = new ArrayList<>();
        for (Pattern p : List.of("en".equals(language) ? FINE_MONEY_EN : FINE_MONEY, FINE_PERCENT)) {
            Matcher m = p.matcher(key);
            while (m.find()) {
                int from = Math.max(0, m.start() - 60);
                fine.add(key.substring(from, Math.min(key.length(), m.end() + 10)));
            }
        }
        assertThat(fine).as(id + " in " + language + ": money finer than the cent, or a chance finer than 4 places").isEmpty();
    }

    private static String text(String html) {
        return html.replaceAll("<[^>]+>", " ").replace("&amp;", "&").replace("&nbsp;", "\u00a0").replaceAll("[ \\t\\n]+", " ");
    }
}
