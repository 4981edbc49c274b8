package tutor.rules.edition;

/** What happens to a deed when an auction ends with no bid. */
public enum AuctionUnsold {
    /** It stays with the Bank, unowned, until someone lands on it again. */
    BANK_KEEPS,
    /**
     * The sale is put off: the deed stays with the Bank, and the next player to stop on it may buy
     * it or decline it into a new auction.
     */
    DEFERRED
}
