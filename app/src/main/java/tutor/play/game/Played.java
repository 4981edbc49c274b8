package tutor.play.game;

import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Ruling;

/**
 * One move of a free game and its ruling: who made it (a person or the computer), the position it
 * was ruled on, and whether it threw the dice. A throw is an undo barrier: what the dice said stays.
 */
public record Played(int number, Seat.Kind by, GameState before, Move move, Ruling ruling) {

    public boolean applied() {
        return ruling.applied();
    }

    /** The position after the move: the new one when applied, the same when refused. */
    public GameState after() {
        return ruling instanceof Ruling.Applied a ? a.outcome().after() : before;
    }

    /** Whether dice were thrown in this move (a throw, or a fresh throw a card asked for). */
    public boolean threw() {
        if (!(ruling instanceof Ruling.Applied a)) {
            return false;
        }
        for (Event e : a.outcome().events()) {
            if (e instanceof Event.DiceRolled) {
                return true;
            }
        }
        return false;
    }
}
