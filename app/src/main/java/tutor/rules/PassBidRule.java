package tutor.rules;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;

/** The rule of PassBid: a bidder's turn in the auction (AuctionTurnRule), let go by this bid (Buying, or Requests for buildings). */
final class PassBidRule extends AuctionTurnRule<Move.PassBid> {

    PassBidRule() {
        super(Move.PassBid.class, "pass", "say.pass", Move.PassBid::new);
    }

    @Override
    public void apply(Play p, GameState s, Move.PassBid m) {
        if (s.pending() instanceof Pending.Auction a) {
            Buying.pass(p, a, m.player());
        } else {
            Requests.pass(p, (Pending.BuildingAuction) s.pending(), m.player());
        }
    }
}
