package tutor.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import tutor.rules.edition.Clause;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;

/**
 * Wherever the texts are silent and the tutor chooses, it says so: every catalogue citation of the
 * tutor, in every language, names the tutor in its ruling, and every ruleset value the tutor chose
 * names the tutor in its section (so a ruling that cites it says it is the tutor's reading).
 */
class TutorChoicesTest {

    private static final Map<String, String> TUTOR = Map.of("en", "tutor", "fr", "tuteur", "ru", "тренажёр");

    @Test
    void everyTutorCitationInTheCatalogueSaysItIsTheTutorsChoice() {
        int seen = 0;
        for (String language : Bundle.LANGUAGES) {
            for (RuleEntry rule : Bundle.get().rulebook(language).rules().values()) {
                for (Citation c : rule.citations()) {
                    if (c.source().equals("tutor")) {
                        assertThat(c.ruling().toLowerCase(java.util.Locale.ROOT)).as(language + " " + rule.id() + " " + c.section())
                                .contains(TUTOR.get(language));
                        seen++;
                    }
                }
            }
        }
        assertThat(seen).isGreaterThan(60);
    }

    @Test
    void everyRulesetValueTheTutorChoseSaysSoInItsSection() {
        for (RuleSet rs : Bundle.get().rulesets().values()) {
            for (Map.Entry<RuleKey<?>, Clause<?>> e : rs.clauses().entrySet()) {
                if (e.getValue().source().equals("tutor")) {
                    assertThat(e.getValue().section()).as(rs.id() + " " + e.getKey().name()).containsIgnoringCase("tutor");
                }
            }
        }
        // The four readings a rules lawyer asks about, each with the tutor as its source or citation.
        RuleSet classic = Bundle.get().ruleset("classic");
        assertThat(classic.clause(RuleKey.AUCTION_PASS_FINAL).source()).isEqualTo("tutor");
        assertThat(classic.clause(RuleKey.AUCTION_BID_WITHIN_CASH).source()).isEqualTo("tutor");
        RuleEntry shortage = Bundle.get().rulebook("en").rule("build.shortage.auction").orElseThrow();
        assertThat(shortage.citations()).anyMatch(c -> c.source().equals("tutor") && c.ruling().contains("one at a time"))
                .anyMatch(c -> c.source().equals("tutor") && c.ruling().contains("pays the winning bid"));
    }
}
