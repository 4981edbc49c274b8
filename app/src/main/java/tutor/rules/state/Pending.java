package tutor.rules.state;

import java.util.List;

/** The decision the game is waiting for. Exactly one is pending at any time. */
public sealed interface Pending {

    /** The player who must act, or -1 when nobody (game over). */
    int actor();

    /** Start of a turn, or another throw after doubles. A jailed player may also pay or use a card. */
    record AwaitRoll(int player) implements Pending {
        public int actor() { return player; }
    }

    /** The player stopped on an unowned deed: buy it at the printed price, or decline. */
    record BuyDecision(int player, int deed) implements Pending {
        public int actor() { return player; }
    }

    /**
     * The player's token has just come to rest on its square by a throw of {@code thrown}, said rather than
     * thrown (a table set up by hand: "Ben has just arrived on Boardwalk"); the square acts next, as at the
     * end of that throw ({@link Move.Arrive}).
     */
    record Arrived(int player, int thrown) implements Pending {
        public int actor() { return player; }
    }

    /**
     * A deed under the hammer, bid for in the open: any player taking part may raise at any moment,
     * a player who passed may come back in while the auction is open, and it ends when every bidder
     * but the highest has passed on the highest bid. The auctioneer asks in seat order from
     * {@code opener}, so there is always someone the game waits for.
     *
     * @param bidders bit i set for each player taking part
     * @param passed  bit i set for each bidder who has passed on the current highest bid
     * @param high    the highest bid so far (0 when none)
     * @param bidder  who made it, or -1
     */
    record Auction(int deed, int opener, int bidders, int passed, int high, int bidder,
                   List<Integer> more, Pending then) implements Pending {

        /** An auction of a declined deed, in the middle of a turn. */
        public Auction(int deed, int opener, int bidders, int passed, int high, int bidder) {
            this(deed, opener, bidders, passed, high, bidder, List.of(), null);
        }

        public Auction {
            more = List.copyOf(more);
        }

        /** The bidder the auctioneer asks now, or -1 once every bidder but the highest has passed. */
        public int actor() { return Bidding.asked(bidders, passed, bidder, opener); }

        public int next() { return actor(); }

        public boolean isActive(int player) { return Bidding.has(bidders, player); }

        /** Whether the player may still bid or pass on the current highest bid. */
        public boolean mayAct(int player) { return Bidding.mayAct(bidders, passed, bidder, player); }

        public boolean decided() { return Bidding.decided(bidders, passed, bidder); }
    }

    /**
     * The Bank has fewer houses (or hotels) than two or more players want: one is auctioned, in the
     * open, among every player who could place it ({@code bidders}); {@code requesters} has bit i
     * set for each player who asked for one before the auction opened. The asking starts from
     * {@code from}, the player whose turn it is; {@code opening} is the least first bid.
     */
    record BuildingAuction(boolean hotel, int requesters, int bidders, int passed, int high, int bidder, int from,
                           int opening, Pending then) implements Pending {
        public int actor() { return Bidding.asked(bidders, passed, bidder, from); }

        public int next() { return actor(); }

        public boolean isActive(int player) { return Bidding.has(bidders, player); }

        public boolean mayAct(int player) { return Bidding.mayAct(bidders, passed, bidder, player); }

        public boolean decided() { return Bidding.decided(bidders, passed, bidder); }
    }

    /** The winner of a building auction places what they bought (already paid for) on one of their lots. */
    record PlaceBuilding(int player, boolean hotel, Pending then) implements Pending {
        public int actor() { return player; }
    }

    /**
     * A player received mortgaged deeds and has paid the interest on each: now, deed by deed,
     * lift the mortgage (paying its value) or keep it (and pay interest again when lifting later).
     */
    record MortgageChoice(int player, List<Integer> deeds, Pending then) implements Pending {
        public MortgageChoice {
            deeds = List.copyOf(deeds);
        }

        public int actor() { return player; }

        public int deed() { return deeds.get(0); }
    }

    /** Income Tax where the ruleset offers a choice: flat sum or a percentage, chosen before counting. */
    record TaxChoice(int player, int space) implements Pending {
        public int actor() { return player; }
    }

    /** The dice are thrown and the player chooses how to use them (the seminary rules' special dice). */
    record DiceChoice(int player, int die1, int die2) implements Pending {
        public int actor() { return player; }
    }

    /** On Free Parking with a big enough jackpot: take the money, or a privilege instead (seminary rules). */
    record JackpotChoice(int player) implements Pending {
        public int actor() { return player; }
    }

    /** A free ticket booth card: the player chooses which of these amusements the booth goes on. */
    record PlaceBooth(int player, List<Integer> deeds) implements Pending {
        public PlaceBooth {
            deeds = List.copyOf(deeds);
        }

        public int actor() { return player; }
    }

    /** The throw is resolved; the player may act between moves, then ends the turn. */
    record TurnOver(int player) implements Pending {
        public int actor() { return player; }
    }

    /**
     * Money owed that the debtor could not pay in cash. The game resumes with {@code then}
     * once it is settled; {@code moveAfter} is a throw still to be moved (0 when none), as
     * after a forced jail fine.
     */
    record Debt(List<Owed> owed, Pending then, int moveAfter) implements Pending {
        public Debt {
            owed = List.copyOf(owed);
        }

        public int actor() { return owed.get(0).debtor(); }
    }

    /** Nobody acts any more. {@code winner} is -1 when the game was stopped without one. */
    record GameOver(int winner) implements Pending {
        public int actor() { return -1; }
    }

    /** One sum owed: by whom, to whom ({@link Estates#BANK} for the Bank), how much, and under which rule. */
    record Owed(int debtor, int creditor, int amount, String ruleId) { }
}
