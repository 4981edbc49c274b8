package tutor.rules;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;

/**
 * The rule of DropOutOfAuction: any bidder still taking part may leave, having passed or not, except the one holding
 * the highest bid (AuctionTurnRule); the auction then goes on without them (AuctionDropOut).
 */
final class DropOutOfAuctionRule extends AuctionTurnRule<Move.DropOutOfAuction> {

    DropOutOfAuctionRule() {
        super(Move.DropOutOfAuction.class, "drop-out", "say.drop-out", Move.DropOutOfAuction::new);
    }

    @Override
    public void apply(Play p, GameState s, Move.DropOutOfAuction m) {
        AuctionDropOut.apply(p, s, m.player());
    }
}
