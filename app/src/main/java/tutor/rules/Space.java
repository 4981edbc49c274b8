package tutor.rules;

/**
 * One of the board's spaces.
 *
 * @param deed   the deed printed on this space, or -1
 * @param deckId the card deck drawn here (kind CARD), or empty
 * @param taxId  the tax charged here (kind TAX: "income" or "luxury"), or empty
 */
public record Space(int index, SpaceKind kind, String name, int deed, String deckId, String taxId) {
}
