package tutor.rules;

/** What happens to a deed when an auction ends with no bid. */
public enum AuctionUnsold {
    /** It stays with the Bank, unowned, until someone lands on it again. */
    BANK_KEEPS
}
