package tutor.scenario;

import java.util.Collection;
import java.util.Optional;
import tutor.data.Bundle;
import tutor.data.YamlNodes;
import tutor.text.Phrase;

/**
 * The end of a message about a mistyped name, in the reader's language: "; did you mean
 * 'rent.railroad'?" when one name is close, else the names allowed when there are few; and what
 * is wrong with a ruleset named on the command line or in a file.
 */
public final class Suggest {

    private Suggest() {
    }

    /** "; did you mean 'x'?", "; expected one of: a, b, c", or nothing. */
    public static Phrase didYouMean(String given, Collection<String> allowed) {
        Optional<String> best = YamlNodes.nearest(given, allowed);
        if (best.isPresent()) {
            return Phrase.of("problem", "suggest.did-you-mean", best.get());
        }
        return allowed.size() <= 14 ? Phrase.of("problem", "suggest.one-of", String.join(", ", allowed)) : Phrase.literal("");
    }

    /**
     * What is wrong with a ruleset spec ({@code classic+go-400}): an edition or a house rule that does
     * not exist, with the nearest name; empty when the bundle has them all.
     */
    public static Optional<Phrase> rulesetProblem(Bundle bundle, String spec) {
        String[] parts = spec.split("\\+");
        if (!bundle.rulesets().containsKey(parts[0])) {
            return Optional.of(Phrase.of("problem", "ruleset.unknown", parts[0], didYouMean(parts[0], bundle.rulesets().keySet())));
        }
        for (int i = 1; i < parts.length; i++) {
            if (!bundle.houseRules().containsKey(parts[i])) {
                return Optional.of(Phrase.of("problem", "ruleset.unknown-house-rule", parts[i],
                        didYouMean(parts[i], bundle.houseRules().keySet())));
            }
        }
        return Optional.empty();
    }
}
