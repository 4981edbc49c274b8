package tutor.rules.state;

/** A ledger entry: money from a holder to another ({@link Estates#BANK} is the Bank), under a rule. */
public record Transfer(int from, int to, int amount, String ruleId) {
}
