package tutor.rules;

import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of DropOutOfAuction: when it is allowed, what it does (AuctionDropOut), and how it reads. */
final class DropOutOfAuctionRule extends PlainMoveRule<Move.DropOutOfAuction> {

    DropOutOfAuctionRule() {
        super(Move.DropOutOfAuction.class, "drop-out", Move.DropOutOfAuction::new);
    }

    /** Any bidder still taking part may leave, having passed or not, except the one holding the highest bid. */
    @Override
    public Rejection check(GameState s, Move.DropOutOfAuction m) {
        return AuctionTurns.auctionTurn(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.DropOutOfAuction m) {
        AuctionDropOut.apply(p, s, m.player());
    }

    @Override
    public Msg describe(GameState s, Move.DropOutOfAuction m) {
        return Msg.of("say.drop-out", "player", Arg.player(m.player()));
    }

    @Override
    public int concerns(GameState s, Move.DropOutOfAuction m) {
        return s.pending() instanceof Pending.Auction a ? a.deed() : -1;
    }

    @Override
    public java.util.List<Move.DropOutOfAuction> candidates(GameState s, int seat) {
        return java.util.List.of(new Move.DropOutOfAuction(seat));
    }
}
