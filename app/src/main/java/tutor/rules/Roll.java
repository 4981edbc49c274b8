package tutor.rules;

/** One throw of the two dice. */
public record Roll(int die1, int die2) {

    public Roll {
        if (die1 < 1 || die1 > 6 || die2 < 1 || die2 > 6) {
            throw new IllegalArgumentException("a die shows 1 to 6, not " + die1 + " and " + die2);
        }
    }

    public int total() {
        return die1 + die2;
    }

    public boolean isDouble() {
        return die1 == die2;
    }

    @Override
    public String toString() {
        return die1 + "+" + die2;
    }
}
