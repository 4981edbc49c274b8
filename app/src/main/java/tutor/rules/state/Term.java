package tutor.rules.state;

/**
 * Something players sometimes try to add to a deal that the rules do not allow. The referee
 * refuses any trade carrying one, and says which rule forbids it.
 */
public sealed interface Term {

    /** Money handed over now to be paid back later: only the Bank lends, and only on mortgages. */
    record Loan(int amount) implements Term { }

    /** A promise not to charge rent on a deed for some turns. */
    record RentImmunity(int deed, int turns) implements Term { }
}
