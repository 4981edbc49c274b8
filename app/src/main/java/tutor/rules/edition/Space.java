package tutor.rules.edition;

/**
 * One of the board's spaces.
 *
 * @param deed   the deed printed on this space, or -1
 * @param deckId the card deck drawn here (kind CARD), or empty
 * @param taxId  the tax charged here (kind TAX: "income" or "luxury"), or empty
 * @param fee    what stopping here costs (kinds SHOW and TO_REST), else 0
 */
public record Space(int index, SpaceKind kind, String name, int deed, String deckId, String taxId, int fee) {

    public Space(int index, SpaceKind kind, String name, int deed, String deckId, String taxId) {
        this(index, kind, name, deed, deckId, taxId, 0);
    }
}
