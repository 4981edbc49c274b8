package tutor.play;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tutor.lesson.Lesson;
import tutor.lesson.LessonRun;
import tutor.lesson.Mode;
import tutor.lesson.ReviewItem;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.scenario.MoveText;
import tutor.scenario.Scenario;
import tutor.scenario.ScriptStep;

/**
 * A lesson as the window's activity: the {@link LessonRun} (steps, answers, hints, scores) plus a
 * scenario for each {@code play} step, run through the same views as any scenario. While a play
 * step is current the board, the moves, the situation and the rulings are that scenario's; on the
 * other steps they show the lesson's table (its edition's board with nobody on it), never a played
 * position the step is not about, and the lesson's own view shows the step.
 *
 * <p>A play step's score comes from what the learner did in it: each wrong or refused move and each
 * wrong answer is a miss, each rung of a hint ladder a hint, and the last rung the worked answer.
 *
 * <p>A review is the same activity over a one-step lesson: the step a learner missed, asked again.
 */
public final class LessonActivity implements Activity {

    /** What was said on a lesson step (not a play step, whose scenario keeps its own story), in order. */
    public record Said(Kind kind, Text text) {
        public enum Kind { RIGHT, WRONG, HINT, REVEAL }
    }

    /** What the learner did in one played scenario, counted as they go. */
    private static final class PlayTally {
        int misses;
        int hints;
        boolean worked;
        boolean recorded;
        final List<String> wrong = new ArrayList<>();
    }

    private final LessonRun run;
    private Map<String, Scenario> scenarios;
    private final GameState table;
    private final ReviewItem review;
    private String language;
    private final Map<String, ScenarioActivity> plays = new HashMap<>();
    private final Map<String, PlayTally> tallies = new HashMap<>();
    private final Map<String, List<Said>> said = new HashMap<>();

    /**
     * @param scenarios the scenario of every play step, by the path the step names (loaded in the window's language)
     * @param table     the lesson's edition with nobody at the table: the board shown on every step but a play
     * @param review    the review item this one-step lesson asks again, or null for a lesson
     */
    public LessonActivity(LessonRun run, Map<String, Scenario> scenarios, GameState table, ReviewItem review, String language) {
        this.run = run;
        this.scenarios = Map.copyOf(scenarios);
        this.table = table;
        this.review = review;
        this.language = language;
    }

    public LessonRun run() {
        return run;
    }

    public Lesson lesson() {
        return run.lesson();
    }

    public Mode mode() {
        return run.mode();
    }

    /** The review item this activity asks again, or null for a whole lesson. */
    public ReviewItem review() {
        return review;
    }

    public String language() {
        return language;
    }

    /**
     * Speaks another language from now on (View > Language mid-lesson): the title and the situation line follow at
     * once. A play step already begun keeps the scenario it was read in; the lesson's own words are in every language.
     */
    public void speak(String newLanguage) {
        this.language = newLanguage;
    }

    /**
     * The lesson's scenarios read again in the language it now speaks (View > Language mid-lesson): a play step not
     * yet begun opens in them, and one begun goes on in them with its moves (a teacher read an English story,
     * question and explanation beside French words, where reopening the lesson showed them all in French).
     */
    public void speak(String newLanguage, Map<String, Scenario> reread) {
        speak(newLanguage);
        Map<String, Scenario> all = new HashMap<>(scenarios);
        all.putAll(reread);
        this.scenarios = Map.copyOf(all);
        for (Step s : lesson().steps()) {
            ScenarioActivity begun = s instanceof Step.Play p ? plays.get(p.id()) : null;
            Scenario translated = begun == null ? null : reread.get(((Step.Play) s).scenario());
            if (translated != null) {
                begun.retell(translated, newLanguage);
            }
        }
    }

    @Override
    public Kind kind() {
        return Kind.LESSON;
    }

    @Override
    public String id() {
        return review == null ? "lesson:" + lesson().id() : "review:" + lesson().id() + "/" + review.stepId();
    }

    @Override
    public String title() {
        return lesson().title().in(language);
    }

