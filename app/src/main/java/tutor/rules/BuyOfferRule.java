package tutor.rules;

import java.util.function.IntFunction;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/**
 * What buying and declining the deed on offer share: only the player offered it may answer, the move is about that
 * deed, and a view offers it as one button. Each answer adds its own check ({@link #ownCheck}) and its effect
 * ({@link #answer}).
 */
abstract class BuyOfferRule<M extends Move> extends ButtonRule<M> {

    BuyOfferRule(Class<M> kind, String verb, String say, IntFunction<M> make) {
        super(kind, verb, say, make);
    }

    /** The answer's own rule, once the offer is the player's: null when it is allowed. */
    abstract Rejection ownCheck(GameState s, M m, int deed);

    /** Answers the offer of {@code deed}, changing the working copy. */
    abstract void answer(Play p, int seat, int deed);

    @Override
    public final Rejection check(GameState s, M m) {
        Rejection offer = Decisions.buyOffer(s, m.player(), m);
        return offer != null ? offer : ownCheck(s, m, ((Pending.BuyDecision) s.pending()).deed());
    }

    @Override
    public final void apply(Play p, GameState s, M m) {
        answer(p, m.player(), ((Pending.BuyDecision) s.pending()).deed());
    }

    @Override
    public final int concerns(GameState s, M m) {
        return s.pending() instanceof Pending.BuyDecision b ? b.deed() : -1;
    }
}
