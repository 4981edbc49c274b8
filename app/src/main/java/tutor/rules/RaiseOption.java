package tutor.rules;

/** One way for a debtor to raise cash now, and how much it brings. */
public record RaiseOption(Move move, int amount) {
}
