package tutor.rules.state;

/**
 * Open bidding as sets of seats (bit i for seat i): who takes part, who has passed on the current
 * highest bid, and whom the auctioneer asks next. Shared by deed and building auctions.
 */
final class Bidding {

    /** Seats are at most this many, as sets are ints. */
    static final int MAX_SEATS = 31;

    private Bidding() {
    }

    static boolean has(int set, int seat) {
        return seat >= 0 && seat < MAX_SEATS && (set & (1 << seat)) != 0;
    }

    /** Bidders other than the highest who have not passed on the highest bid. */
    static int open(int bidders, int passed, int bidder) {
        int open = bidders & ~passed;
        return bidder >= 0 ? open & ~(1 << bidder) : open;
    }

    static boolean mayAct(int bidders, int passed, int bidder, int seat) {
        return has(open(bidders, passed, bidder), seat);
    }

    /** Every bidder but the highest has passed on the highest bid (or, with no bid, everyone has passed). */
    static boolean decided(int bidders, int passed, int bidder) {
        return open(bidders, passed, bidder) == 0;
    }

    /**
     * Whom the auctioneer asks: in seat order after the highest bidder, or from {@code from} when
     * nobody has bid yet, the first bidder who may still speak; -1 when the auction is decided.
     */
    static int asked(int bidders, int passed, int bidder, int from) {
        int open = open(bidders, passed, bidder);
        if (open == 0) {
            return -1;
        }
        int start = bidder >= 0 ? bidder + 1 : from;
        for (int i = 0; i < MAX_SEATS; i++) {
            int s = Math.floorMod(start + i, MAX_SEATS);
            if ((open & (1 << s)) != 0) {
                return s;
            }
        }
        return -1;
    }
}
