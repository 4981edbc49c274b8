package tutor.rules.state;

/** One throw: of two dice, or of one die where a game uses one ({@code die2} is then 0). */
public record Roll(int die1, int die2) {

    public Roll {
        if (die1 < 1 || die1 > 6 || die2 < 0 || die2 > 6) {
            throw new IllegalArgumentException("a die shows 1 to 6, not " + die1 + " and " + die2);
        }
    }

    /** A throw of a single die. */
    public static Roll single(int die) {
        return new Roll(die, 0);
    }

    public boolean singleDie() {
        return die2 == 0;
    }

    public int total() {
        return die1 + die2;
    }

    public boolean isDouble() {
        return die2 != 0 && die1 == die2;
    }

    @Override
    public String toString() {
        return die2 == 0 ? Integer.toString(die1) : die1 + "+" + die2;
    }
}
