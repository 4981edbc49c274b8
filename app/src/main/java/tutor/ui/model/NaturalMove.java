package tutor.ui.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tutor.rules.Referee;
import tutor.rules.state.DiceUse;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;

/**
 * The move a table waiting on {@code seat} would make without thinking: throw the dice, end the turn, pay the debt
 * (or, short of cash, raise it or go bankrupt), move by the sum of the dice. What "What happens now" plays. A decision that is a real choice (buy or not, a bid,
 * how to pay Income Tax, where to build) has none: the learner makes it.
 */
public final class NaturalMove {

    private NaturalMove() {
    }

    private static final Referee REFEREE = new Referee();

    /**
     * Never a move the referee refuses (the family review saw "Ben pays what is owed" refused at every click when Ben
     * had $1,200 of $2,000 and nothing to sell): a waiting move the referee would refuse has no natural move.
     */
    public static Optional<Move> of(GameState s, int seat) {
        return natural(s, seat).filter(m -> REFEREE.check(s, m).isEmpty());
    }

    /**
     * A debt: paid when the cash covers it; bankruptcy when even selling every building and mortgaging every deed
     * would not cover it (the referee allows bankruptcy exactly then); otherwise the first step of raising the money,
     * mortgaging a deed before selling a building (a mortgage keeps the buildings and can be lifted).
     */
    private static Optional<Move> debt(GameState s, int seat) {
        Move pay = new Move.PayDebt(seat);
        if (REFEREE.check(s, pay).isEmpty()) {
            return Optional.of(pay);
        }
        Move bankrupt = new Move.DeclareBankruptcy(seat);
        if (REFEREE.check(s, bankrupt).isEmpty()) {
            return Optional.of(bankrupt);
        }
        List<Move> legal = REFEREE.legalMoves(s);
        List<Move> raising = new ArrayList<>();
        legal.stream().filter(m -> m instanceof Move.MortgageDeed d && d.player() == seat).forEach(raising::add);
        legal.stream().filter(m -> m instanceof Move.SellHotel h && h.player() == seat
                || m instanceof Move.SellHouse h2 && h2.player() == seat).forEach(raising::add);
        return raising.stream().findFirst();
    }

    /** Whether the debt waiting on {@code seat} is more than all the player could raise: the natural move is bankruptcy. */
    public static boolean bankrupt(GameState s, int seat) {
        return s != null && s.pending() instanceof Pending.Debt && of(s, seat).filter(m -> m instanceof Move.DeclareBankruptcy).isPresent();
    }

    private static Optional<Move> natural(GameState s, int seat) {
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
            return debt(s, seat);
        }
        if (p instanceof Pending.DiceChoice) {
            return Optional.of(new Move.UseDice(seat, DiceUse.SUM));
        }
        return Optional.empty();
    }
}
