package tutor.play;

import tutor.scenario.MoveText;
import tutor.scenario.PlainThrow;
import tutor.scenario.Scenario;
import tutor.scenario.ScenarioRunner;
import tutor.scenario.ScriptStep;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.Referee;
import tutor.rules.state.Rejection;
import tutor.rules.state.Ruling;
import tutor.text.Texts;

/**
 * A learner working through one scenario: where they are in the script, what has been said,
 * the rulings so far, hints, undo and restart. Pure logic, so the window only shows it.
 * Narration, other players' moves and checkpoints run by themselves; the session stops at
 * each decision or question. When the script is over, play goes on freely.
 *
 * <p>What has been said is kept as what it was (the script's third step, a refusal, a move), not
 * as words: it is worded when read, in the session's language (the scenario's own texts, the
 * rulebook's for rulings, the "session" texts for the tutor's own words). So the learner can switch
 * language halfway through and read the whole story again in the other one ({@link #retell}).
 */
public final class Session {

    /** One line of what the learner has been told, in order. */
    public record Entry(Kind kind, String text) {
        public enum Kind { NARRATION, PROMPT, RIGHT, WRONG, INFO, HINT, MOVE, DONE }
    }

    /** Something said to the learner, before it is worded. */
    private sealed interface Said {
        Entry.Kind kind();
    }

    /** A text of the script's step {@code step}: which one is {@code part}, {@code index} picks a wrong move, answer or rung. */
    private record Scripted(Entry.Kind kind, int step, Part part, int index, boolean hintLeft) implements Said { }

    private enum Part { NARRATION, PROMPT, FEEDBACK, WRONG_MOVE, EXPLAIN, WRONG_ANSWER, OTHER_ANSWER, HINT, WORKED_ANSWER,
        /** A quiz's wrong answer, final: recorded, then the next question or decision. */
        FINAL_ANSWER }

    /** A quiz's wrong move, final: recorded, and the tutor makes the move asked for ({@code asked}, from {@code before}). */
    private record FinalMove(GameState before, Move asked) implements Said {
        public Entry.Kind kind() { return Entry.Kind.WRONG; }
    }

    /** The rules refused the learner's move. */
    private record Refused(Rejection rejection) implements Said {
        public Entry.Kind kind() { return Entry.Kind.WRONG; }
    }

    /** Another player's move, and the rules' refusal when they refused it. */
    private record Played(GameState before, Move move, Rejection refusal) implements Said {
        public Entry.Kind kind() { return Entry.Kind.MOVE; }
    }

    /**
     * A move the rules allow that the script does not ask for, and that it names no reply to (throwing the dice when
     * the situation is about what comes first): the reply names the move and says again what is asked.
     */
    private record NotAsked(int step, GameState before, Move move) implements Said {
        public Entry.Kind kind() { return Entry.Kind.INFO; }
    }

    /** The end of the script. */
    private record Done() implements Said {
        public Entry.Kind kind() { return Entry.Kind.DONE; }
    }

    /**
     * One ruling in the order it was made: the move, the position it was ruled on, the ruling
     * (applied or refused), and whether the script played it (another player's reply) or the learner.
     */
    public record Ruled(Move move, GameState before, Ruling ruling, boolean scripted) { }

    /** A snapshot for undo. */
    private record Frame(GameState state, int step, List<Said> transcript, List<Outcome> outcomes, Ruling last,
                         int hintsShown, boolean hintsUsed, List<Ruled> history) { }

    private final Scenario scenario;
    /** The same scenario read in the session's language: its texts are what the learner reads. */
    private Scenario texts;
    private String language;
    private final Referee referee = new Referee();
    private final ScenarioRunner judge = new ScenarioRunner();
    private final Deque<Frame> undo = new ArrayDeque<>();

    private GameState state;
    private int step;
    private List<Said> transcript;
    private List<Outcome> outcomes;
    private Ruling last;
    private List<Ruled> history;
    private int hintsShown;
    private boolean hintsUsed;
    /** A quiz: the first move at each decision and the first answer to each question count, right or wrong. */
    private boolean firstTryFinal;

    /** A session in English. */
    public Session(Scenario scenario) {
        this(scenario, "en");
    }

    /** A session whose texts are read in {@code language}: the scenario as loaded in that language. */
    public Session(Scenario scenario, String language) {
        this.scenario = scenario;
        this.texts = scenario;
        this.language = language;
        restart();
    }

