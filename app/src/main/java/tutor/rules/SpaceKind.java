package tutor.rules;

/** What a board space does when a token stops on it. */
public enum SpaceKind {
    GO, STREET, RAILROAD, UTILITY, CARD, TAX, JAIL, FREE_PARKING, GO_TO_JAIL;

    public boolean isDeed() {
        return this == STREET || this == RAILROAD || this == UTILITY;
    }
}
