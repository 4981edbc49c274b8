package tutor.rules;

/**
 * One way for a debtor to raise cash now: what to do, in plain words, and how much it brings.
 * The last option is always a trade with another player, whose move and amount are whatever the
 * two agree, so it has no move and an amount of 0.
 */
public record RaiseOption(String label, Move move, int amount) {

    public boolean isTrade() {
        return move == null;
    }
}
