package tutor.sim;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.Referee;

/** Chooses a move for whoever the game is waiting for; null when it has nothing to offer. */
public interface Bot {

    Move choose(GameState state, Referee referee);

    /**
     * Whether this bot has itself had this very move (the same object) found allowed by {@link Referee#check} in this
     * very position, so that a game nobody reads may rule it without checking it again ({@link Referee#nextAllowed}).
     */
    default boolean allowedAlready(GameState state, Move move) {
        return false;
    }
}
