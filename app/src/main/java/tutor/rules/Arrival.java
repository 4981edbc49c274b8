package tutor.rules;

/**
 * How a token reached its space, which some rents depend on.
 *
 * @param diceTotal          the throw that moved the player (utility rent); 0 if no throw did
 * @param railroadMultiplier 1 normally; the nearest-railroad card's multiplier after that card
 * @param utilityMultiplier  0 normally (the deed's ladder applies); the card's multiplier after
 *                           the nearest-utility card, which also calls for a fresh throw
 * @param cardId             the card that moved the player, or empty
 */
record Arrival(int diceTotal, int railroadMultiplier, int utilityMultiplier, String cardId) {

    static Arrival byThrow(int total) {
        return new Arrival(total, 1, 0, "");
    }

    static Arrival byCard(String cardId) {
        return new Arrival(0, 1, 0, cardId);
    }
}
