package tutor.rules;

import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of Bid: when it is allowed, what it does (Buying), and how it reads. */
final class BidRule implements MoveRule<Move.Bid> {
    @Override
    public Class<Move.Bid> kind() {
        return Move.Bid.class;
    }

    @Override
    public Rejection check(GameState s, Move.Bid m) {
        return MoveChecks.bid(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.Bid m) {
        if (s.pending() instanceof Pending.Auction a) {
            Buying.bid(p, a, m.player(), m.amount());
        } else {
            Requests.bid(p, (Pending.BuildingAuction) s.pending(), m.player(), m.amount());
        }
    }

    @Override
    public Msg describe(GameState s, Move.Bid m) {
        return Msg.of("say.bid", "player", Arg.player(m.player()), "amount", Arg.money(m.amount()));
    }

    @Override
    public String barredInJail(GameState s, Move.Bid m) { return "reject.jail.may-not.bid"; }
}
