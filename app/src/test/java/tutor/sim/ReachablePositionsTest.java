package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.position.PositionCheck;
import tutor.rules.position.PositionProblem;
import tutor.rules.Setup;
import tutor.rules.state.Table;

/**
 * What play reaches, the position rules accept: every state of random and thrifty games under
 * every ruleset, at the largest table each edition seats, passes {@link PositionCheck}. So the
 * loader and a position editor never refuse a table the rules can produce, and the engine never
 * produces one they would refuse. A longer run: {@code -Dtutor.reachable.seeds=40 -Dtutor.reachable.turns=400}.
 */
class ReachablePositionsTest {

    @Test
    void everyStateOfPlayUnderEveryRulesetPassesThePositionRules() {
        GameRunner runner = new GameRunner();
        List<String> problems = new ArrayList<>();
        int states = 0;
        for (String id : Bundle.get().rulesets().keySet()) {
            int most = Bundle.get().ruleset(id).maxPlayers();
            int seeds = Integer.getInteger("tutor.reachable.seeds", 4);
            for (int seed = 0; seed < seeds; seed++) {
                int players = seed == 0 ? most : 2 + seed % 5;
                List<String> names = new ArrayList<>();
                for (int i = 1; i <= Math.min(players, most); i++) {
                    names.add("P" + i);
                }
                Table table = Bundle.get().table(id, names);
                Bot bot = seed % 2 == 0 ? new RandomBot(seed) : new ThriftyBot(Math.max(1, table.rules().startingCash() / 15));
                int[] seen = {0};
                String where = id + " seed " + seed;
                runner.play(Setup.newGame(table, seed), bot, Integer.getInteger("tutor.reachable.turns", 150), false, o -> {
                    seen[0]++;
                    for (PositionProblem p : PositionCheck.check(o.after())) {
                        if (problems.size() < 10) {
                            problems.add(where + " move " + seen[0] + ": " + p.ruleId() + ": " + p.message());
                        }
                    }
                });
                states += seen[0];
            }
        }
        assertThat(problems).as("positions reached in play that the position rules refuse").isEmpty();
        // The games really ran: tens of thousands of positions across the editions.
        assertThat(states).isGreaterThan(10_000);
    }
}
