package tutor.scenario;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.Referee;
import tutor.rules.state.Ruling;

/**
 * A learner working through one scenario: where they are in the script, what has been said,
 * the rulings so far, hints, undo and restart. Pure logic, so the window only shows it.
 * Narration, other players' moves and checkpoints run by themselves; the session stops at
 * each decision or question. When the script is over, play goes on freely.
 */
public final class Session {

    /** One line of what the learner has been told, in order. */
    public record Entry(Kind kind, String text) {
        public enum Kind { NARRATION, PROMPT, RIGHT, WRONG, INFO, HINT, MOVE, DONE }
    }

    /**
     * One ruling in the order it was made: the move, the position it was ruled on, the ruling
     * (applied or refused), and whether the script played it (another player's reply) or the learner.
     */
    public record Ruled(Move move, GameState before, Ruling ruling, boolean scripted) { }

    /** A snapshot for undo. */
    private record Frame(GameState state, int step, List<Entry> transcript, List<Outcome> outcomes, Ruling last,
                         int hintsShown, boolean hintsUsed, List<Ruled> history) { }

    private final Scenario scenario;
    private final Referee referee = new Referee();
    private final ScenarioRunner judge = new ScenarioRunner();
    private final Deque<Frame> undo = new ArrayDeque<>();

    private GameState state;
    private int step;
    private List<Entry> transcript;
    private List<Outcome> outcomes;
    private Ruling last;
    private List<Ruled> history;
    private int hintsShown;
    private boolean hintsUsed;

    private final String language;
    private final tutor.text.Texts t;

    public Session(Scenario scenario) {
        this(scenario, "en");
    }

    /**
     * A session whose own words ("Try again.", "Hint: ") and rulings are in a language; the scenario's
     * texts are in the language it was loaded in (load it in the same one).
     */
    public Session(Scenario scenario, String language) {
        this.scenario = scenario;
        this.language = language;
        this.t = tutor.text.Texts.of("report", language);
        restart();
    }

    /** The language of the session's own words and rulings. */
    public String language() {
        return language;
    }

    public void restart() {
        state = scenario.start();
        step = 0;
        transcript = new ArrayList<>();
        outcomes = new ArrayList<>();
        last = null;
        history = new ArrayList<>();
        hintsShown = 0;
        hintsUsed = false;
        undo.clear();
        advance();
    }

    public Scenario scenario() { return scenario; }
    public GameState state() { return state; }
    public List<Entry> transcript() { return List.copyOf(transcript); }
    /** Every applied move's outcome, oldest first: the ledger reads its transfers. */
    public List<Outcome> outcomes() { return List.copyOf(outcomes); }
    /** The latest ruling (applied or refused), or null. */
    public Ruling lastRuling() { return last; }
    /** Every ruling so far, the learner's and the script's, applied or refused, oldest first. */
    public List<Ruled> history() { return List.copyOf(history); }
    public boolean hintsUsed() { return hintsUsed; }
    public boolean canUndo() { return !undo.isEmpty(); }

    /** The decision or question waiting for the learner, or null when the script is over. */
    public ScriptStep current() {
        return step < scenario.steps().size() ? scenario.steps().get(step) : null;
    }

    /** True once every step of the script has been played. */
    public boolean finished() {
        return current() == null;
    }

    /** The learner makes a move; at a decision it is judged, otherwise it is simply ruled on. */
    public ScenarioRunner.Judgement act(Move m) {
        ScriptStep now = current();
        if (now instanceof ScriptStep.Ask ask) {
            ScenarioRunner.Judgement j = judge.judge(ask, state, m, language);
            if (j instanceof ScenarioRunner.Judgement.Right right) {
                save();
                GameState before = state;
                Ruling settled = PlainThrow.settle(referee, right.ruling(), nextStep());
                apply(settled, m);
                history.add(new Ruled(m, before, settled, false));
                say(Entry.Kind.RIGHT, right.feedback().isEmpty() ? t.get("session.right") : right.feedback());
                step++;
                hintsShown = 0;
                advance();
            } else if (j instanceof ScenarioRunner.Judgement.Wrong w) {
                last = w.refusal() == null ? null : new Ruling.Rejected(w.refusal());
                if (last != null) {
                    history.add(new Ruled(m, state, last, false));
                }
                say(Entry.Kind.WRONG, t.get("session.try-again", w.wrong().why()));
            } else if (j instanceof ScenarioRunner.Judgement.Refused r) {
                last = new Ruling.Rejected(r.refusal());
                history.add(new Ruled(m, state, last, false));
                say(Entry.Kind.WRONG, r.refusal().reason(Lang.words(language)));
            } else {
                say(Entry.Kind.INFO, ((ScenarioRunner.Judgement.NotThis) j).reason());
            }
            return j;
        }
        Ruling r = referee.apply(state, m);
        if (r instanceof Ruling.Applied) {
            save();
            history.add(new Ruled(m, state, r, false));
            apply(r, m);
            return new ScenarioRunner.Judgement.Right(r, "");
        }
        last = r;
        history.add(new Ruled(m, state, r, false));
        Ruling.Rejected rej = (Ruling.Rejected) r;
        say(Entry.Kind.WRONG, rej.rejection().reason(Lang.words(language)));
        return new ScenarioRunner.Judgement.Refused(rej.rejection());
    }

