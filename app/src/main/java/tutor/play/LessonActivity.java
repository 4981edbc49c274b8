package tutor.play;

import java.math.BigDecimal;
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
import tutor.scenario.Scenario;

/**
 * A lesson as the window's activity: the {@link LessonRun} (steps, answers, hints, scores) plus a
 * scenario for each {@code play} step, run through the same views as any scenario. While a play
 * step is current the board, the moves, the situation and the rulings are that scenario's; on the
 * other steps they show the lesson's table (its edition's board with nobody on it), never a played
 * position the step is not about, and the lesson's own view shows the step.
 *
 * <p>A play step's score comes from what the learner did in it, counted by {@link LessonPlays}.
 *
 * <p>A review is the same activity over a one-step lesson: the step a learner missed, asked again.
 */
public final class LessonActivity implements Activity {

    /** What was said on a lesson step (not a play step, whose scenario keeps its own story), in order. */
    public record Said(Kind kind, Text text) {
        public enum Kind { RIGHT, WRONG, HINT, REVEAL }
    }

    private final LessonRun run;
    /** The play steps' scenarios and what the learner did in each. */
    private final LessonPlays plays;
    private final GameState table;
    private final ReviewItem review;
    private String language;
    private final Map<String, List<Said>> said = new HashMap<>();

    /**
     * @param scenarios the scenario of every play step, by the path the step names (loaded in the window's language)
     * @param table     the lesson's edition with nobody at the table: the board shown on every step but a play
     * @param review    the review item this one-step lesson asks again, or null for a lesson
     */
    public LessonActivity(LessonRun run, Map<String, Scenario> scenarios, GameState table, ReviewItem review, String language) {
        this.run = run;
        this.plays = new LessonPlays(scenarios);
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
        plays.retell(lesson().steps(), reread, newLanguage);
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
        return p == null ? null : plays.of(p, language, mode());
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
        return s != null && LessonPlays.watchNext(s);
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
        boolean right = plays.answer(play(), s, value);
        recordPlay();
        return right;
    }

    /** Once a scored play's script is over, its result goes to the run (once). */
    private void recordPlay() {
        plays.recordIfOver(play(), run);
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
     * contradicts it (issue 22): see {@link SpokenPosition}.
     */
    GameState spokenOf() {
        return SpokenPosition.of(lesson(), run.index(), current(), plays.scenarios(), table);
    }

    /** The scenario a step's computed number reads a position from ({@code position:}, {@code lap:}...), or null. */
    public static String scenarioNamed(Step s) {
        return SpokenPosition.scenarioNamed(s);
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
        return run.index() > 0 || !run.attempt().results().isEmpty() || !said.isEmpty() || plays.anyBegun();
    }

    @Override
    public void act(Move m) {
        ScenarioActivity s = playing();
        if (s == null) {
            return;
        }
        plays.act(play(), s, m, language);
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
            plays.hint(play(), s);
            return;
        }
        Optional<Text> h = run.hint();
        h.ifPresent(text -> say(Said.Kind.HINT, text));
    }

    @Override
    public boolean hintsUsed() {
        return run.attempt().results().stream().anyMatch(r -> r.hints() > 0)
                || plays.anyHints();
    }
}
