package tutor.cli;

import tutor.data.Bundle;
import tutor.rules.edition.RuleSet;
import tutor.scenario.Suggest;
import tutor.text.Phrase;

/** Resolves a ruleset named on the command line: an edition, optionally with house rules ({@code classic+go-400}). */
final class Rulesets {

    private Rulesets() {
    }

    static RuleSet require(String spec) {
        Phrase wrong = Suggest.rulesetProblem(Bundle.get(), spec).orElse(null);
        if (wrong == null) {
            try {
                return Bundle.get().ruleset(spec);
            } catch (IllegalArgumentException e) {
                wrong = Phrase.literal(e.getMessage());
            }
        }
        throw new UsageException(Phrase.of("cli", "error.ruleset", wrong,
                String.join(", ", Bundle.get().rulesets().keySet()), String.join(", ", Bundle.get().houseRules().keySet())));
    }
}
