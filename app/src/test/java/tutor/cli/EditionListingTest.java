package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.data.Bundle;
import tutor.rules.edition.RuleSet;
import tutor.scenario.EditionNames;
import tutor.trace.RuleEntry;

/** The help, {@code rules --list} and {@code rule --list} name every edition, house rule and rule, in each language. */
class EditionListingTest {

    private String run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8));
        assertThat(code).isZero();
        return out.toString(StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void theHelpAndRulesListNameEveryEditionAndHouseRule(String language) {
        String help = run("help", "--lang", language);
        String list = run("rules", "--list", "--lang", language);
        for (RuleSet rs : Bundle.get().rulesets().values()) {
            String line = String.format("    %-12s %s", rs.id(), EditionNames.of(rs, language));
            assertThat(help).as("help names " + rs.id()).contains(line);
            assertThat(list).as("rules --list names " + rs.id()).contains(line);
        }
        for (String houseRule : Bundle.get().houseRules().keySet()) {
            String line = String.format("    %-18s %s", houseRule, EditionNames.houseRule(houseRule, language));
            assertThat(help).contains(line);
            assertThat(list).contains(line);
        }
        assertThat(help).contains("rules --list").contains("rule --list");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void ruleListNamesEveryRuleOfTheCatalogue(String language) {
        String list = run("rule", "--list", "--lang", language);
        int rules = 0;
        for (RuleEntry e : Bundle.get().rulebook(language).rules().values()) {
            assertThat(list).contains(e.id() + "  " + e.title() + System.lineSeparator());
            rules++;
        }
        assertThat(list.lines().count()).isEqualTo(rules);
        assertThat(rules).isGreaterThan(120);
    }
}
