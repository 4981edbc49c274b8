package tutor.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.trace.Words;

/**
 * Every section or note a ruling can cite is worded in French and Russian (rulebook/LANG-sections.yaml),
 * and those files hold nothing the rulesets, scenarios and lessons no longer cite: a citation never falls
 * back to English in the middle of a French ruling or a scenario's "Sources" line, and a renamed section
 * never leaves a stale translation behind.
 */
class SectionsCoverageTest {

    /** Every citation the bundled scenarios and lessons give in their {@code sources:} ("us-longform, Jail; GO"). */
    static Set<String> contentCitations() {
        Set<String> out = new TreeSet<>();
        for (String root : java.util.List.of("../scenarios", "../lessons")) {
            try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.walk(java.nio.file.Path.of(root))) {
                for (java.nio.file.Path f : files.filter(p -> p.toString().endsWith(".yaml")).toList()) {
                    Object doc = new org.yaml.snakeyaml.Yaml().load(java.nio.file.Files.readString(f));
                    if (doc instanceof java.util.Map<?, ?> m && m.get("sources") instanceof java.util.List<?> sources) {
                        sources.forEach(x -> out.add(String.valueOf(x)));
                    }
                }
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "ru"})
    void everySourceAScenarioOrLessonCitesIsWorded(String language) {
        Words w = Bundle.get().words(language);
        Set<String> cited = contentCitations();
        assertThat(cited).as("the scenarios' sources").hasSizeGreaterThan(40);
        Set<String> english = new TreeSet<>();
        for (String c : cited) {
            if (!w.sections().containsKey(c) && w.section(c.substring(c.indexOf(", ") + 2)) == null) {
                english.add(c);
            }
        }
        assertThat(english).as("sources shown in English on a " + language + " Sources line").isEmpty();
        assertThat(w.citation("us-longform, Jail; Buying Property")).as("a citation of two sections, each worded")
                .isEqualTo("us-longform, " + w.sections().get("Jail") + w.templates().get("render.sections") + w.sections().get("Buying Property"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "ru"})
    void everyCitedSectionIsWorded(String language) {
        Set<String> missing = new TreeSet<>(Bundle.get().citedSections());
        missing.removeAll(Bundle.get().words(language).sections().keySet());
        assertThat(missing).as("sections not in rulebook/" + language + "-sections.yaml").isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "ru"})
    void noStaleOrEmptyTranslation(String language) {
        Set<String> stale = new TreeSet<>(Bundle.get().words(language).sections().keySet());
        stale.removeAll(Bundle.get().citedSections());
        for (String c : contentCitations()) {
            stale.remove(c);
            String section = c.substring(c.indexOf(", ") + 2);
            stale.remove(section);
            stale.removeAll(java.util.List.of(section.split("; ")));
        }
        assertThat(stale).as("sections no ruleset cites").isEmpty();
        assertThat(Bundle.get().words(language).sections().values()).allMatch(v -> !v.isBlank());
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "ru"})
    void aCitationKeepsItsSourceAndTranslatesItsSection(String language) {
        Words w = Bundle.get().words(language);
        String section = Bundle.get().ruleset("classic").clause(tutor.rules.edition.RuleKey.JAIL_FINE).section();
        String cited = "us-longform, " + section;
        assertThat(w.citation(cited)).startsWith("us-longform, ").isNotEqualTo(cited)
                .isEqualTo("us-longform, " + w.sections().get(section));
    }
}