    /** Answers the current question: a choice's index, or an amount. True when right. */
    public boolean answer(int value) {
        ScenarioRunner.Verdict v = respond(value);
        return v != null && v.right();
    }

    /**
     * Answers the current question and returns the tutor's verdict: right (with the explanation),
     * a common wrong answer the author named (with its own explanation), or simply wrong.
     * Null when no question is waiting. The verdict's text is also added to the transcript.
     */
    public ScenarioRunner.Verdict respond(int value) {
        if (!(current() instanceof ScriptStep.Question q)) {
            return null;
        }
        ScenarioRunner.Verdict v = judge.judge(q, value, language);
        if (!v.right()) {
            String said = v instanceof ScenarioRunner.Verdict.KnownWrong ? t.get("session.try-again", v.text()) : v.text();
            say(Entry.Kind.WRONG, hasHint() ? t.get("session.or-hint", said) : said);
            return v;
        }
        save();
        say(Entry.Kind.RIGHT, v.text());
        step++;
        hintsShown = 0;
        advance();
        return v;
    }

    /**
     * The next rung of the current decision's or question's hint ladder, or null when there is none.
     * The last rung is the worked answer.
     */
    public String hint() {
        List<String> ladder = ladder();
        if (hintsShown >= ladder.size()) {
            return null;
        }
        String h = ladder.get(hintsShown++);
        hintsUsed = true;
        say(Entry.Kind.HINT, t.get(hintsShown == ladder.size() ? "session.worked" : "session.hint", h));
        return h;
    }

    public boolean hasHint() {
        return hintsShown < ladder().size();
    }

    /** How many rungs of the current ladder the learner has seen. */
    public int hintsShown() {
        return hintsShown;
    }

    /** The hint ladder of the decision or question waiting for the learner (empty when none). */
    public List<String> ladder() {
        ScriptStep now = current();
        if (now instanceof ScriptStep.Ask ask) {
            return ask.hints();
        }
        if (now instanceof ScriptStep.Question q) {
            return q.hints();
        }
        return List.of();
    }

    public void undo() {
        Frame f = undo.pop();
        state = f.state();
        step = f.step();
        transcript = new ArrayList<>(f.transcript());
        outcomes = new ArrayList<>(f.outcomes());
        last = f.last();
        history = new ArrayList<>(f.history());
        hintsShown = f.hintsShown();
        hintsUsed = f.hintsUsed();
    }

    /** The script step after the current one, or null at the end. */
    private ScriptStep nextStep() {
        return step + 1 < scenario.steps().size() ? scenario.steps().get(step + 1) : null;
    }

    /** Runs narration, other players' moves and checkpoints until the learner is needed. */
    private void advance() {
        while (step < scenario.steps().size()) {
            ScriptStep s = scenario.steps().get(step);
            if (s instanceof ScriptStep.Narrate n) {
                say(Entry.Kind.NARRATION, n.text());
            } else if (s instanceof ScriptStep.Play p) {
                Ruling r = PlainThrow.settle(referee, referee.apply(state, p.move()), nextStep());
                String move = MoveText.describe(state, p.move(), Lang.words(language));
                say(Entry.Kind.MOVE, r.applied() ? t.get("session.moved", move)
                        : t.get("session.refused", move, ((Ruling.Rejected) r).rejection().reason(Lang.words(language))));
                history.add(new Ruled(p.move(), state, r, true));
                if (r.applied()) {
                    apply(r, p.move());
                } else {
                    last = r;
                }
            } else if (s instanceof ScriptStep.Ask a) {
                say(Entry.Kind.PROMPT, a.prompt());
                return;
            } else if (s instanceof ScriptStep.Question q) {
                say(Entry.Kind.PROMPT, q.prompt());
                return;
            }
            step++;
        }
        say(Entry.Kind.DONE, t.get("session.done"));
    }

    private void apply(Ruling r, Move m) {
        Outcome o = ((Ruling.Applied) r).outcome();
        state = o.after();
        outcomes.add(o);
        last = r;
    }

    private void save() {
        undo.push(new Frame(state, step, List.copyOf(transcript), List.copyOf(outcomes), last, hintsShown, hintsUsed,
                List.copyOf(history)));
    }

    private void say(Entry.Kind kind, String text) {
        transcript.add(new Entry(kind, text));
    }
}
