package tutor.rules.edition;

/** Where the bidding starts when scarce houses or hotels are auctioned. */
public enum BuildingAuctionOpening {
    /** The same opening as deed auctions (the ruleset's auction-opening-bid). */
    AUCTION_MINIMUM,
    /** The building's printed price. */
    BUILDING_PRICE
}
