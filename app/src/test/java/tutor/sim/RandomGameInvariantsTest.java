package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;

/**
 * Ten thousand seeded games between random legal-move bots, across every shipped edition and
 * house-rule set ({@link GameMix}), checking after every move that nothing the rules forbid has
 * happened ({@link GameInvariants}) and that no game stalls. The soak run ({@link SoakRun}) plays
 * the same mix ten times longer.
 */
class RandomGameInvariantsTest {

    private static final int GAMES = 10_000;
    private final GameInvariants invariants = new GameInvariants();

    @Test
    void tenThousandRandomGamesKeepEveryInvariant() {
        GameRunner runner = new GameRunner();
        long moves = 0;
        int[] stops = new int[GameRunner.Stop.values().length];
        int[] seen = new int[4];
        for (int game = 0; game < GAMES; game++) {
            GameState start = GameMix.start(game);
            invariants.checkState(start);
            Bot bot = GameMix.bot(game);
            GameRunner.Result r = runner.play(start, bot, GameMix.turns(game), false, o -> {
                invariants.check(o);
                count(o, seen);
            });
            moves += r.moves();
            stops[r.stop().ordinal()]++;
        }
        // The random games must really have been played, not stopped at once, and none may stall.
        assertThat(moves).isGreaterThan(GAMES * 50L);
        assertThat(stops[GameRunner.Stop.MOVE_LIMIT.ordinal()]).as("games stuck without progress").isZero();
        assertThat(stops[GameRunner.Stop.NO_MOVE.ordinal()]).as("games with no legal move").isZero();
        assertThat(stops[GameRunner.Stop.GAME_OVER.ordinal()]).as("games played to the end").isGreaterThan(500);
        assertThat(seen[0]).as("hotels bought").isGreaterThan(10_000);
        assertThat(seen[1]).as("bankruptcies").isGreaterThan(1_000);
        assertThat(seen[2]).as("mortgaged deeds changing hands").isGreaterThan(1_000);
        assertThat(seen[3]).as("trades").isGreaterThan(10_000);
    }

    private static void count(Outcome o, int[] seen) {
        Move m = o.move();
        seen[0] += m instanceof Move.BuyHotel ? 1 : 0;
        seen[1] += m instanceof Move.DeclareBankruptcy ? 1 : 0;
        seen[2] += o.after().pending() instanceof Pending.MortgageChoice && !(o.before().pending() instanceof Pending.MortgageChoice) ? 1 : 0;
        seen[3] += m instanceof Move.Trade ? 1 : 0;
    }
}
