package tutor.rules.state;

/**
 * Rent owed but not yet asked for. It lapses when the ruleset's claim window closes.
 *
 * @param turnsPassed turns handed on since the payer's turn; the claim lapses at the first throw
 *                    once this reaches the ruleset's {@code rent-claim-turns}
 */
public record RentClaim(int owner, int payer, int deed, int amount, int turnsPassed) {
}
