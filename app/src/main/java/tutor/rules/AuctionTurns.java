package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Msg;

/** Read-only questions about a running auction (of a deed or a building): who may bid or pass now, the least bid, a standing bid. */
final class AuctionTurns {

    private AuctionTurns() {
    }

    /** The smallest bid the running auction (of a deed or a building) accepts now. */
    static int minimumBid(GameState s) {
        RuleSet r = s.rules();
        if (s.pending() instanceof Pending.Auction a) {
            return a.bidder() < 0 ? r.openingBid(s.board().deed(a.deed()).price()) : a.high() + Math.max(1, r.auctionMinRaise());
        }
        Pending.BuildingAuction b = (Pending.BuildingAuction) s.pending();
        return b.bidder() < 0 ? b.opening() : b.high() + Math.max(1, r.auctionMinRaise());
    }

    /**
     * Open bidding: any player taking part may bid at any moment (even after passing on a lower bid),
     * except the one who already holds the highest bid; a pass is said once per highest bid.
     */
    static Rejection auctionTurn(GameState s, int seat, Move m) {
        boolean taking;
        int bidder;
        boolean passed;
        int high;
        if (s.pending() instanceof Pending.Auction a) {
            taking = a.isActive(seat);
            bidder = a.bidder();
            passed = !a.mayAct(seat);
            high = a.high();
        } else if (s.pending() instanceof Pending.BuildingAuction b) {
            taking = b.isActive(seat);
            bidder = b.bidder();
            passed = !b.mayAct(seat);
            high = b.high();
        } else {
            // No auction is running: the clause that decides it is the one that opens an auction (a declined deed), not
            // the bidding-order clause a running auction would cite.
            return Decisions.notYourDecision(s, seat, m, RuleIds.AUCTION_OPEN, Msg.of("reject.auction.none"));
        }
        if (!taking) {
            return notTakingPart(s, seat, m);
        }
        if (bidder == seat) {
            return refuse(s, m, RuleIds.AUCTION_BID_TURN, null, "reject.auction.holds-highest", "player", player(seat),
                    "amount", money(high));
        }
        if (m instanceof Move.PassBid && passed) {
            return bidder < 0
                    ? refuse(s, m, RuleIds.AUCTION_PASS, null, "reject.auction.passed-opening", "player", player(seat))
                    : refuse(s, m, RuleIds.AUCTION_PASS, null, "reject.auction.passed-on", "player", player(seat),
                    "amount", money(high));
        }
        return null;
    }

    /** Why a player is not among the bidders: out of the game, barred in Jail, the decliner, or no lot for a building. */
    private static Rejection notTakingPart(GameState s, int seat, Move m) {
        if (s.rules().jailBarsDealings() && s.player(seat).inJail()) {
            return refuse(s, m, RuleIds.JAIL_NO_DEALINGS, RuleKey.JAIL_BARS_DEALINGS, "reject.jail.no-dealings",
                    "player", player(seat), "what", Msg.of("reject.jail.may-not.bid"));
        }
        if (s.pending() instanceof Pending.Auction a && a.opener() == seat && !s.rules().auctionDeclinerMayBid()) {
            return refuse(s, m, RuleIds.AUCTION_OPEN, RuleKey.AUCTION_DECLINER_MAY_BID, "reject.auction.decliner",
                    "player", player(seat));
        }
        if (s.pending() instanceof Pending.BuildingAuction b) {
            return refuse(s, m, RuleIds.BUILD_SHORTAGE_AUCTION, null, "reject.auction.no-lot-at-opening",
                    "player", player(seat), "hotel", b.hotel() ? 1 : 0);
        }
        return refuse(s, m, RuleIds.AUCTION_OPEN, null, "reject.auction.not-taking-part", "player", player(seat));
    }

    /** The highest bid a player holds in the running auction (paid in cash if it wins), or 0. */
    static int standingBid(GameState s, int seat) {
        Pending p = s.pending();
        while (p instanceof Pending.Debt || p instanceof Pending.MortgageChoice) {
            p = p instanceof Pending.Debt d ? d.then() : ((Pending.MortgageChoice) p).then();
        }
        if (p instanceof Pending.Auction a && a.bidder() == seat) {
            return a.high();
        }
        if (p instanceof Pending.BuildingAuction b && b.bidder() == seat) {
            return b.high();
        }
        return 0;
    }
}
