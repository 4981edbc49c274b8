package tutor.lesson.load;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tutor.lesson.Lesson;
import tutor.lesson.Placeholders;
import tutor.lesson.Step;
import tutor.scenario.Problem;

/**
 * Every number a lesson states must be one the tutor computes or reads from its data, so that a
 * change in the data cannot leave a stale number behind and an author's slip of arithmetic fails the
 * build. In the English of every text: each sum of money ({@code $2,550}, {@code $18.51}), each
 * percentage ({@code 10%}), each number with decimals ({@code 5.71}) and each fraction
 * ({@code 91/216}); and each wrong amount a question names. Known numbers are the lesson's figures and
 * every number in their working, the values and printed numbers of the editions it uses (salary, fines,
 * prices, rents, house costs, mortgage values), and what the scenarios it plays show: the players' cash
 * at the start and every number in the engine's rulings. A number is matched at the precision it is
 * written ({@code $434} matches 434.00; {@code about $270} matches -269.95), its sign aside.
 *
 * <p>The French and Russian of each text must state the same numbers as its English (written as those
 * languages write them: {@code 2 550 $}, {@code 3,09 %}), so a translation cannot drift either.
 */
final class StatedNumbers {

    private static final Pattern MONEY = Pattern.compile("\\$\\s?(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)");
    private static final Pattern PERCENT = Pattern.compile("(?<![\\d.,])(\\d+(?:\\.\\d+)?)\\s?%");
    private static final Pattern DECIMAL = Pattern.compile("(?<![\\d.,])(?:\\d{1,3}(?:,\\d{3})+|\\d+)\\.\\d+");
    private static final Pattern FRACTION = Pattern.compile("(?<![\\d/.,])(\\d+)/(\\d+)(?![\\d/])");
    /** A number in English (1,500 and 3.09) and in French or Russian (1 500 and 3,09). */
    private static final Pattern EN_NUMBER = Pattern.compile("(?<![\\d.,])\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?(?!\\d)|(?<![\\d.,])\\d+(?:\\.\\d+)?(?![\\d])");
    private static final Pattern FR_NUMBER = Pattern.compile(
            "(?<![\\d.,])\\d{1,3}(?:[\\u00a0\\u202f ]\\d{3})+(?:,\\d+)?(?![\\d])|(?<![\\d.,])\\d+(?:,\\d+)?(?![\\d])");

    private final List<BigDecimal> known = new ArrayList<>();

    /** Adds every number written in a line of working or a ruling ("$1,701.00", "3.0852%", "2 x $5 = $10"). */
    void addNumbersIn(String text) {
        Matcher m = EN_NUMBER.matcher(text);
        while (m.find()) {
            known.add(new BigDecimal(m.group().replace(",", "")));
        }
    }

    void add(BigDecimal value) {
        known.add(value.abs());
    }

    void add(long value) {
        known.add(BigDecimal.valueOf(Math.abs(value)));
    }

    boolean knows(BigDecimal typed) {
        BigDecimal t = typed.abs();
        for (BigDecimal k : known) {
            BigDecimal a = k.abs();
            if (a.scale() >= t.scale() && (a.setScale(t.scale(), RoundingMode.HALF_EVEN).compareTo(t) == 0
                    || a.setScale(t.scale(), RoundingMode.HALF_UP).compareTo(t) == 0)
                    || a.compareTo(t) == 0) {
                return true;
            }
        }
        return false;
    }

