package tutor.rules.state;

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

    /** What this use moves by, as a message (worded by a language): {@code dice.use.<use>}. */
    public tutor.trace.Msg describe(int die1, int die2) {
        String id = this == DIFFERENCE && die1 == die2 ? "dice.use.free-landing" : "dice.use." + name().toLowerCase(java.util.Locale.ROOT);
        return tutor.trace.Msg.of(id, "a", die1, "b", die2, "high", Math.max(die1, die2), "low", Math.min(die1, die2),
                "result", steps(die1, die2));
    }
}
