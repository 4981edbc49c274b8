package tutor.rules.state;

/** What a player takes from a big jackpot under the seminary rules: the money, or one privilege instead. */
public enum JackpotPrize {
    /** The money in the jackpot. */
    CASH,
    /** One deed of the player's choice from the Bank, free. */
    DEED,
    /** Up to the ruleset's number of houses, free, on a group the player may build on. */
    HOUSES,
    /** A Chance or Community Chest card already played, followed again. */
    CARD,
    /** A sum from every other player. */
    COLLECT
}