    /** What the lesson states that the tutor does not know, each at its line. */
    List<Problem> check(Lesson lesson) {
        List<Problem> out = new ArrayList<>();
        alsoRight(lesson, out);
        for (LessonTexts.Located t : LessonTexts.all(lesson)) {
            String english = Placeholders.fill(t.text().en(), x -> "");
            Set<String> said = new HashSet<>();
            for (Pattern p : List.of(MONEY, PERCENT, DECIMAL)) {
                Matcher m = p.matcher(english);
                while (m.find()) {
                    String number = m.groupCount() > 0 ? m.group(1) : m.group();
                    if (said.add(number) && !knows(new BigDecimal(number.replace(",", "")))) {
                        out.add(problem(lesson, t.line(), "the number " + m.group().strip()
                                + " is typed into the text but is not one the tutor computes or reads for this lesson; write a figure and use "
                                + "{{its-id}}, or check the number"));
                    }
                }
            }
            Matcher f = FRACTION.matcher(english);
            while (f.find()) {
                if (!knows(new BigDecimal(f.group(1))) || !knows(new BigDecimal(f.group(2)))) {
                    out.add(problem(lesson, t.line(), "the fraction " + f.group() + " is typed into the text but the tutor computes no such"
                            + " chance for this lesson; write a figure (compute: {dice: ...}) and use {{its-id}}"));
                }
            }
            translations(lesson, t, out);
        }
        for (Step s : lesson.steps()) {
            List<Step.WrongAmount> wrong = s instanceof Step.Question q ? q.wrong() : s instanceof Step.Exercise e ? e.wrong() : List.of();
            for (Step.WrongAmount w : wrong) {
                String trouble = w.working().isBlank() ? knows(w.amount()) ? null
                        : "is not a number the tutor computes for this lesson; give its working on the tutor's numbers (working: 900 + 60)"
                        : Working.check(w.working(), w.amount(), this::knows);
                if (trouble != null) {
                    out.add(problem(lesson, s.line(), "the wrong amount " + w.amount().toPlainString() + " of '" + s.id() + "' " + trouble));
                }
            }
            if (s instanceof Step.Question q && q.isAmount() && !knows(q.amount())) {
                out.add(problem(lesson, s.line(), "the answer " + q.amount().toPlainString() + " of '" + q.id()
                        + "' is not a number the tutor computes or reads for this lesson; make the question an exercise with a compute"));
            }
        }
        return out;
    }

    /**
     * An exercise's {@code also-right} workings: the answer a pupil gets from the rounded figures the lesson prints.
     * Each must be worked on the tutor's numbers and fall within the exercise's tolerance, so the screen marks it
     * right; its result is then a number the lesson's key may state ("from 3.09% you get $18.54, also right").
     */
    private void alsoRight(Lesson lesson, List<Problem> out) {
        for (Step s : lesson.steps()) {
            if (!(s instanceof Step.Exercise e)) {
                continue;
            }
            for (String working : e.alsoRight()) {
                Working.Result r = Working.evaluate(working, this::knows);
                if (r.trouble() != null) {
                    out.add(problem(lesson, s.line(), "the also-right answer of '" + s.id() + "' " + r.trouble()));
                } else if (r.value().subtract(e.figure().stated()).abs().compareTo(e.tolerance()) > 0) {
                    out.add(problem(lesson, s.line(), "the also-right answer of '" + s.id() + "' (" + working + " = "
                            + r.value().stripTrailingZeros().toPlainString() + ") is further from " + e.figure().stated().toPlainString()
                            + " than the tolerance " + e.tolerance().toPlainString() + ", so the screen would mark it wrong"));
                } else {
                    known.add(r.value().abs());
                }
            }
        }
    }

    /** The French and Russian of a text state the same numbers as its English. */
    private static void translations(Lesson lesson, LessonTexts.Located t, List<Problem> out) {
        Set<BigDecimal> english = numbers(EN_NUMBER, Placeholders.fill(t.text().en(), x -> ""), ",", ".");
        for (String lang : List.of("fr", "ru")) {
            if (!t.text().has(lang)) {
                continue;
            }
            Set<BigDecimal> other = numbers(FR_NUMBER, Placeholders.fill(t.text().in(lang), x -> ""), "[\\u00a0\\u202f ]", ",");
            if (!other.equals(english)) {
                Set<BigDecimal> missing = new java.util.TreeSet<>(english);
                missing.removeAll(other);
                Set<BigDecimal> extra = new java.util.TreeSet<>(other);
                extra.removeAll(english);
                out.add(problem(lesson, t.line(), "the " + lang + " text does not state the same numbers as the English"
                        + (missing.isEmpty() ? "" : "; missing " + plain(missing)) + (extra.isEmpty() ? "" : "; not in the English " + plain(extra))));
            }
        }
    }

    private static Set<BigDecimal> numbers(Pattern p, String text, String group, String decimal) {
        Set<BigDecimal> out = new HashSet<>();
        Matcher m = p.matcher(text);
        while (m.find()) {
            String n = m.group().replaceAll(group, "");
            if (!decimal.equals(".")) {
                n = n.replace(decimal, ".");
            }
            out.add(new BigDecimal(n).stripTrailingZeros());
        }
        return out;
    }

    private static String plain(Set<BigDecimal> numbers) {
        return String.join(", ", numbers.stream().map(BigDecimal::toPlainString).toList());
    }

    private static Problem problem(Lesson lesson, int line, String message) {
        return new Problem(lesson.file(), line, 1, message);
    }
}
