package tutor.rules.state;

/** The two ways to pay Income Tax where the ruleset offers a choice. */
public enum TaxOption {
    FLAT, PERCENT
}
