package tutor.rules.edition;

/** How players are valued when a game ends before one player is left. */
public enum Valuation {
    /** Cash, deeds at the printed price (mortgaged ones at half), buildings at cost. */
    PRICE_MORTGAGED_HALF,
    /** Cash, unmortgaged deeds at twice the printed price (mortgaged ones at nothing), buildings at cost. */
    DOUBLE_PRICE_MORTGAGED_NONE,
    /** Cash only (Monopoly Junior: the player with the most money wins). */
    CASH_ONLY
}
