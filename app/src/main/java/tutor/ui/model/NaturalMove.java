package tutor.ui.model;

import java.util.Optional;
import tutor.rules.state.DiceUse;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;

/**
 * The move a table waiting on {@code seat} would make without thinking: throw the dice, end the turn, pay the debt,
 * move by the sum of the dice. What "What happens now" plays. A decision that is a real choice (buy or not, a bid,
 * how to pay Income Tax, where to build) has none: the learner makes it.
 */
public final class NaturalMove {

    private NaturalMove() {
    }

    public static Optional<Move> of(GameState s, int seat) {
        if (s == null || seat < 0 || s.isOver()) {
            return Optional.empty();
        }
        Pending p = s.pending();
        if (p.actor() != seat) {
            return Optional.empty();
        }
        if (p instanceof Pending.AwaitRoll) {
            return Optional.of(new Move.RollDice(seat));
        }
        if (p instanceof Pending.TurnOver) {
            return Optional.of(new Move.EndTurn(seat));
        }
        if (p instanceof Pending.Arrived) {
            return Optional.of(new Move.Arrive(seat));
        }
        if (p instanceof Pending.Debt) {
            return Optional.of(new Move.PayDebt(seat));
        }
        if (p instanceof Pending.DiceChoice) {
            return Optional.of(new Move.UseDice(seat, DiceUse.SUM));
        }
        return Optional.empty();
    }
}