    /**
     * Goes on in another language: {@code translated} is the same scenario file read in that language (the same
     * script, other words). The moves, the position, the story so far and undo stay; only their words change.
     * False, and nothing changes, when {@code translated} is not the same script (its file changed on disk).
     */
    public boolean retell(Scenario translated, String newLanguage) {
        if (!translated.id().equals(scenario.id()) || translated.steps().size() != scenario.steps().size()) {
            return false;
        }
        for (int i = 0; i < translated.steps().size(); i++) {
            if (translated.steps().get(i).getClass() != scenario.steps().get(i).getClass()) {
                return false;
            }
        }
        texts = translated;
        language = newLanguage;
        return true;
    }

    /**
     * Makes the first move at each decision and the first answer to each question final (a quiz): a wrong one is
     * said to be wrong and recorded, without the author's why (the worked answer), and play goes on with the move
     * asked for made by the tutor, or with the next question. Never "Try again".
     */
    public void firstTryFinal(boolean on) {
        firstTryFinal = on;
    }

    /** The language the session speaks. */
    public String language() {
        return language;
    }

    /** The scenario as read in the session's language: title, goal, prompts, choices. Its moves are the scenario's. */
    public Scenario texts() {
        return texts;
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
    /** What the learner has been told so far, in the session's language. */
    public List<Entry> transcript() {
        List<Entry> out = new ArrayList<>(transcript.size());
        for (Said said : transcript) {
            out.add(new Entry(said.kind(), words(said)));
        }
        return out;
    }

    /** How many lines the learner has been told (without wording them). */
    public int told() {
        return transcript.size();
    }
    /** Every applied move's outcome, oldest first: the ledger reads its transfers. */
    public List<Outcome> outcomes() { return List.copyOf(outcomes); }
    /** Every ruling so far, the learner's and the script's, applied or refused, oldest first. */
    public List<Ruled> history() { return List.copyOf(history); }
    public boolean hintsUsed() { return hintsUsed; }
    public boolean canUndo() { return !undo.isEmpty(); }

    /** The decision or question waiting for the learner, or null when the script is over. */
    public ScriptStep current() {
        return step < scenario.steps().size() ? scenario.steps().get(step) : null;
    }

    /** The decision or question waiting for the learner as worded in the session's language, or null. */
    public ScriptStep currentText() {
        return step < texts.steps().size() ? texts.steps().get(step) : null;
    }

    /** True once every step of the script has been played. */
    public boolean finished() {
        return current() == null;
    }

    /** The learner makes a move; at a decision it is judged, otherwise it is simply ruled on. */
    public ScenarioRunner.Judgement act(Move m) {
        ScriptStep now = current();
        if (now instanceof ScriptStep.Ask ask) {
            ScenarioRunner.Judgement j = judge.judge(ask, state, m);
            if (firstTryFinal && !(j instanceof ScenarioRunner.Judgement.Right)) {
                if (j instanceof ScenarioRunner.Judgement.Refused r) {
                    history.add(new Ruled(m, state, new Ruling.Rejected(r.refusal()), false));
                }
                save();
                Move asked = ask.expected().get(0);
                say(new FinalMove(state, asked));
                if (judge.judge(ask, state, asked) instanceof ScenarioRunner.Judgement.Right right) {
                    GameState before = state;
                    Ruling settled = PlainThrow.settle(referee, right.ruling(), nextStep());
                    apply(settled, asked);
                    history.add(new Ruled(asked, before, settled, true));
                }
                step++;
                hintsShown = 0;
                advance();
                return j;
            }
            if (j instanceof ScenarioRunner.Judgement.Right right) {
                save();
                GameState before = state;
                Ruling settled = PlainThrow.settle(referee, right.ruling(), nextStep());
                apply(settled, m);
                history.add(new Ruled(m, before, settled, false));
                say(new Scripted(Entry.Kind.RIGHT, step, Part.FEEDBACK, 0, false));
                step++;
                hintsShown = 0;
                advance();
            } else if (j instanceof ScenarioRunner.Judgement.Wrong w) {
                last = w.refusal() == null ? null : new Ruling.Rejected(w.refusal());
                if (last != null) {
                    history.add(new Ruled(m, state, last, false));
                }
                say(new Scripted(Entry.Kind.WRONG, step, Part.WRONG_MOVE, ask.wrong().indexOf(w.wrong()), false));
            } else if (j instanceof ScenarioRunner.Judgement.Refused r) {
                last = new Ruling.Rejected(r.refusal());
                history.add(new Ruled(m, state, last, false));
                say(new Refused(r.refusal()));
            } else {
                say(new NotAsked(step, state, m));
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
        say(new Refused(rej.rejection()));
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
        ScenarioRunner.Verdict v = judge.judge(q, value);
        if (!v.right() && firstTryFinal) {
            save();
            say(new Scripted(Entry.Kind.WRONG, step, Part.FINAL_ANSWER, 0, false));
            step++;
            hintsShown = 0;
            advance();
            return v;
        }
        if (!v.right()) {
            say(v instanceof ScenarioRunner.Verdict.KnownWrong k
                    ? new Scripted(Entry.Kind.WRONG, step, Part.WRONG_ANSWER, q.wrong().indexOf(k.wrong()), hasHint())
                    : new Scripted(Entry.Kind.WRONG, step, Part.OTHER_ANSWER, 0, hasHint()));
            return v;
        }
        save();
        say(new Scripted(Entry.Kind.RIGHT, step, Part.EXPLAIN, 0, false));
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
        int rung = hintsShown++;
        hintsUsed = true;
        say(new Scripted(Entry.Kind.HINT, step, hintsShown == ladder.size() ? Part.WORKED_ANSWER : Part.HINT, rung, false));
        return ladder.get(rung);
    }

    public boolean hasHint() {
        return hintsShown < ladder().size();
    }

    /** How many rungs of the current ladder the learner has seen. */
    public int hintsShown() {
        return hintsShown;
    }

    /** The hint ladder of the decision or question waiting for the learner (empty when none), in the session's language. */
    public List<String> ladder() {
        ScriptStep now = step < texts.steps().size() ? texts.steps().get(step) : null;
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
            if (s instanceof ScriptStep.Narrate) {
                say(new Scripted(Entry.Kind.NARRATION, step, Part.NARRATION, 0, false));
            } else if (s instanceof ScriptStep.Play p) {
                Ruling r = PlainThrow.settle(referee, referee.apply(state, p.move()), nextStep());
                say(new Played(state, p.move(), r.applied() ? null : ((Ruling.Rejected) r).rejection()));
                history.add(new Ruled(p.move(), state, r, true));
                if (r.applied()) {
                    apply(r, p.move());
                } else {
                    last = r;
                }
            } else if (s instanceof ScriptStep.Ask || s instanceof ScriptStep.Question) {
                say(new Scripted(Entry.Kind.PROMPT, step, Part.PROMPT, 0, false));
                return;
            }
            step++;
        }
        say(new Done());
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

    private void say(Said said) {
        transcript.add(said);
    }

    /** What was said, in the session's language. */
    private String words(Said said) {
        Texts t = Texts.of("session", language);
        tutor.trace.Words rulings = tutor.data.Bundle.get().words(Texts.PSEUDO.equals(language) ? "en" : language);
        if (said instanceof Done) {
            return t.get("done");
        } else if (said instanceof Refused r) {
            return r.rejection().reason(rulings);
        } else if (said instanceof NotAsked n) {
            ScriptStep asked = texts.steps().get(n.step());
            String prompt = asked instanceof ScriptStep.Ask a ? a.prompt() : "";
            String bid = asked instanceof ScriptStep.Ask a ? OffScriptBid.key(n.move(), a.expected()) : null;
            return t.get(bid == null ? "move.notAsked" : bid, MoveText.describe(n.before(), n.move(), rulings), prompt);
        } else if (said instanceof FinalMove f) {
            return t.get("move.final", MoveText.describe(f.before(), f.asked(), rulings));
        } else if (said instanceof Played p) {
            String move = MoveText.describe(p.before(), p.move(), rulings);
            return p.refusal() == null ? t.get("move.played", move) : t.get("move.refused", move, p.refusal().reason(rulings));
        }
        Scripted sc = (Scripted) said;
        ScriptStep st = texts.steps().get(sc.step());
        String hint = sc.hintLeft() ? t.get("answer.orHint") : "";
        return switch (sc.part()) {
            case NARRATION -> ((ScriptStep.Narrate) st).text();
            case PROMPT -> st instanceof ScriptStep.Ask a ? a.prompt() : ((ScriptStep.Question) st).prompt();
            case FEEDBACK -> ((ScriptStep.Ask) st).feedback().isEmpty() ? t.get("move.right") : ((ScriptStep.Ask) st).feedback();
            case WRONG_MOVE -> t.get("move.wrong", ((ScriptStep.Ask) st).wrong().get(sc.index()).why());
            case EXPLAIN -> ((ScriptStep.Question) st).explain();
            case WRONG_ANSWER -> t.get("answer.wrong", ((ScriptStep.Question) st).wrong().get(sc.index()).why(), hint);
            case OTHER_ANSWER -> t.get("answer.notQuite", hint);
            case HINT -> t.get("hint", ladderOf(st).get(sc.index()));
            case WORKED_ANSWER -> t.get("hint.worked", ladderOf(st).get(sc.index()));
            case FINAL_ANSWER -> t.get("answer.final");
        };
    }

    private static List<String> ladderOf(ScriptStep st) {
        return st instanceof ScriptStep.Ask a ? a.hints() : ((ScriptStep.Question) st).hints();
    }
}
