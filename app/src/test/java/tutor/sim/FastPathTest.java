package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.Setup;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Table;

/**
 * The fast path simulations and mining use ({@link GameRunner#playFast}: no trace, and a move a computer player has
 * already had allowed is not checked again) rules every game exactly as the traced referee does: under every shipped
 * ruleset, the lab's four strategies play the same moves to the same final position both ways.
 */
class FastPathTest {

    @Test
    void fastGamesEndInTheTracedGamesPositionUnderEveryRuleset() {
        List<Policy> strategies = Strategies.parseAll(String.join(",", Strategies.DEFAULT));
        GameRunner runner = new GameRunner();
        int trustedMoves = 0;
        int games = 0;
        for (String id : Bundle.get().rulesets().keySet()) {
            int players = Math.min(4, Bundle.get().ruleset(id).maxPlayers());
            Table table = Bundle.get().table(id, List.of("Ann", "Ben", "Cat", "Dan").subList(0, players));
            for (int seed = 0; seed < 3; seed++) {
                GameState start = Setup.newGame(table, seed);
                List<Policy> seats = strategies.subList(0, players);
                GameRunner.Result traced = runner.play(start, new Players(seats), 200 * players, true, o -> { });
                Players fastBots = new Players(seats);
                int[] trusted = {0};
                GameRunner.Result fast = runner.playFast(start, fastBots, 200 * players, (before, m, after) -> {
                    trusted[0] += fastBots.allowedAlready(before, m) ? 1 : 0;
                });
                assertThat(position(fast.last())).as("%s seed %d", id, seed).isEqualTo(position(traced.last()));
                assertThat(fast.moves()).as("%s seed %d moves", id, seed).isEqualTo(traced.moves());
                assertThat(fast.stop()).isEqualTo(traced.stop());
                trustedMoves += trusted[0];
                games++;
            }
        }
        assertThat(games).isGreaterThanOrEqualTo(36);
        assertThat(trustedMoves).as("moves ruled without a second check").isGreaterThan(games * 10);
    }

    /** Everything a position holds, in words to compare (a game's deeds are kept in arrays, compared by identity). */
    private static String position(GameState s) {
        StringBuilder b = new StringBuilder(s.players() + " " + s.pending() + " turn " + s.turn() + " houses " + s.bankHouses()
                + " hotels " + s.bankHotels() + " decks " + s.decks() + " dice " + s.dice() + " claims " + s.claims()
                + " requests " + s.requests() + " pot " + s.pot() + " current " + s.current() + " doubles " + s.doubles());
        for (int d = 0; d < s.estates().size(); d++) {
            b.append(" | ").append(s.estates().owner(d)).append(',').append(s.estates().houses(d)).append(',')
                    .append(s.estates().hotel(d)).append(',').append(s.estates().mortgaged(d));
        }
        return b.toString();
    }

    @Test
    void aMoveNeverAllowedIsStillChecked() {
        Table table = Bundle.get().table("classic", List.of("Ann", "Ben"));
        GameState start = Setup.newGame(table, 1);
        Players bots = new Players(Strategies.parseAll("buy-all,trader"));
        Move notYetAsked = new Move.EndTurn(0);
        assertThat(bots.allowedAlready(start, notYetAsked)).isFalse();
        // Ending the turn before throwing the dice is refused, even on the fast path.
        assertThat(new tutor.rules.Referee().next(start, notYetAsked)).isNull();
    }
}
