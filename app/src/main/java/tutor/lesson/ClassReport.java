package tutor.lesson;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A teacher's view of one lesson across a class: learners x scored steps (each learner's latest
 * scored attempt), first-try correctness and hints per step, and the most common wrong answers.
 * Every learner of the class has a row, those who have not tried the lesson too. Anonymised, learners become
 * "Learner 1", "Learner 2", ..., numbered best score first (those who have not tried last), for projecting.
 */
public final class ClassReport {

    /**
     * One learner's row: their name as shown, their result per scored step (absent: not reached), the lesson's score
     * and stars; {@code tried} false for a learner of the class with no scored attempt yet (every result absent).
     */
    public record Row(String learner, List<Optional<StepResult>> results, int score, int stars, boolean tried) { }

    /** One step's column summary. */
    public record Column(Step step, int answered, int firstTry, int hints, List<WrongCount> commonWrong) {
        /** Share of those who answered who were right first time, in percent (0 when nobody answered). */
        public int firstTryPercent() {
            return answered == 0 ? 0 : Math.round(100f * firstTry / answered);
        }
    }

    /** A wrong answer and how many learners gave it. */
    public record WrongCount(String answer, int learners) { }

    private final Lesson lesson;
    private final List<Row> rows;
    private final List<Column> columns;

    private ClassReport(Lesson lesson, List<Row> rows, List<Column> columns) {
        this.lesson = lesson;
        this.rows = List.copyOf(rows);
        this.columns = List.copyOf(columns);
    }

    public static ClassReport of(Lesson lesson, List<Learner> learners, boolean anonymise) {
        return of(lesson, learners, anonymise, n -> "Learner " + n);
    }

    /**
     * The report; anonymised, each learner is {@code anonymous.apply(n)} ("Learner 3", "Élève 3"). Anonymised
     * rows are numbered best score first (ties in an order that does not follow the names), never in the
     * order of the names, so a class cannot tell who "Learner 1" is from the alphabet.
     */
    public static ClassReport of(Lesson lesson, List<Learner> learners, boolean anonymise, java.util.function.IntFunction<String> anonymous) {
        int all = lesson.scoredSteps().size();
        return of(lesson, learners, anonymise, anonymous, name -> all);
    }

    /**
     * The report with each learner's score over the scored steps they could reach ({@code reached}, by name), not
     * the whole lesson: a class session that stopped half-way does not mark its learners down for steps never shown.
     */
    public static ClassReport of(Lesson lesson, List<Learner> learners, boolean anonymise, java.util.function.IntFunction<String> anonymous,
                                 java.util.function.ToIntFunction<String> reached) {
        List<Step> steps = lesson.scoredSteps();
        List<Learner> sorted = new ArrayList<>(learners);
        sorted.sort(Comparator.comparing(l -> l.name().toLowerCase(java.util.Locale.ROOT)));
        List<Row> rows = new ArrayList<>();
        List<Integer> order = new ArrayList<>();
        for (Learner l : sorted) {
            Optional<LessonAttempt> a = latestScored(l, lesson.id());
            List<Optional<StepResult>> results = new ArrayList<>();
            for (Step s : steps) {
                results.add(a.isEmpty() ? Optional.empty() : a.get().result(s.id()));
            }
            // A learner who never tried is in the report too: the teacher sees who has not done it yet.
            rows.add(a.isEmpty() ? new Row(l.name(), results, 0, 0, false)
                    : new Row(l.name(), results, a.get().score(reached.applyAsInt(l.name())), l.stars(lesson), true));
            order.add(scramble(l.name()));
        }
        if (anonymise) {
            List<Integer> index = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                index.add(i);
            }
            index.sort(Comparator.comparing((Integer i) -> !rows.get(i).tried()).thenComparing(i -> -rows.get(i).score())
                    .thenComparing(order::get));
            List<Row> renamed = new ArrayList<>();
            int n = 0;
            for (int i : index) {
                Row r = rows.get(i);
                renamed.add(new Row(anonymous.apply(++n), r.results(), r.score(), r.stars(), r.tried()));
            }
            rows.clear();
            rows.addAll(renamed);
        }
        List<Column> columns = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            int answered = 0;
            int first = 0;
            int hints = 0;
            Map<String, Integer> wrong = new LinkedHashMap<>();
            for (Row r : rows) {
                Optional<StepResult> res = r.results().get(i);
                if (res.isEmpty()) {
                    continue;
                }
                answered++;
                first += res.get().firstTry() ? 1 : 0;
                hints += res.get().hints();
                // A learner who gave the same wrong answer twice counts once: "how many learners said it".
                for (String w : new java.util.LinkedHashSet<>(res.get().wrongAnswers())) {
                    wrong.merge(w, 1, Integer::sum);
                }
            }
            List<WrongCount> common = wrong.entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .limit(3).map(e -> new WrongCount(e.getKey(), e.getValue())).toList();
            columns.add(new Column(steps.get(i), answered, first, hints, common));
        }
        return new ClassReport(lesson, rows, columns);
    }

    /** A fixed order for learners with the same score that has nothing to do with how their names sort. */
    private static int scramble(String name) {
        int h = name.hashCode() * 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    private static Optional<LessonAttempt> latestScored(Learner l, String lessonId) {
        LessonAttempt found = null;
        for (LessonAttempt a : l.attempts()) {
            if (a.lessonId().equals(lessonId) && a.mode().scored()) {
                found = a;
            }
        }
        return Optional.ofNullable(found);
    }

    public Lesson lesson() { return lesson; }
    public List<Row> rows() { return rows; }
    public List<Column> columns() { return columns; }

    /**
     * The report as CSV (RFC 4180): one line per learner and step, with a header. Wrong answers are
     * joined by " | " in the order given.
     */
    public String csv() {
        StringBuilder b = new StringBuilder("learner,lesson,step,kind,score,first_try,misses,hints,worked_answer,wrong_answers\r\n");
        for (Row r : rows) {
            for (int i = 0; i < columns.size(); i++) {
                Step s = columns.get(i).step();
                Optional<StepResult> res = r.results().get(i);
                b.append(field(r.learner())).append(',').append(field(lesson.id())).append(',').append(field(s.id())).append(',')
                        .append(s.kind()).append(',');
                if (res.isEmpty()) {
                    b.append(",,,,,\r\n");
                    continue;
                }
                StepResult x = res.get();
                b.append(x.score()).append(',').append(x.firstTry()).append(',').append(x.misses()).append(',').append(x.hints())
                        .append(',').append(x.workedAnswer()).append(',').append(field(String.join(" | ", x.wrongAnswers()))).append("\r\n");
            }
        }
        return b.toString();
    }

    /** One cell, safe to open in a spreadsheet (OWASP's guidance on CSV injection, {@link tutor.text.CsvCell}). */
    static String field(String s) {
        return tutor.text.CsvCell.text(s);
    }
}
