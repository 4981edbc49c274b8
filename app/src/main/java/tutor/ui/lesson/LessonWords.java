package tutor.ui.lesson;

import com.ibm.icu.text.NumberFormat;
import com.ibm.icu.util.ULocale;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.Map;
import tutor.data.Bundle;
import tutor.lesson.Basis;
import tutor.lesson.Figure;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.LessonRun;
import tutor.lesson.Placeholders;
import tutor.lesson.Text;
import tutor.lesson.Unit;
import tutor.text.Texts;

/**
 * A lesson's words in one language: the screen's own texts (the {@code lessons} family), the
 * lesson's texts with their {@code {{figures}}} filled in, and numbers as that language writes them
 * (English as the lab prints them: {@code $18.51}; French {@code 18,51 $}; Russian {@code 18,51 $},
 * {@code 50 тыс. ₽}). It is also the run's {@link LessonRun.Display}, giving its feedback phrases in
 * every language so a French lesson's feedback reads French throughout.
 */
final class LessonWords implements LessonRun.Display {

    static final String FAMILY = "lessons";

    private final String language;
    private final Texts texts;
    private final LessonLab lab;
    private final Lesson lesson;

    LessonWords(String language, LessonLab lab, Lesson lesson) {
        this.language = language;
        this.texts = Texts.of(FAMILY, language);
        this.lab = lab;
        this.lesson = lesson;
    }

    /**
     * The same words for a lesson: its texts with their {@code {{figures}}} filled in, as every place that
     * shows a lesson's words uses them (the shelf, its notes and review list, the class report).
     */
    LessonWords about(Lesson l) {
        return l == lesson || lab == null ? this : new LessonWords(language, lab, l);
    }

    /** The screen's words alone (no lesson). */
    static Texts texts(String language) {
        return Texts.of(FAMILY, language);
    }

    String language() {
        return language;
    }

    String get(String key, Object... args) {
        return texts.get(key, args);
    }

    boolean has(String key) {
        return texts.has(key);
    }

    /** The currency sign of an edition's board. */
    String currency(String ruleset) {
        return lab.currency(ruleset);
    }

    /** Whether this language writes {@code unit} before the number ("$ [__]" in English, "[__] €" in French). */
    boolean writesBefore(String unit) {
        return tutor.text.Money.signLeads(unit, language);
    }

    /** A lesson text in this language (English where it has none), its figures filled in; empty for none. */
    String text(Text t) {
        return t == null ? "" : fill(t.in(language), language);
    }

    private String fill(String s, String lang) {
        return lesson == null ? s : Placeholders.fill(s, id -> lesson.figure(id).map(f -> figure(f, lang)).orElse(null));
    }

    @Override
    public String figure(Figure f) {
        return figure(f, language);
    }

    @Override
    public String money(BigDecimal amount) {
        return money(amount, lab.currency(lesson.edition()), language);
    }

    @Override
    public Text figureText(Figure f) {
        return every(lang -> figure(f, lang));
    }

    /** How the tutor works the figure out, in every language (the lab's working, worded per language). */
    @Override
    public Text working(Figure f) {
        return every(lang -> lab.working(f, lang));
    }

    @Override
    public Text amountText(BigDecimal amount, String unit) {
        return every(lang -> unit.isEmpty() ? money(amount, lab.currency(lesson.edition()), lang)
                : tutor.lesson.AnswerUnit.amount(amount, unit, lang));
    }

    @Override
    public Text phrase(LessonRun.Phrase p, Text arg) {
        return every(lang -> Texts.of(FAMILY, lang).get("run." + p.name().toLowerCase(java.util.Locale.ROOT),
                arg == null ? "" : fill(arg.in(lang), lang)));
    }

    private static Text every(java.util.function.UnaryOperator<String> inLanguage) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String lang : Text.LANGUAGES) {
            out.put(lang, inLanguage.apply(lang));
        }
        return new Text(out);
    }

    /** A figure as this language writes it, at the precision the lesson states. */
    String figure(Figure f, String lang) {
        BigDecimal v = f.stated();
        if (lang.equals(Text.ENGLISH)) {
            return lab.show(f);
        }
        Texts t = Texts.of(FAMILY, lang);
        return switch (f.unit()) {
            case MONEY -> money(v, lab.currency(f.compute().ruleset()), lang);
            case PERCENT -> t.get("unit.percent", number(v, lang));
            case ROLLS -> t.get("unit.rolls", tutor.text.Numbers.category(v, lang), number(v, lang));
            case ROUNDS -> t.get("unit.rounds", tutor.text.Numbers.category(v, lang), number(v, lang));
            case TURNS -> t.get("unit.turns", tutor.text.Numbers.category(v, lang), number(v, lang));
            case YEARS -> t.get("unit.years", tutor.text.Numbers.category(v, lang), number(v, lang));
            case COUNT -> number(v, lang);
        };
    }

    /** Where a figure comes from, in words. */
    String basis(Figure f) {
        Basis b = lab.basis(f);
        return get("basis." + b.id());
    }

    static String number(BigDecimal v, String lang) {
        NumberFormat nf = NumberFormat.getNumberInstance(new ULocale(lang));
        int scale = Math.max(0, v.scale());
        nf.setMinimumFractionDigits(scale);
        nf.setMaximumFractionDigits(scale);
        return nf.format(v);
    }

    /**
     * Money as the language's rulebook writes it ({@code {amount} {sign}} in French and Russian), with
     * cents only where there are any; English as the lab prints it ({@code $1,020}, {@code $18.51}).
     */
    static String money(BigDecimal amount, String sign, String lang) {
        return tutor.scenario.Lang.money(amount, sign, lang);
    }
}
