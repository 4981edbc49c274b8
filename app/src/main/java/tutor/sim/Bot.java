package tutor.sim;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.Referee;

/** Chooses a move for whoever the game is waiting for; null when it has nothing to offer. */
public interface Bot {

    Move choose(GameState state, Referee referee);
}