    /** Shown where a lesson is open outside its own screen: where it goes on, and what the board shows. */
    @Override
    public String situation() {
        return tutor.text.Texts.of("ui", language).get("situation.lesson", title());
    }

    // ---- the steps ----

    public Step current() {
        return run.current();
    }

    /** Whether a step is shown in this mode: the discussions are for a class with its teacher (present mode). */
    public boolean shows(Step s) {
        return mode() == Mode.PRESENT || !(s instanceof Step.Discuss);
    }

    /** Moves on to the next step this mode shows (the last step is always reached, so a lesson can be finished). */
    public void next() {
        recordPlay();
        do {
            run.next();
        } while (!run.atEnd() && !shows(current()));
    }

    public void previous() {
        int at = run.index();
        do {
            run.previous();
        } while (!run.atStart() && !shows(current()));
        if (!shows(current())) {
            run.go(at);
        }
    }

    /** Goes to a step already reached (any step when presenting). */
    public void go(int index) {
        recordPlay();
        run.go(index);
    }

    public boolean canGo(int index) {
        return index >= 0 && index < lesson().steps().size() && (mode() == Mode.PRESENT || index <= run.furthest())
                && shows(lesson().steps().get(index));
    }

    /** What was said on a step so far: feedback, hints, a revealed answer. */
    public List<Said> said(String stepId) {
        return List.copyOf(said.getOrDefault(stepId, List.of()));
    }

    private void say(Said.Kind kind, Text text) {
        said.computeIfAbsent(current().id(), k -> new ArrayList<>()).add(new Said(kind, text));
    }

    /** Picks a choice of the current question. */
    public LessonRun.Answer choose(int choice) {
        return judged(run.choose(choice));
    }

    /** Answers the current amount question or exercise. */
    public LessonRun.Answer answer(BigDecimal amount) {
        return judged(run.answer(amount));
    }

    private LessonRun.Answer judged(LessonRun.Answer a) {
        say(a.right() ? Said.Kind.RIGHT : Said.Kind.WRONG, a.feedback());
        return a;
    }

    /** Shows the answer: to the class (present), of a discussion, or given up on by a learner (practise). */
    public Text reveal() {
        Text t = run.reveal();
        say(Said.Kind.REVEAL, t);
        return t;
    }

    /** Whether Reveal is offered now. */
    public boolean canReveal() {
        Step s = current();
        boolean revealed = said(s.id()).stream().anyMatch(x -> x.kind() == Said.Kind.REVEAL);
        if (revealed) {
            return false;
        }
        if (s instanceof Step.Discuss) {
            return mode() == Mode.PRESENT;
        }
        if (s instanceof Step.Question || s instanceof Step.Exercise) {
            return mode() == Mode.PRESENT || (mode() == Mode.PRACTISE && run.open());
        }
        return false;
    }

    // ---- play steps ----

    /** The current play step, or null. */
    public Step.Play play() {
        return current() instanceof Step.Play p ? p : null;
    }

    /** The scenario of the current play step, made the first time the step is reached; null on other steps. */
    @Override
    public ScenarioActivity playing() {
        Step.Play p = play();
        if (p == null) {
            return null;
        }
        ScenarioActivity s = plays.get(p.id());
        if (s == null) {
            Scenario sc = scenarios.get(p.scenario());
            if (sc == null) {
                return null;
            }
            // The play speaks the lesson's language: its own words ("Try again.", "Ben throws the dice") beside the
            // scenario's texts, which were loaded in that language (they were English beside French stories).
            s = new ScenarioActivity(sc, Path.of(p.scenario()), language);
            // A quiz takes one answer per question, as the lesson page promises: at a decision too, never "Try again".
            s.session().firstTryFinal(mode() == Mode.QUIZ || p.mode() == Step.PlayMode.QUIZ);
            plays.put(p.id(), s);
            tallies.put(p.id(), new PlayTally());
        }
        return s;
    }

    /** Whether the current play step's scenario could not be loaded (its step then says so). */
    public boolean playMissing() {
        return play() != null && playing() == null;
    }

