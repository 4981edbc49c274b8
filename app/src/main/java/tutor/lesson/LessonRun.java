package tutor.lesson;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A lesson being taught or taken, step by step, in one mode. Pure logic: the window shows it and
 * passes on what the learner does; the run judges answers, gives hints and feedback, and keeps
 * the score of every scored step.
 *
 * <ul>
 *   <li>present: nothing is scored; a question waits for the class, then {@link #reveal()} shows the answer;</li>
 *   <li>practise: feedback for every answer, try again, hints up to the worked answer (100 / 67 / 33);</li>
 *   <li>quiz: no hints, one answer per question (100 or 0), the feedback once answered.</li>
 * </ul>
 */
public final class LessonRun {

    /** What the learner is told after an answer. {@code done}: the step takes no more answers. */
    public record Answer(boolean right, Text feedback, boolean done) { }

    /** What happened on one scored step so far. */
    private static final class Tally {
        int misses;
        int hints;
        boolean worked;
        boolean right;
        boolean done;
        final List<String> wrong = new ArrayList<>();

        StepResult result(String id) {
            return new StepResult(id, misses, hints, worked, right, wrong);
        }
    }

    private final Lesson lesson;
    private final Mode mode;
    private final Instant started;
    private final Map<String, Tally> tallies = new LinkedHashMap<>();
    private final Display display;
    private int index;
    private int furthest;

    /** The run's own words, said around the lesson's feedback. {@code {0}} is the answer or the figure. */
    public enum Phrase {
        TRY_AGAIN("Not quite. Check your working and try again, or ask for a hint."),
        /** The same where no hint can be asked: the step has none, or the class is being presented to. */
        TRY_AGAIN_NO_HINT("Not quite. Check your working and try again."),
        NOT_RIGHT("Not right."),
        AGAIN("Try again."),
        THE_ANSWER("The answer: {0}."),
        /** The right choice of a multiple-choice question: French quotes it in guillemets, as its class page does. */
        THE_CHOICE("The answer: {0}."),
        COMPUTES("The tutor computes {0}."),
        /** A right answer within the exercise's tolerance but not the tutor's value: worked from rounded figures. */
        CLOSE("Close enough to count as right. Worked from unrounded values, the tutor computes {0}.");

        private final String english;

        Phrase(String english) {
            this.english = english;
        }

        public String english() {
            return english;
        }
    }

    /**
     * How numbers and the run's own words are printed in feedback: a figure as the lab shows it, money in
     * the lesson's currency. By default in English only; the window gives them in every language it shows,
     * so feedback joined to a lesson's French text reads French throughout.
     */
    public interface Display {
        String figure(Figure f);

        String money(BigDecimal amount);

        /** A figure in every language this display speaks. */
        default Text figureText(Figure f) {
            return Text.en(figure(f));
        }

        /** An amount answer: money when {@code unit} is empty, else the number and the lesson's unit word. */
        default Text amountText(BigDecimal amount, String unit) {
            return Text.en(unit.isEmpty() ? money(amount) : AnswerUnit.amount(amount, unit, Text.ENGLISH));
        }

        /** One of the run's phrases, {@code {0}} replaced in each language by that language's {@code arg}. */
        default Text phrase(Phrase p, Text arg) {
            return Text.en(p.english().replace("{0}", arg == null ? "" : arg.en()));
        }

        /** How the tutor works a figure out, in every language this display speaks (Markdown), or null for none. */
        default Text working(Figure f) {
            return null;
        }

        /** The lab's way: figures and money as {@link LessonLab#show} prints them, in the currency of the lesson's edition. */
        static Display of(LessonLab lab, Lesson lesson) {
            return new Display() {
                public String figure(Figure f) {
                    return lab.show(f);
                }

                public Text working(Figure f) {
                    return Text.en(lab.working(f, Text.ENGLISH));
                }

                public String money(BigDecimal amount) {
                    return lab.show(amount, Unit.MONEY, lab.currency(lesson.edition()));
                }
            };
        }
    }

    public LessonRun(Lesson lesson, Mode mode, Instant started, Display display) {
        this.lesson = lesson;
        this.mode = mode;
        this.started = started;
        this.display = display;
    }

    public Lesson lesson() { return lesson; }
    public Mode mode() { return mode; }
    public int index() { return index; }
    public Step current() { return lesson.steps().get(index); }
    public boolean atStart() { return index == 0; }
    public boolean atEnd() { return index == lesson.steps().size() - 1; }

    public void next() {
        if (!atEnd()) {
            index++;
            furthest = Math.max(furthest, index);
        }
    }

    public void previous() {
        if (index > 0) {
            index--;
        }
    }

    /** Jumps to a step already reached (a lesson map lets a learner go back, not skip ahead), or any step when presenting. */
    public void go(int to) {
        if (to < 0 || to >= lesson.steps().size()) {
            throw new IndexOutOfBoundsException(to);
        }
        if (mode != Mode.PRESENT && to > furthest) {
            throw new IllegalArgumentException("step " + (to + 1) + " is not reached yet");
        }
        index = to;
    }

    public int furthest() { return furthest; }

    private Tally tally() {
        return tallies.computeIfAbsent(current().id(), k -> new Tally());
    }

    /** True when the current step still takes an answer. */
    public boolean open() {
        Step s = current();
        return mode != Mode.PRESENT && (s instanceof Step.Question || s instanceof Step.Exercise) && !tally().done;
    }

    /** Picks a choice of the current multiple-choice question. */
    public Answer choose(int choice) {
        Step.Question q = (Step.Question) current();
        if (q.isAmount()) {
            throw new IllegalStateException("this question asks for an amount");
        }
        Step.Choice c = q.choices().get(choice);
        return judge(c.right(), c.text().en(), c.right() ? join(c.feedback(), q.explain()) : c.feedback(), q.explain());
    }

    /** Answers the current amount question or exercise. */
    public Answer answer(BigDecimal amount) {
        Step s = current();
        if (s instanceof Step.Question q && q.isAmount()) {
            boolean right = q.amount().compareTo(amount) == 0;
            return judge(right, amount.stripTrailingZeros().toPlainString(), right ? q.explain() : why(q.wrong(), amount, q.amount(), null),
                    q.explain());
        }
        if (s instanceof Step.Exercise e) {
            boolean right = e.figure().stated().subtract(amount).abs().compareTo(e.tolerance()) <= 0;
            Phrase said = right && e.figure().stated().compareTo(amount) != 0 ? Phrase.CLOSE : Phrase.COMPUTES;
            Text worked = below(join(display.phrase(said, display.figureText(e.figure())), e.explain()), display.working(e.figure()));
            return judge(right, amount.stripTrailingZeros().toPlainString(), right ? worked : why(e.wrong(), amount, e.figure().stated(), e.figure().id()), worked);
        }
        throw new IllegalStateException("this step does not take an amount");
    }

    /**
     * What a known wrong amount is told, or null for the run's own "not quite". Before the step is done (practise,
     * guided) a text that names the right answer is held back: the try says what is wrong, the answer comes with
     * the right answer's explanation or the last hint. A quiz shows the answer with the feedback anyway.
     */
    private Text why(List<Step.WrongAmount> wrong, BigDecimal amount, BigDecimal right, String figureId) {
        for (Step.WrongAmount w : wrong) {
            if (w.amount().compareTo(amount) == 0) {
                return mode != Mode.QUIZ && Giveaway.names(w.why(), right, figureId) ? null : w.why();
            }
        }
        return null;
    }

    private Answer judge(boolean right, String given, Text feedback, Text explain) {
        if (!open()) {
            throw new IllegalStateException("this step takes no answer now");
        }
        Tally t = tally();
        if (right) {
            t.right = true;
            t.done = true;
            return new Answer(true, feedback == null ? explain : feedback, true);
        }
        t.misses++;
        t.wrong.add(given);
        if (mode == Mode.QUIZ) {
            t.done = true;
            Text said = feedback == null ? display.phrase(Phrase.NOT_RIGHT, null) : feedback;
            return new Answer(false, join(said, display.phrase(answerPhrase(current()), answer(current()))), true);
        }
        // Offer a hint only where there is one to ask for (practise, and the step has hints).
        Phrase tryAgain = mode == Mode.PRACTISE && !hintsOf(current()).isEmpty() ? Phrase.TRY_AGAIN : Phrase.TRY_AGAIN_NO_HINT;
        return new Answer(false, feedback == null ? display.phrase(tryAgain, null)
                : join(feedback, display.phrase(Phrase.AGAIN, null)), false);
    }

    private static List<Text> hintsOf(Step s) {
        return s instanceof Step.Question q ? q.hints() : s instanceof Step.Exercise e ? e.hints() : List.of();
    }

    /** The right answer in every language the display speaks: the right choice's text, the amount, or the figure. */
    /** How the answer is said: a chosen sentence in quotation marks, a sum or a figure bare. */
    private static Phrase answerPhrase(Step s) {
        return s instanceof Step.Question q && !q.isAmount() ? Phrase.THE_CHOICE : Phrase.THE_ANSWER;
    }

    public Text answer(Step s) {
        if (s instanceof Step.Question q) {
            return q.isAmount() ? display.amountText(q.amount(), q.unit()) : q.choices().get(q.rightChoice()).text();
        }
        if (s instanceof Step.Exercise e) {
            return display.figureText(e.figure());
        }
        return Text.en("");
    }

    /** Whether a hint can be shown now: practise mode, an open step, rungs left. */
    public boolean canHint() {
        return mode == Mode.PRACTISE && open() && tally().hints < hints(current()).size();
    }

    /** The next rung of the ladder; the last is the worked answer, and showing it marks the step so. */
    public Optional<Text> hint() {
        if (!canHint()) {
            return Optional.empty();
        }
        List<Text> ladder = hints(current());
        Tally t = tally();
        Text h = ladder.get(t.hints++);
        if (t.hints == ladder.size()) {
            t.worked = true;
        }
        return Optional.of(h);
    }

    public int hintsShown() {
        return tallies.containsKey(current().id()) ? tallies.get(current().id()).hints : 0;
    }

    private static List<Text> hints(Step s) {
        if (s instanceof Step.Question q) {
            return q.hints();
        }
        if (s instanceof Step.Exercise e) {
            return e.hints();
        }
        return List.of();
    }

    /**
     * The answer, shown to the class (present mode), or given up on by a learner (practise: the step then
     * counts as after the worked answer). For a discussion, the teacher's answer.
     */
    public Text reveal() {
        Step s = current();
        if (s instanceof Step.Discuss d) {
            return d.answer();
        }
        if (!(s instanceof Step.Question || s instanceof Step.Exercise)) {
            return Text.en("");
        }
        Text explain = s instanceof Step.Question q ? q.explain() : ((Step.Exercise) s).explain();
        if (mode == Mode.PRACTISE && open()) {
            Tally t = tally();
            t.worked = true;
        }
        Text said = join(display.phrase(answerPhrase(s), answer(s)), explain);
        return s instanceof Step.Exercise e ? below(said, display.working(e.figure())) : said;
    }

    /** A played scenario ended: the learner's wrong moves or answers, the hints shown, and whether the worked answer was. */
    public void playFinished(int misses, int hints, boolean workedAnswer, List<String> wrongMoves) {
        if (!(current() instanceof Step.Play p) || !p.scored() || mode == Mode.PRESENT) {
            return;
        }
        Tally t = tally();
        t.misses = misses;
        t.hints = hints;
        t.worked = workedAnswer;
        t.right = true;
        t.done = true;
        t.wrong.clear();
        t.wrong.addAll(wrongMoves);
    }

    /** The attempt so far: every scored step that was answered or finished, and whether the last step was reached. */
    public LessonAttempt attempt() {
        List<StepResult> results = new ArrayList<>();
        for (Map.Entry<String, Tally> e : tallies.entrySet()) {
            if (e.getValue().done) {
                results.add(e.getValue().result(e.getKey()));
            }
        }
        boolean finished = furthest == lesson.steps().size() - 1;
        return new LessonAttempt(lesson.id(), mode, started, finished, results);
    }

    /** The result of a step once it takes no more answers. */
    public Optional<StepResult> result(String stepId) {
        Tally t = tallies.get(stepId);
        return t != null && t.done ? Optional.of(t.result(stepId)) : Optional.empty();
    }

    /** {@code b} as a paragraph of its own under {@code a} (Markdown). */
    private static Text below(Text a, Text b) {
        return a.then("\n\n", b);
    }

    /** {@code b} after {@code a} in the same paragraph; {@code b} alone when there is no {@code a}. */
    private static Text join(Text a, Text b) {
        return a == null ? b : a.then(" ", b);
    }
}
