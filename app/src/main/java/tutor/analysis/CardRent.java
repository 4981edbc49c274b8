package tutor.analysis;

/**
 * Whether the rent of a railroad or utility counts the Chance cards that send a player there and
 * change its rent ("advance to the nearest railroad and pay the owner twice the rental"; "to the
 * nearest utility and pay ten times the amount thrown"). Published tables differ on this, so the lab
 * offers both and says which it uses.
 */
public enum CardRent {
    /** As the cards say: twice the railroad's rent, ten times a fresh throw at a utility (the default). */
    CARDS("cards"),
    /** Every arrival pays as the deed prints it: the railroad's rent, the utility's multiplier times a throw. */
    PRINTED("printed");

    private final String id;

    CardRent(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static CardRent of(String id) {
        for (CardRent c : values()) {
            if (c.id.equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException("no card-rent convention '" + id + "'; use cards or printed");
    }
}