    /** Whether the learner may ask for hints in this play step: not in a quiz, not in a quiz-mode play. */
    private boolean playHints() {
        Step.Play p = play();
        return p != null && mode() != Mode.QUIZ && p.mode() != Step.PlayMode.QUIZ;
    }

    /** A watched play: the script's next decision or question, made or answered as the scenario expects. */
    public boolean watchNext() {
        ScenarioActivity s = playing();
        if (s == null || s.finished()) {
            return false;
        }
        ScriptStep now = s.session().current();
        if (now instanceof ScriptStep.Ask ask) {
            s.act(ask.expected().get(0));
        } else if (now instanceof ScriptStep.Question q) {
            s.answer(q.answer());
        }
        return true;
    }

    /** Whether the play step's scenario has reached its end. */
    public boolean playFinished() {
        ScenarioActivity s = play() == null ? null : playing();
        return s != null && s.finished();
    }

    /** A learner's answer to the played scenario's question (a choice's index or an amount). */
    public boolean answerPlay(int value) {
        ScenarioActivity s = playing();
        if (s == null) {
            return false;
        }
        ScriptStep.Question q = s.question();
        int wrongBefore = wrongs(s);
        boolean right = s.answer(value);
        if (q != null && wrongs(s) > wrongBefore) {
            PlayTally t = tallies.get(play().id());
            t.misses++;
            t.wrong.add(q.isAmount() ? Integer.toString(value) : value >= 0 && value < q.choices().size() ? q.choices().get(value) : "?");
        }
        recordPlay();
        return right;
    }

    private static int wrongs(ScenarioActivity s) {
        int n = 0;
        for (Session.Entry e : s.session().transcript()) {
            if (e.kind() == Session.Entry.Kind.WRONG) {
                n++;
            }
        }
        return n;
    }

    /** Once a scored play's script is over, its result goes to the run (once). */
    private void recordPlay() {
        Step.Play p = play();
        if (p == null || !plays.containsKey(p.id())) {
            return;
        }
        ScenarioActivity s = plays.get(p.id());
        PlayTally t = tallies.get(p.id());
        if (s.finished() && !t.recorded) {
            t.recorded = true;
            run.playFinished(t.misses, t.hints, t.worked, t.wrong);
        }
    }

    // ---- Activity: the board, the moves and the rulings ----

    /**
     * The scenario whose position and rulings the views show: the current play's; on any other step none
     * (its board is {@link #spokenOf()}'s).
     */
    private ScenarioActivity shownScenario() {
        return playing();
    }

    /**
     * The position a step other than a play speaks of, so a question is never shown beside a board that
     * contradicts it (issue 22: "Ann has $450" beside an empty board): the scenario its computed number reads
     * (an exercise on {@code lap: scenarios/budget/lap-ahead.yaml}), else the latest play before it, at its start,
     * when the lesson's figures read that position; the lesson's empty table otherwise, or when the named
     * scenario could not be read (never another scenario's position).
     */
    GameState spokenOf() {
        String named = scenarioNamed(current());
        if (named != null) {
            Scenario sc = scenarios.get(named);
            return sc == null ? table : sc.start();
        }
        List<Step> steps = lesson().steps();
        for (int i = Math.min(run.index(), steps.size()) - 1; i >= 0; i--) {
            if (steps.get(i) instanceof Step.Play p) {
                // Only where the lesson's own figures read that play's start (a budget lesson's "Ann has $450"): after a
                // rules play a question may speak of its outcome or of a position of its own, which the start contradicts.
                Scenario sc = figuresRead(p.scenario()) ? scenarios.get(p.scenario()) : null;
                return sc == null ? table : sc.start();
            }
        }
        return table;
    }

    /**
     * Whether a number of the lesson (an exercise's, or one named at its top) is computed from this scenario's position:
     * four-house-lock counts the houses of its play's position at the top ({@code supply:}), and its exercises, asked
     * about that lock, stood beside the empty table with the Bank's 32 houses (ru7, item 63).
     */
    private boolean figuresRead(String scenario) {
        return lesson().allFigures().stream().anyMatch(f -> f != null && scenario.equals(scenarioRead(f.compute())));
    }

