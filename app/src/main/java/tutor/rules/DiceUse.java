package tutor.rules;

/** How a throw moves the token: the usual sum, or one of the seminary rules' special dice. */
public enum DiceUse {
    SUM, FIRST_DIE, SECOND_DIE, DIFFERENCE, PRODUCT;

    /** The spaces this use moves for a throw (a difference of zero is a free landing, not a move). */
    public int steps(int die1, int die2) {
        return switch (this) {
            case SUM -> die1 + die2;
            case FIRST_DIE -> die1;
            case SECOND_DIE -> die2;
            case DIFFERENCE -> Math.abs(die1 - die2);
            case PRODUCT -> die1 * die2;
        };
    }

    /** In words, for traces and menus. */
    public String describe(int die1, int die2) {
        return switch (this) {
            case SUM -> "the sum, " + die1 + " + " + die2 + " = " + (die1 + die2);
            case FIRST_DIE -> "one die, " + die1;
            case SECOND_DIE -> "one die, " + die2;
            case DIFFERENCE -> die1 == die2 ? "the difference, 0: a free landing" : "the difference, "
                    + Math.max(die1, die2) + " - " + Math.min(die1, die2) + " = " + Math.abs(die1 - die2);
            case PRODUCT -> "the product, " + die1 + " x " + die2 + " = " + die1 * die2;
        };
    }
}
