package tutor.trace;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The rule catalogue of one language: every rule id the engine uses, explained and cited, and the
 * templates that word every step of a ruling.
 */
public final class Rulebook {

    private final String language;
    private final Map<String, RuleSource> sources;
    private final Map<String, RuleEntry> rules;
    private final Words words;

    public Rulebook(String language, Map<String, RuleSource> sources, Map<String, RuleEntry> rules) {
        this(language, sources, rules, Words.NONE);
    }

    /** @param words the step templates and usual words of this language */
    public Rulebook(String language, Map<String, RuleSource> sources, Map<String, RuleEntry> rules, Words words) {
        this.language = language;
        this.sources = Collections.unmodifiableMap(new LinkedHashMap<>(sources));
        this.rules = Collections.unmodifiableMap(new LinkedHashMap<>(rules));
        this.words = words;
    }

    /** The step templates and words of this language. */
    public Words words() {
        return words;
    }

    public String language() {
        return language;
    }

    public Optional<RuleEntry> rule(String id) {
        return Optional.ofNullable(rules.get(id));
    }

    public Optional<RuleSource> source(String id) {
        return Optional.ofNullable(sources.get(id));
    }

    public Map<String, RuleEntry> rules() {
        return rules;
    }

    public Map<String, RuleSource> sources() {
        return sources;
    }

    /** The title of a rule, or its id when the catalogue lacks it (a test keeps that from happening). */
    public String title(String ruleId) {
        RuleEntry entry = rules.get(ruleId);
        return entry == null ? ruleId : entry.title();
    }
}
