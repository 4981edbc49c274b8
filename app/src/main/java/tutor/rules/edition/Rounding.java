package tutor.rules.edition;

/** How a percentage of a sum is brought to whole dollars. */
public enum Rounding {
    /** Up to the next whole dollar: $17.50 becomes $18. */
    UP,
    /** To the nearest whole dollar, halves up. */
    NEAREST;

    /** {@code numerator / denominator} rounded this way; both are non-negative. */
    public int apply(int numerator, int denominator) {
        return switch (this) {
            case UP -> (numerator + denominator - 1) / denominator;
            case NEAREST -> (2 * numerator + denominator) / (2 * denominator);
        };
    }
}
