package tutor.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.trace.Words;

/**
 * Every section or note a ruling can cite is worded in French and Russian (rulebook/LANG-sections.yaml),
 * and those files hold nothing the rulesets no longer cite: a citation never falls back to English
 * in the middle of a French ruling, and a renamed section never leaves a stale translation behind.
 */
class SectionsCoverageTest {

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
