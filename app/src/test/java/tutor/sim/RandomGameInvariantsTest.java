package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;

/**
 * Seeded games between random legal-move bots, across every shipped edition and house-rule set ({@link GameMix}),
 * checking after every move that nothing the rules forbid has happened ({@link GameInvariants}) and that no game
 * stalls.
 *
 * <p>How many: the mix repeats its shape every 700 games (edition and house rules every 100, player count every 7,
 * rich builders every 4), so 700 games play each of its 185 kinds of game once. The suite plays three rounds of it,
 * 2,100 games and 1.3 million checked moves, each kind with three different dice and bots (issue 22: the 10,000 games
 * this test played took a minute or more of every CI run). The soak run ({@link SoakRun},
 * {@code mvn -B -Psoak -pl app test-compile exec:exec}) plays the same games 0 to 99,999 with the same checks, so the
 * games beyond the suite's are still played, before a release. The counts below hold at the rates they held for
 * 10,000 games (hotels, bankruptcies, mortgaged deeds changing hands and trades each seen by the hundred at least).
 */
class RandomGameInvariantsTest {

    /** Three rounds of the mix's 700-game cycle (see above). */
    private static final int GAMES = 3 * 700;
    private final GameInvariants invariants = new GameInvariants();

    @Test
    void everyKindOfRandomGameThreeTimesKeepsEveryInvariant() {
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
        // At least as often as 10,000 games had to show them: one game in 20 to the end, a hotel and a trade a game,
        // a bankruptcy and a mortgaged deed changing hands every tenth game (2,100 games: 217, 7,401, 18,312, 712, 12,635).
        assertThat(stops[GameRunner.Stop.GAME_OVER.ordinal()]).as("games played to the end").isGreaterThan(GAMES / 20);
        assertThat(seen[0]).as("hotels bought").isGreaterThan(GAMES);
        assertThat(seen[1]).as("bankruptcies").isGreaterThan(GAMES / 10);
        assertThat(seen[2]).as("mortgaged deeds changing hands").isGreaterThan(GAMES / 10);
        assertThat(seen[3]).as("trades").isGreaterThan(GAMES);
    }

    private static void count(Outcome o, int[] seen) {
        Move m = o.move();
        seen[0] += m instanceof Move.BuyHotel ? 1 : 0;
        seen[1] += m instanceof Move.DeclareBankruptcy ? 1 : 0;
        seen[2] += o.after().pending() instanceof Pending.MortgageChoice && !(o.before().pending() instanceof Pending.MortgageChoice) ? 1 : 0;
        seen[3] += m instanceof Move.Trade ? 1 : 0;
    }
}
