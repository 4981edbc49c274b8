package tutor.cli;

import tutor.data.Bundle;
import tutor.rules.edition.RuleSet;

/** Resolves a ruleset named on the command line: an edition, optionally with house rules ({@code classic+go-400}). */
final class Rulesets {

    private Rulesets() {
    }

    static RuleSet require(String spec) {
        try {
            return Bundle.get().ruleset(spec);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage() + "; editions: " + String.join(", ", Bundle.get().rulesets().keySet())
                    + "; house rules (add with +): " + String.join(", ", Bundle.get().houseRules().keySet()));
        }
    }
}
