package tutor.rules;

import tutor.trace.StepKind;

/** Buying an unowned deed at its printed price, or declining it into an auction. */
final class Buying {

    private Buying() {
    }

    static void buy(Play p, int seat, int deedId) {
        Deed d = p.board.deed(deedId);
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.BUY_PRICE, p.name(seat) + " buys " + d.name() + " from the Bank at its "
                    + p.board.term("printed price") + ".");
            p.t.arithmetic("price = " + p.money(d.price()));
        }
        try {
            p.transfer(seat, Estates.BANK, d.price(), RuleIds.BUY_PRICE);
            give(p, deedId, seat);
            p.events.add(new Event.DeedBought(seat, deedId, d.price()));
        } finally {
            p.t.close();
        }
        p.pending = null;
    }

    static void decline(Play p, int seat, int deedId) {
        Deed d = p.board.deed(deedId);
        if (!p.rules.auctionOnDecline()) {
            if (p.t.on()) {
                p.t.open(StepKind.RULE, RuleIds.AUCTION_OPEN, p.name(seat) + " declines " + d.name()
                        + ". Under this ruleset a declined deed is not auctioned: it stays with the Bank.");
                p.cite(RuleKey.AUCTION_ON_DECLINE);
                p.t.close();
            }
            p.pending = null;
            return;
        }
        int bidders = bidders(p);
        boolean declinerBids = p.rules.auctionDeclinerMayBid();
        if (!declinerBids) {
            bidders &= ~(1 << seat);
        }
        p.pending = new Pending.Auction(deedId, seat, bidders, 0, 0, -1);
        p.events.add(new Event.AuctionOpened(deedId));
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.AUCTION_OPEN, p.name(seat) + " declines " + d.name()
                    + ", so the Bank auctions it. " + whoBids(p, seat, declinerBids)
                    + " Bidding is open: anyone taking part may raise at any moment, and the auction ends when every "
                    + "other bidder has passed on the highest bid."
                    + (bidders == 0 ? "" : " The auctioneer asks round the table, starting with "
                    + p.name(((Pending.Auction) p.pending).actor()) + "."));
            p.cite(RuleKey.AUCTION_ON_DECLINE);
            openingBid(p, d);
            if (!declinerBids) {
                p.t.open(StepKind.CONDITION, RuleIds.AUCTION_OPEN, "Under these rules the Bank sells a declined deed "
                        + "to the other players, so the player who declined takes no part.");
                p.cite(RuleKey.AUCTION_DECLINER_MAY_BID);
                p.t.result(p.name(seat) + " is not among the bidders");
                p.t.close();
            }
            p.t.close();
        }
        if (bidders == 0) {
            unsold(p, (Pending.Auction) p.pending);
        }
    }

    /** Who takes part, in words: everyone, or everyone but the decliner, less players in Jail where they are barred. */
    private static String whoBids(Play p, int seat, boolean declinerBids) {
        String jail = p.rules.jailBarsDealings() ? " out of Jail" : "";
        if (!declinerBids) {
            return "Every other player" + jail + " may bid; " + p.name(seat) + ", who declined, does not bid.";
        }
        return p.rules.jailBarsDealings() ? "Every player out of Jail may bid, " + p.name(seat) + " included."
                : "Every player may bid, " + p.name(seat) + " and players in Jail included.";
    }

    /** Says where the bidding opens; where it is reckoned from the printed price, shows the sum. */
    private static void openingBid(Play p, Deed d) {
        int opening = p.rules.openingBid(d.price());
        if (p.rules.auctionOpeningFrom() == AuctionOpeningFrom.PRINTED_PRICE) {
            p.cite(RuleKey.AUCTION_OPENING_FROM);
            p.t.arithmetic("opening bid = printed price " + p.money(d.price()) + " + " + p.money(p.rules.auctionOpeningBid())
                    + " = " + p.money(opening));
        } else {
            p.t.input("opening bid at least", p.money(opening));
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
        Jail.notePrivilege(p, seat, "bids in auctions");
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.AUCTION_BID_MINIMUM, p.name(seat) + " bids " + p.money(amount) + " for "
                    + p.board.deed(a.deed()).name() + ".");
            p.t.input("highest bid before", a.bidder() < 0 ? "none" : p.money(a.high()) + " by " + p.name(a.bidder()));
            p.t.result("every other bidder may now raise or pass on " + p.money(amount));
            p.t.close();
        }
        // A new highest bid: everyone else speaks again, even those who passed on a lower one.
        continueOrClose(p, new Pending.Auction(a.deed(), a.opener(), a.bidders(), 0, amount, seat, a.more(), a.then()));
    }

    static void pass(Play p, Pending.Auction a, int seat) {
        p.events.add(new Event.BidPassed(seat));
        if (p.t.on()) {
            p.t.leaf(StepKind.RULE, RuleIds.AUCTION_PASS, a.bidder() < 0
                    ? p.name(seat) + " passes: no bid for now (a pass is not final while the auction is open)."
                    : p.name(seat) + " passes on " + p.money(a.high()) + " (" + p.name(seat)
                    + " may still bid again if someone else raises).");
        }
        continueOrClose(p, new Pending.Auction(a.deed(), a.opener(), a.bidders(), a.passed() | (1 << seat), a.high(),
                a.bidder(), a.more(), a.then()));
    }

    /** The auction ends when every bidder but the highest has passed on the highest bid, or all passed with no bid. */
    private static void continueOrClose(Play p, Pending.Auction a) {
        if (!a.decided()) {
            p.pending = a;
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
        p.pending = new Pending.Auction(deed, opener, bidders, 0, 0, -1, more, then);
        p.events.add(new Event.AuctionOpened(deed));
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.AUCTION_OPEN, "The Bank auctions " + p.board.deed(deed).name()
                    + (p.mortgaged(deed) ? " (still mortgaged)" : "") + ". Every player still in the game may bid"
                    + (p.rules.jailBarsDealings() ? ", except players in Jail." : "."));
            p.cite(RuleKey.AUCTION_OPENING_BID);
            openingBid(p, p.board.deed(deed));
            p.t.close();
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
            p.pending = a.then();
        }
    }

    private static void win(Play p, Pending.Auction a) {
        Deed d = p.board.deed(a.deed());
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.AUCTION_WIN, "Every other bidder has passed: " + p.name(a.bidder())
                    + " wins " + d.name() + " with the highest bid and pays it to the Bank.");
            p.t.arithmetic("winning bid = " + p.money(a.high()));
        }
        try {
            // A bid binds: should the winner's cash have fallen below it since (a rent asked for meanwhile),
            // the price is owed to the Bank like any other debt.
            p.charge(a.bidder(), Estates.BANK, a.high(), RuleIds.AUCTION_WIN);
            give(p, a.deed(), a.bidder());
            p.events.add(new Event.AuctionWon(a.bidder(), a.deed(), a.high()));
        } finally {
            p.t.close();
        }
        finish(p, a);
        if (p.mortgaged(a.deed())) {
            Mortgages.receive(p, a.bidder(), java.util.List.of(a.deed()), p.pending);
        }
    }

    private static void unsold(Play p, Pending.Auction a) {
        int deed = a.deed();
        Deed d = p.board.deed(deed);
        p.estates().mortgaged(deed, false); // the Bank holds no mortgage on its own deed
        p.events.add(new Event.AuctionUnsold(deed));
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.AUCTION_NO_BIDS, p.rules.auctionUnsold() == AuctionUnsold.DEFERRED
                    ? "Nobody bid, so the auction of " + d.name() + " is put off: the deed stays with the Bank, and the "
                    + "next player to stop on it may buy it or decline it into a new auction."
                    : "Everyone passed without a bid: " + d.name()
                    + " stays with the Bank and can be bought by the next player to stop on it.");
            p.cite(RuleKey.AUCTION_UNSOLD);
            p.t.close();
        }
        finish(p, a);
    }

    private static void give(Play p, int deed, int seat) {
        p.giveDeed(deed, Estates.BANK, seat);
    }
}
