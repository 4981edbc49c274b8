package tutor.rules;

import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.trace.Arg;
import tutor.rules.edition.AuctionOpeningFrom;
import tutor.rules.edition.AuctionUnsold;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** Buying an unowned deed at its printed price, or declining it into an auction. */
final class Buying {

    private Buying() {
    }

    static void buy(Play p, int seat, int deedId) {
        Deed d = p.board.deed(deedId);
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.BUY_PRICE, "buy.buys", "player", player(seat),
                "deed", deed(deedId))) {
            if (p.t.on()) {
                p.t.calc("buy.price", "price", money(d.price()));
            }
            p.transfer(seat, Estates.BANK, d.price(), RuleIds.BUY_PRICE);
            give(p, deedId, seat);
            p.events.add(new Event.DeedBought(seat, deedId, d.price()));
        }
        p.answered();
    }

    static void decline(Play p, int seat, int deedId) {
        Deed d = p.board.deed(deedId);
        if (!p.rules.auctionOnDecline()) {
            try (Step st = p.t.step(StepKind.RULE, RuleIds.AUCTION_OPEN, "auction.no-auction", "player", player(seat),
                    "deed", deed(deedId))) {
                p.cite(RuleKey.AUCTION_ON_DECLINE);
            }
            p.answered();
            return;
        }
        int bidders = bidders(p);
        boolean declinerBids = p.rules.auctionDeclinerMayBid();
        if (!declinerBids) {
            bidders &= ~(1 << seat);
        }
        p.waitFor(new Pending.Auction(deedId, seat, bidders, 0, 0, -1));
        p.events.add(new Event.AuctionOpened(deedId));
        int asked = ((Pending.Auction) p.pending).actor();
        try (Step st = p.t.step(StepKind.RULE, RuleIds.AUCTION_OPEN, "auction.declined", "player", player(seat),
                "deed", deed(deedId), "who", whoBids(seat, declinerBids, p.rules.jailBarsDealings()),
                "asked", bidders == 0 ? Msg.NONE : Msg.of("auction.asked", "player", player(asked)))) {
            p.cite(RuleKey.AUCTION_ON_DECLINE);
            openingBid(p, d);
            if (!declinerBids) {
                try (Step not = p.t.step(StepKind.CONDITION, RuleIds.AUCTION_OPEN, "auction.decliner-out")) {
                    p.cite(RuleKey.AUCTION_DECLINER_MAY_BID);
                    p.t.outcome("auction.not-a-bidder", "player", player(seat));
                }
            }
        }
        if (bidders == 0) {
            unsold(p, (Pending.Auction) p.pending);
        }
    }

    /** Who takes part: everyone, or everyone but the decliner, less players in Jail where they are barred. */
    private static Msg whoBids(int seat, boolean declinerBids, boolean jailBars) {
        if (!declinerBids) {
            return Msg.of(jailBars ? "auction.others-out-of-jail-bid" : "auction.others-bid", "player", player(seat));
        }
        return Msg.of(jailBars ? "auction.all-out-of-jail-bid" : "auction.all-bid", "player", player(seat));
    }

    /** Says where the bidding opens; where it is reckoned from the printed price, shows the sum. */
    private static void openingBid(Play p, Deed d) {
        int opening = p.rules.openingBid(d.price());
        if (p.rules.auctionOpeningFrom() == AuctionOpeningFrom.PRINTED_PRICE) {
            p.cite(RuleKey.AUCTION_OPENING_FROM);
            p.t.calc("auction.opening-from-price", "price", money(d.price()), "plus", money(p.rules.auctionOpeningBid()),
                    "opening", money(opening));
        } else {
            p.t.given("opening-bid-at-least", money(opening));
        }
    }

    /** Who may bid: every player still in, less those in Jail where the ruleset bars jailed players from dealing. */
    private static int bidders(Play p) {
        int active = 0;
        for (int i = 0; i < p.players.length; i++) {
            if (!p.p(i).out() && !(p.rules.jailBarsDealings() && p.p(i).inJail())) {
                active |= 1 << i;
            }
        }
        return active;
    }

    static void bid(Play p, Pending.Auction a, int seat, int amount) {
        p.events.add(new Event.BidPlaced(seat, amount));
        Jail.notePrivilege(p, seat, "jail.privilege.bids");
        try (Step st = p.t.step(StepKind.RULE, RuleIds.AUCTION_BID_MINIMUM, "auction.bids", "player", player(seat),
                "amount", money(amount), "deed", deed(a.deed()))) {
            if (a.bidder() < 0) {
                p.t.given("highest-bid-before", "auction.no-bid-yet");
            } else {
                p.t.given("highest-bid-before", "auction.bid-by", "amount", money(a.high()), "player", player(a.bidder()));
            }
            p.t.outcome("auction.others-may-raise", "amount", money(amount));
        }
        // A new highest bid: everyone else speaks again, even those who passed on a lower one.
        continueOrClose(p, new Pending.Auction(a.deed(), a.opener(), a.bidders(), 0, amount, seat, a.more(), a.then()));
    }

    static void pass(Play p, Pending.Auction a, int seat) {
        p.events.add(new Event.BidPassed(seat));
        Pending.Auction next = p.rules.auctionPassFinal() ? AuctionDropOut.without(a, seat)
                : new Pending.Auction(a.deed(), a.opener(), a.bidders(), a.passed() | (1 << seat), a.high(), a.bidder(), a.more(), a.then());
        // The pass that closes the auction does not promise a later bid: it is the last word on this deed.
        notePass(p, seat, a.bidder(), a.high(), next.decided() ? "auction.passes-closing" : "auction.passes-on");
        continueOrClose(p, next);
    }

    /**
     * Says a pass in the ruling, citing the clause that says whether it is final; {@code passesOnMsgId}
     * words a pass on a standing bid. Returns whether the pass is final (the bidder is then out).
     */
    static boolean notePass(Play p, int seat, int bidder, int high, String passesOnMsgId) {
        boolean fin = p.rules.auctionPassFinal();
        try (Step st = fin ? p.t.step(StepKind.RULE, RuleIds.AUCTION_PASS, "auction.passes-final", "player", player(seat))
                : bidder < 0 ? p.t.step(StepKind.RULE, RuleIds.AUCTION_PASS, "auction.passes-no-bid", "player", player(seat))
                : p.t.step(StepKind.RULE, RuleIds.AUCTION_PASS, passesOnMsgId, "player", player(seat), "amount", money(high))) {
            p.cite(RuleKey.AUCTION_PASS_FINAL);
        }
        return fin;
    }

    /** The auction ends when every bidder but the highest has passed on the highest bid, or all passed with no bid. */
    private static void continueOrClose(Play p, Pending.Auction a) {
        if (!a.decided()) {
            p.waitFor(a);
        } else if (a.bidder() >= 0) {
            win(p, a);
        } else {
            unsold(p, a);
        }
    }

    /** Every bidder but the highest has passed, or nobody bid: the auction is over though still open. */
    static boolean decided(Pending.Auction a) {
        return a.decided();
    }

    static void close(Play p, Pending.Auction a) {
        continueOrClose(p, a);
    }

    /** The Bank auctions a bankrupt player's deeds one at a time, then play goes on with {@code then}. */
    static void auctionAll(Play p, java.util.List<Integer> deeds, Pending then) {
        int opener = Turns.nextInGame(p, p.current);
        if (!p.p(p.current).out()) {
            opener = p.current;
        }
        open(p, deeds.get(0), opener, deeds.subList(1, deeds.size()), then);
    }

    private static void open(Play p, int deed, int opener, java.util.List<Integer> more, Pending then) {
        int bidders = bidders(p);
        p.waitFor(new Pending.Auction(deed, opener, bidders, 0, 0, -1, more, then));
        p.events.add(new Event.AuctionOpened(deed));
        try (Step st = p.t.step(StepKind.RULE, RuleIds.BANKRUPTCY_TO_BANK, p.rules.jailBarsDealings()
                ? "auction.estate-not-jailed" : "auction.estate", "deed", deed(deed), "mortgaged", p.mortgaged(deed) ? 1 : 0)) {
            p.cite(RuleKey.AUCTION_OPENING_BID);
            openingBid(p, p.board.deed(deed));
        }
        if (bidders == 0) {
            unsold(p, (Pending.Auction) p.pending);
        }
    }

    /** After an auction: the next deed of a bankrupt estate, or back to the game. */
    private static void finish(Play p, Pending.Auction a) {
        if (!a.more().isEmpty()) {
            open(p, a.more().get(0), a.opener(), a.more().subList(1, a.more().size()), a.then());
        } else {
            p.waitFor(a.then());
        }
    }

    private static void win(Play p, Pending.Auction a) {
        try (Step st = p.t.step(StepKind.RULE, RuleIds.AUCTION_WIN, "auction.wins", "player", player(a.bidder()),
                "deed", deed(a.deed()))) {
            p.t.calc("auction.winning-bid", "amount", money(a.high()));
            // A bid binds: should the winner's cash have fallen below it since (a rent asked for meanwhile),
            // the price is owed to the Bank like any other debt.
            p.charge(a.bidder(), Estates.BANK, a.high(), RuleIds.AUCTION_WIN);
            give(p, a.deed(), a.bidder());
            p.events.add(new Event.AuctionWon(a.bidder(), a.deed(), a.high()));
        }
        finish(p, a);
        if (p.mortgaged(a.deed())) {
            Mortgages.receive(p, a.bidder(), java.util.List.of(a.deed()), p.pending, RuleKey.BANKRUPTCY_TO_BANK_MORTGAGES);
        }
    }

    private static void unsold(Play p, Pending.Auction a) {
        int deed = a.deed();
        p.estates().mortgaged(deed, false); // the Bank holds no mortgage on its own deed
        p.events.add(new Event.AuctionUnsold(deed));
        try (Step st = p.t.step(StepKind.RULE, RuleIds.AUCTION_NO_BIDS, p.rules.auctionUnsold() == AuctionUnsold.DEFERRED
                ? "auction.put-off" : "auction.unsold", "deed", deed(deed))) {
            p.cite(RuleKey.AUCTION_UNSOLD);
        }
        finish(p, a);
    }

    private static void give(Play p, int deed, int seat) {
        p.giveDeed(deed, Estates.BANK, seat);
    }
}
