package tutor.play;

import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;

/**
 * What the learner is doing in the window. Today a scenario; a lesson, a free game against
 * computer players and a position being edited are the other kinds the window is built for.
 * The board, players, ruling and ledger views show any activity through this interface; what
 * only one kind has (a scenario's questions, a lesson's pages) its own view asks of its own type.
 */
public interface Activity {

    /** The kinds of activity the window knows how to show. */
    enum Kind { SCENARIO, LESSON, FREE_GAME, EDITED_POSITION }

    Kind kind();

    /** A stable id: progress is recorded under it, and a suspended activity is resumed by it. */
    String id();

    String title();

    /** The title in a language the window speaks; an activity whose title is not worded per language gives {@link #title()}. */
    default String title(String language) {
        return title();
    }

    /** The position as it stands now. */
    GameState state();

    /**
     * The position the views may show. Where a question asks what a move did, this is the
     * position before that move, so the board and the cash do not give the answer away.
     */
    default GameState shownState() {
        return state();
    }

    /**
     * Where the activity stands, in a few plain sentences, for the Situation panel. A scenario's
     * story is told by that panel itself, from the scenario; other kinds say it here.
     */
    default String situation() {
        return "";
    }

    /** Every ruling of the activity so far, oldest first. */
    List<RulingEntry> timeline();

    /** How many of the timeline's rulings the views may show now; the rest wait for an answer. */
    default int shownRulings() {
        return timeline().size();
    }

    /** True while a question hides what the latest moves did. */
    default boolean veiled() {
        return shownRulings() < timeline().size();
    }

    /** The seat the learner acts for now, or -1 when they have no move to make. */
    int learnerSeat();

    /**
     * Moves the activity invites the learner to try even where the rules refuse them (a scenario's
     * named wrong moves), so the learner can try the tempting move and read why it is wrong.
     */
    default List<Move> tempting() {
        return List.of();
    }

    /** True once the learner has done anything here worth coming back to (a move, an answer, a hint). */
    default boolean started() {
        return !timeline().isEmpty();
    }

    /** The learner makes a move. */
    void act(Move m);

    default boolean canUndo() {
        return false;
    }

    default void undo() {
    }

    void restart();

    /** Whether Restart means anything now. */
    default boolean canRestart() {
        return true;
    }

    /**
     * The scenario being played in this activity, whose story, questions and moves the situation and
     * action views show: the scenario itself, or the one a lesson's play step runs; null when none.
     */
    default ScenarioActivity playing() {
        return null;
    }

    /** True when the activity's own work is done (the learner may play on). */
    boolean finished();

    default boolean hasHint() {
        return false;
    }

    default void hint() {
    }

    boolean hintsUsed();
}
