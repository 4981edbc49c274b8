package tutor.rules.edition;

/** What a board space does when a token stops on it. */
public enum SpaceKind {
    GO, STREET, RAILROAD, UTILITY, CARD, TAX, JAIL, FREE_PARKING, GO_TO_JAIL,
    /** A miniature railway (Monopoly Junior): throw again and move on. */
    RIDE_AGAIN,
    /** A show (Monopoly Junior): pay its fee into the loose change. */
    SHOW,
    /** A resting place (Monopoly Junior's cafe): stopping there is just waiting. */
    REST,
    /** Go to the resting place (Monopoly Junior): pay the fee into the loose change and move there, no salary. */
    TO_REST;

    public boolean isDeed() {
        return this == STREET || this == RAILROAD || this == UTILITY;
    }
}
