package tutor.play;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.scenario.MoveText;
import tutor.scenario.Scenario;
import tutor.scenario.ScriptStep;

/**
 * A scenario as the window's activity: the session (script, judgement, hints, undo) plus what
 * the window adds: the timeline of rulings, and the veil that keeps a question's answer hidden.
 *
 * <p>The veil: when the script stops at a question, the rulings made since the learner last had
 * the board to look at (their own move and the scripted replies that followed it) are what the
 * question asks about. Until it is answered the views show the position before them.
 */
public final class ScenarioActivity implements Activity {

    private final Session session;
    private final Path file;
    /** What the script said by itself before the learner did anything. */
    private final int opening;
    /** How many rulings the learner has seen unveiled. */
    private int revealed;

    public ScenarioActivity(Scenario scenario, Path file) {
        this(scenario, file, "en");
    }

    /** A scenario whose texts are in {@code language} (the scenario as loaded in that language). */
    public ScenarioActivity(Scenario scenario, Path file, String language) {
        this.session = new Session(scenario, language);
        this.file = file;
        this.opening = session.transcript().size();
        settleVeil();
    }

    @Override
    public Kind kind() {
        return Kind.SCENARIO;
    }

    @Override
    public String id() {
        return session.scenario().id();
    }

    @Override
    public String title() {
        return session.texts().title();
    }

    /** The scenario (its moves and checks); {@link #texts()} has its words in the session's language. */
    public Scenario scenario() {
        return session.scenario();
    }

    /** The scenario as read in the language the learner reads it in: title, goal, prompts, choices. */
    public Scenario texts() {
        return session.texts();
    }

    /** The language the scenario's texts are read in. */
    public String language() {
        return session.language();
    }

    /**
     * Goes on in another language: {@code translated} is this scenario's file read in that language. The moves,
     * the timeline and the veil stay. False when it is not the same script any more (the file changed).
     */
    public boolean retell(Scenario translated, String newLanguage) {
        return session.retell(translated, newLanguage);
    }

    @Override
    public ScenarioActivity playing() {
        return this;
    }

    /** The file the scenario was read from (inside the jar for the bundled library), or null. */
    public Path file() {
        return file;
    }

    public Session session() {
        return session;
    }

    @Override
    public GameState state() {
        return session.state();
    }

    @Override
    public GameState shownState() {
        List<Session.Ruled> history = session.history();
        return revealed < history.size() ? history.get(revealed).before() : session.state();
    }

    @Override
    public List<RulingEntry> timeline() {
        List<Session.Ruled> history = session.history();
        List<RulingEntry> out = new ArrayList<>(history.size());
        for (int i = 0; i < history.size(); i++) {
            Session.Ruled r = history.get(i);
            out.add(new RulingEntry(i + 1, r.scripted() ? RulingEntry.By.SCRIPTED : RulingEntry.By.LEARNER,
                    MoveText.describe(r.before(), r.move(), tutor.data.Bundle.get().words(session.language())),
                    r.move(), r.before(), r.ruling()));
        }
        return out;
    }

    @Override
    public int shownRulings() {
        return Math.min(revealed, session.history().size());
    }

    /** The question waiting for an answer, or null. */
    public ScriptStep.Question question() {
        return session.current() instanceof ScriptStep.Question q ? q : null;
    }

    /** The question waiting for an answer as the learner reads it (prompt and choices in their language), or null. */
    public ScriptStep.Question questionText() {
        return session.currentText() instanceof ScriptStep.Question q ? q : null;
    }

    @Override
    public int learnerSeat() {
        ScriptStep now = session.current();
        if (now instanceof ScriptStep.Ask ask) {
            return ask.player();
        }
        if (now instanceof ScriptStep.Question) {
            return -1; // the question comes first
        }
        return session.state().pending().actor();
    }

    @Override
    public List<Move> tempting() {
        return session.current() instanceof ScriptStep.Ask ask
                ? ask.wrong().stream().map(ScriptStep.WrongMove::move).toList() : List.of();
    }

    @Override
    public void act(Move m) {
        session.act(m);
        settleVeil();
    }

    /** Answers the current question: a choice's index, or an amount. True when right. */
    public boolean answer(int value) {
        boolean right = session.answer(value);
        settleVeil();
        return right;
    }

    /** A wrong try, a hint or an answer is work too, not only a move: the story has grown. */
    @Override
    public boolean started() {
        return session.transcript().size() > opening || session.canUndo();
    }

    @Override
    public boolean canUndo() {
        return session.canUndo();
    }

    @Override
    public void undo() {
        session.undo();
        revealed = Math.min(revealed, session.history().size());
        settleVeil();
    }

    @Override
    public void restart() {
        session.restart();
        revealed = 0;
        settleVeil();
    }

    @Override
    public boolean finished() {
        return session.finished();
    }

    @Override
    public boolean hasHint() {
        return session.hasHint();
    }

    @Override
    public void hint() {
        session.hint();
    }

    @Override
    public boolean hintsUsed() {
        return session.hintsUsed();
    }

    /** Everything is shown unless the script waits at a question. */
    private void settleVeil() {
        if (question() == null) {
            revealed = session.history().size();
        }
    }
}
