package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.Setup;
import tutor.rules.state.Table;

/**
 * The computer players stay legal under every shipped ruleset: long games of the thrifty bot (the
 * one the demo and simulations use) run to their end or the turn cap, with every ruling traced,
 * and the runner fails on the first move the referee refuses.
 */
class BotsUnderEveryRulesetTest {

    @Test
    void thriftyBotsPlayLongLegalGamesUnderEveryRuleset() {
        List<String> rulesets = List.copyOf(Bundle.get().rulesets().keySet());
        assertThat(rulesets).hasSizeGreaterThanOrEqualTo(12);
        GameRunner runner = new GameRunner();
        for (String id : rulesets) {
            int ended = 0;
            for (int seed = 0; seed < 6; seed++) {
                int players = Math.min(2 + seed % 4, Bundle.get().ruleset(id).maxPlayers());
                Table table = Bundle.get().table(id, List.of("Ann", "Ben", "Cat", "Dan", "Eve").subList(0, players));
                Bot bot = new ThriftyBot(Math.max(1, table.rules().startingCash() / 15));
                GameRunner.Result r = runner.play(Setup.newGame(table, seed), bot, 1_000, seed == 0, o -> { });
                assertThat(r.stop()).as("%s seed %d", id, seed).isIn(GameRunner.Stop.GAME_OVER, GameRunner.Stop.TURN_LIMIT);
                assertThat(r.turns()).as("%s seed %d turns", id, seed).isPositive();
                ended += r.stop() == GameRunner.Stop.GAME_OVER ? 1 : 0;
            }
            assertThat(ended).as("%s games played to the end", id).isPositive();
        }
    }
}
