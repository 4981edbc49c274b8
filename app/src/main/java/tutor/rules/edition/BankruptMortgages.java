package tutor.rules.edition;

/** What happens to mortgages when a bankrupt player's deeds go to the Bank and are auctioned. */
public enum BankruptMortgages {
    /** The Bank cancels them: each deed is auctioned free of its mortgage. */
    CLEARED,
    /** The deed is auctioned still mortgaged; the buyer then pays the interest and chooses to lift or keep. */
    KEPT
}