    /** The scenario a step's computed number reads a position from ({@code position:}, {@code lap:}...), or null. */
    public static String scenarioNamed(Step s) {
        if (!(s instanceof Step.Exercise e) || e.figure() == null) {
            return null;
        }
        return scenarioRead(e.figure().compute());
    }

    /** The scenario a computation reads a position from ({@code position:}, {@code income-tax:}, {@code lap:}, {@code supply:}), or null. */
    private static String scenarioRead(tutor.lesson.Computation c) {
        return c instanceof tutor.lesson.Computation.Position p ? p.scenario()
                : c instanceof tutor.lesson.Computation.IncomeTax t ? t.scenario()
                : c instanceof tutor.lesson.Computation.Lap l ? l.scenario()
                : c instanceof tutor.lesson.TableSupply t ? t.scenario() : null;
    }

    @Override
    public GameState state() {
        ScenarioActivity s = shownScenario();
        return s == null ? spokenOf() : s.state();
    }

    @Override
    public GameState shownState() {
        ScenarioActivity s = shownScenario();
        return s == null ? spokenOf() : s.shownState();
    }

    @Override
    public List<RulingEntry> timeline() {
        ScenarioActivity s = shownScenario();
        return s == null ? List.of() : s.timeline();
    }

    @Override
    public int shownRulings() {
        ScenarioActivity s = shownScenario();
        return s == null ? 0 : s.shownRulings();
    }

    @Override
    public int learnerSeat() {
        ScenarioActivity s = playing();
        return s == null || play().mode() == Step.PlayMode.WATCH ? -1 : s.learnerSeat();
    }

    @Override
    public List<Move> tempting() {
        ScenarioActivity s = playing();
        return s == null ? List.of() : s.tempting();
    }

    @Override
    public boolean started() {
        return run.index() > 0 || !run.attempt().results().isEmpty() || !said.isEmpty() || !plays.isEmpty();
    }

    @Override
    public void act(Move m) {
        ScenarioActivity s = playing();
        if (s == null) {
            return;
        }
        GameState before = s.state();
        boolean atDecision = s.session().current() instanceof ScriptStep.Ask;
        int wrongBefore = wrongs(s);
        s.act(m);
        if (atDecision && wrongs(s) > wrongBefore) {
            PlayTally t = tallies.get(play().id());
            t.misses++;
            t.wrong.add(MoveText.describe(before, m, tutor.data.Bundle.get().words(tutor.scenario.Lang.content(language))));
        }
        recordPlay();
    }

    @Override
    public boolean canUndo() {
        ScenarioActivity s = playing();
        return s != null && s.canUndo();
    }

    @Override
    public void undo() {
        ScenarioActivity s = playing();
        if (s != null && s.canUndo()) {
            s.undo();
        }
    }

    /** Restarts the current play's scenario; on any other step, nothing (a lesson starts again from the Lessons screen). */
    @Override
    public void restart() {
        ScenarioActivity s = playing();
        if (s != null) {
            s.restart();
        }
    }

    /** Whether Restart means anything now: only a played scenario starts again. */
    public boolean canRestart() {
        return playing() != null;
    }

    @Override
    public boolean finished() {
        return run.attempt().finished();
    }

    @Override
    public boolean hasHint() {
        ScenarioActivity s = playing();
        if (s != null) {
            return playHints() && s.hasHint();
        }
        return run.canHint();
    }

    @Override
    public void hint() {
        ScenarioActivity s = playing();
        if (s != null) {
            if (!playHints() || !s.hasHint()) {
                return;
            }
            int rungs = s.session().ladder().size();
            s.hint();
            PlayTally t = tallies.get(play().id());
            t.hints++;
            if (s.session().hintsShown() == rungs) {
                t.worked = true;
            }
            return;
        }
        Optional<Text> h = run.hint();
        h.ifPresent(text -> say(Said.Kind.HINT, text));
    }

    @Override
    public boolean hintsUsed() {
        return run.attempt().results().stream().anyMatch(r -> r.hints() > 0)
                || tallies.values().stream().anyMatch(t -> t.hints > 0);
    }
}
