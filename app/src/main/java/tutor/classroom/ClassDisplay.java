package tutor.classroom;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import tutor.lesson.Figure;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.LessonRun;
import tutor.lesson.Placeholders;
import tutor.lesson.Text;
import tutor.lesson.Unit;
import tutor.text.Texts;

/**
 * How a class session's lesson run words numbers and its own phrases, in every language at once (a
 * learner reads their own): figures and money as the lab shows them in each language, the run's phrases
 * from the Lessons screen's bundle. A learner's display {@code withholds} the right answer: in a class the
 * answer is the teacher's to reveal, so a learner's feedback names what was wrong with their answer but
 * not the answer itself until then.
 */
final class ClassDisplay implements LessonRun.Display {

    private final LessonLab lab;
    private final Lesson lesson;
    private final boolean withholds;

    ClassDisplay(LessonLab lab, Lesson lesson, boolean withholds) {
        this.lab = lab;
        this.lesson = lesson;
        this.withholds = withholds;
    }

    @Override
    public String figure(Figure f) {
        return lab.show(f);
    }

    @Override
    public String money(BigDecimal amount) {
        return lab.show(amount, Unit.MONEY, lab.currency(lesson.edition()));
    }

    @Override
    public Text figureText(Figure f) {
        return every(lang -> lab.show(f, lang));
    }

    @Override
    public Text amountText(BigDecimal amount, String unit) {
        String currency = lab.currency(lesson.edition());
        return every(lang -> unit.isEmpty() ? lab.show(amount, Unit.MONEY, currency, lang)
                : tutor.lesson.AnswerUnit.amount(amount, unit, lang));
    }

    @Override
    public Text phrase(LessonRun.Phrase p, Text arg) {
        if (withholds && (p == LessonRun.Phrase.THE_ANSWER || p == LessonRun.Phrase.THE_CHOICE)) {
            return Text.en("");
        }
        return every(lang -> Texts.of("lessons", lang).get("run." + p.name().toLowerCase(java.util.Locale.ROOT),
                arg == null ? "" : fill(arg.in(lang), lang)));
    }

    /** A lesson text in a language, its {@code {{figures}}} filled in as that language writes them; empty for none. */
    String text(Text t, String lang) {
        return t == null ? "" : fill(t.in(lang), lang);
    }

    private String fill(String s, String lang) {
        return Placeholders.fill(s, id -> lesson.figure(id).map(f -> lab.show(f, lang))
                .orElse(null));
    }

    private static Text every(UnaryOperator<String> inLanguage) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String lang : Text.LANGUAGES) {
            out.put(lang, inLanguage.apply(lang));
        }
        return new Text(out);
    }
}
