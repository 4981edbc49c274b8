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
    private Words words;
    private Rulebook fallback;

    public Rulebook(String language, Map<String, RuleSource> sources, Map<String, RuleEntry> rules) {
        this(language, sources, rules, Words.NONE);
    }

    /** @param words the step templates and usual words of this language */
    public Rulebook(String language, Map<String, RuleSource> sources, Map<String, RuleEntry> rules, Words words) {
        this.language = language;
        this.sources = Collections.unmodifiableMap(new LinkedHashMap<>(sources));
        this.rules = Collections.unmodifiableMap(new LinkedHashMap<>(rules));
        Map<String, String> titles = new LinkedHashMap<>();
        rules.forEach((id, r) -> titles.put(id, r.title()));
        this.words = words.withTitles(titles).withSources(sourceTitles(sources, Map.of()));
    }

    /** Source titles by id, this catalogue's own over those it borrows: a citation inside a step names its source. */
    private static Map<String, String> sourceTitles(Map<String, RuleSource> own, Map<String, RuleSource> borrowed) {
        Map<String, String> out = new LinkedHashMap<>();
        borrowed.forEach((id, s) -> out.put(id, s.title()));
        own.forEach((id, s) -> out.put(id, s.title()));
        return out;
    }

    /** The step templates and words of this language. */
    public Words words() {
        return words;
    }

    public String language() {
        return language;
    }

    public Optional<RuleEntry> rule(String id) {
        RuleEntry own = rules.get(id);
        if (own == null && fallback != null) {
            return fallback.rule(id);
        }
        return Optional.ofNullable(own);
    }

    /** Whether this language's own catalogue explains the rule (not borrowed from another language). */
    public boolean explains(String id) {
        return rules.containsKey(id);
    }

    /** The catalogue in another language this one borrows missing rules and sources from, or null. */
    public Rulebook fallback() {
        return fallback;
    }

    /** The same catalogue, borrowing what it lacks from another language's. */
    public Rulebook withFallback(Rulebook other) {
        Rulebook r = new Rulebook(language, sources, rules, words);
        r.fallback = other;
        r.words = r.words.withSources(sourceTitles(sources, other.sources));
        return r;
    }

    /**
     * A citation as a learner reads it wherever the tutor shows one (the ruling pane, the dispute desk, a
     * trace printed by {@code explain}, an export): the source by its title in this language, not its id
     * ("French rules", not "fr-classic"), and the cited section in this language too, joined by the
     * {@code render.source-section} message (a dash in English, a full stop in Russian, since a section may be a
     * whole sentence; French says ", section Jail" and keeps the full stop for the tutor's own choices, whose
     * "section" is a sentence, so the message is also given the source id). {@code cited} is as a ruleset or step records it: a source id,
     * optionally followed by ", " and a section. An id this catalogue does not know is shown as it is.
     */
    public String cited(String cited) {
        if (cited == null || cited.isEmpty()) {
            return "";
        }
        String local = words.citation(cited);
        int comma = local.indexOf(", ");
        String id = comma < 0 ? local : local.substring(0, comma);
        String section = comma < 0 ? "" : local.substring(comma + 2);
        // Several sections are listed as the language lists them ("sections Paying Rent and Boutiques"); the
        // tutor's own "section" is a sentence, which no semicolon divides.
        tutor.text.Lists.Sections listed = "tutor".equals(id) ? new tutor.text.Lists.Sections(section, "one")
                : tutor.text.Lists.sections(section, language);
        return source(id).map(s -> section.isEmpty() ? s.title()
                : words.format(Msg.of("render.source-section", "title", Arg.text(s.title()), "section", Arg.text(listed.text()),
                        "source", Arg.text(id), "sections", Arg.text(listed.several())), Names.NONE))
                .orElse(local);
    }

    public Optional<RuleSource> source(String id) {
        RuleSource own = sources.get(id);
        if (own == null && fallback != null) {
            return fallback.source(id);
        }
        return Optional.ofNullable(own);
    }

    public Map<String, RuleEntry> rules() {
        return rules;
    }

    public Map<String, RuleSource> sources() {
        return sources;
    }

    /** The title of a rule, or its id when the catalogue lacks it (a test keeps that from happening). */
    public String title(String ruleId) {
        return rule(ruleId).map(RuleEntry::title).orElse(ruleId);
    }
}
