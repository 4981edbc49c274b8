package tutor.rules;

import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of PassBid: when it is allowed, what it does (Buying), and how it reads. */
final class PassBidRule extends PlainMoveRule<Move.PassBid> {

    PassBidRule() {
        super(Move.PassBid.class, "pass", Move.PassBid::new);
    }

    @Override
    public Rejection check(GameState s, Move.PassBid m) {
        return AuctionTurns.auctionTurn(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.PassBid m) {
        if (s.pending() instanceof Pending.Auction a) {
            Buying.pass(p, a, m.player());
        } else {
            Requests.pass(p, (Pending.BuildingAuction) s.pending(), m.player());
        }
    }

    @Override
    public Msg describe(GameState s, Move.PassBid m) {
        return Msg.of("say.pass", "player", Arg.player(m.player()));
    }

    @Override
    public int concerns(GameState s, Move.PassBid m) {
        return s.pending() instanceof Pending.Auction a ? a.deed() : -1;
    }

    @Override
    public java.util.List<Move.PassBid> candidates(GameState s, int seat) {
        return java.util.List.of(new Move.PassBid(seat));
    }
}
