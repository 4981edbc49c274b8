package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.RuleSet;

/**
 * Every edition is exercised by at least one scenario of the library that plays under it, and every
 * edition refuses a table with more players than it seats, naming the rule and its number.
 */
class ScenarioCoverageTest {

    private static final Path LIBRARY = Path.of("../scenarios");

    @Test
    void everyRulesetPlaysInSomeScenarioOfTheLibrary() {
        ScenarioLoader loader = new ScenarioLoader(Bundle.get());
        Set<String> played = ScenarioFiles.find(List.of(LIBRARY)).stream().map(loader::load)
                .map(r -> r.scenario().rulesetId().split("\\+")[0]).collect(Collectors.toCollection(TreeSet::new));
        assertThat(played).containsAll(Bundle.get().rulesets().keySet());
    }

    @Test
    void tooManyPlayersAreRefusedWithTheRuleAndTheEditionsNumber() {
        for (RuleSet rs : Bundle.get().rulesets().values()) {
            int max = rs.maxPlayers();
            List<String> players = new ArrayList<>();
            for (int i = 0; i <= max; i++) {
                players.add("P" + (i + 1) + ": {}");
            }
            String yaml = "id: too-many\ntitle: t\ntopic: jail\nruleset: " + rs.id() + "\ngoal: g\nsetup:\n  players: {"
                    + String.join(", ", players) + "}\n";
            ScenarioLoader.LoadResult r = new ScenarioLoader(Bundle.get()).load("too-many.yaml", new StringReader(yaml));
            assertThat(r.loaded()).as(rs.id()).isFalse();
            String problems = r.problems().stream().map(Problem::toString).collect(Collectors.joining("\n"));
            assertThat(problems).as(rs.id()).contains("[setup.players:").contains("2 to " + max + " players, not " + (max + 1));
            // At the limit the table is allowed.
            String atLimit = yaml.replace(", " + players.get(max), "");
            assertThat(new ScenarioLoader(Bundle.get()).load("at-limit.yaml", new StringReader(atLimit)).problems())
                    .as(rs.id() + " with " + max).isEmpty();
        }
    }
}
