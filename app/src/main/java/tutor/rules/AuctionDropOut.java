package tutor.rules;

import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;
import tutor.trace.StepKind;

/**
 * Dropping out of an auction for good (a deed's or a scarce building's). A pass lasts only until
 * someone raises; a bidder who has had enough may instead leave the auction, and is not asked again
 * in it. The rulebooks do not describe either; this is the tutor's choice, so that a person bidding
 * against computer players is not asked after every raise. The holder of the highest bid stays in.
 */
final class AuctionDropOut {

    private AuctionDropOut() {
    }

    static void apply(Play p, GameState s, int seat) {
        p.t.note(StepKind.RULE, RuleIds.AUCTION_DROP_OUT, "auction.drops-out", "player", player(seat));
        if (s.pending() instanceof Pending.Auction a) {
            p.events.add(new Event.BidPassed(seat));
            Buying.close(p, without(a, seat));
        } else {
            Requests.close(p, without((Pending.BuildingAuction) s.pending(), seat));
        }
    }

    /** The auction with one bidder fewer, for good. */
    static Pending.Auction without(Pending.Auction a, int seat) {
        int out = ~(1 << seat);
        return new Pending.Auction(a.deed(), a.opener(), a.bidders() & out, a.passed() & out, a.high(), a.bidder(),
                a.more(), a.then());
    }

    static Pending.BuildingAuction without(Pending.BuildingAuction a, int seat) {
        int out = ~(1 << seat);
        return new Pending.BuildingAuction(a.hotel(), a.requesters(), a.bidders() & out, a.passed() & out, a.high(),
                a.bidder(), a.from(), a.opening(), a.then());
    }
}
