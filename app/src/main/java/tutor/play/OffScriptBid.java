package tutor.play;

import java.util.List;
import tutor.rules.state.Move;

/**
 * What to tell a learner whose auction move is legal but not the one the scenario asks for. The expected move is
 * not named (it is often the very answer, "what is the least she can bid?"): only which way it lies, a lower or
 * a higher bid, a bid rather than a pass, or no bid at all.
 */
final class OffScriptBid {

    private OffScriptBid() {
    }

    /** The session text's key for this move against these expected moves, or null when it is not about bidding. */
    static String key(Move made, List<Move> expected) {
        if (expected.isEmpty()) {
            return null;
        }
        boolean bids = expected.stream().allMatch(e -> e instanceof Move.Bid);
        boolean passes = expected.stream().allMatch(e -> e instanceof Move.PassBid || e instanceof Move.DropOutOfAuction);
        if (made instanceof Move.Bid b) {
            if (passes) {
                return "move.notAsked.bid.none";
            }
            if (!bids) {
                return null;
            }
            boolean lower = expected.stream().allMatch(e -> ((Move.Bid) e).amount() < b.amount());
            boolean higher = expected.stream().allMatch(e -> ((Move.Bid) e).amount() > b.amount());
            return lower ? "move.notAsked.bid.lower" : higher ? "move.notAsked.bid.higher" : null;
        }
        if ((made instanceof Move.PassBid || made instanceof Move.DropOutOfAuction) && bids) {
            return "move.notAsked.pass.bid";
        }
        return null;
    }
}
