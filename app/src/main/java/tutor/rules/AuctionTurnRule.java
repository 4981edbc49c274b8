package tutor.rules;

import java.util.function.IntFunction;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/**
 * What passing and dropping out of an auction share: any bidder still taking part may make them, except the one
 * holding the highest bid ({@link AuctionTurns#auctionTurn}); the move is about the deed under the hammer, and a view
 * offers it as one button. Each keeps only its effect.
 */
abstract class AuctionTurnRule<M extends Move> extends ButtonRule<M> {

    AuctionTurnRule(Class<M> kind, String verb, String say, IntFunction<M> make) {
        super(kind, verb, say, make);
    }

    @Override
    public final Rejection check(GameState s, M m) {
        return AuctionTurns.auctionTurn(s, m.player(), m);
    }

    @Override
    public final int concerns(GameState s, M m) {
        return s.pending() instanceof Pending.Auction a ? a.deed() : -1;
    }
}
