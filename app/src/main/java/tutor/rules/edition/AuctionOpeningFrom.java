package tutor.rules.edition;

/** What a deed auction's opening bid is reckoned from. */
public enum AuctionOpeningFrom {
    /** The opening bid is the ruleset's auction-opening-bid, whatever the deed. */
    ANY_PRICE,
    /** The opening bid is the deed's printed price plus the ruleset's auction-opening-bid. */
    PRINTED_PRICE
}
