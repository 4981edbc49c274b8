package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.Setup;
import tutor.rules.state.GameState;
import tutor.rules.state.Table;

/**
 * The strategies' auctions played as one bid (the last of the climb) end every game exactly as the
 * one-dollar climb does: the same winner, turns, cash, deeds and buildings, game by game, under every
 * edition and with three, four and six players.
 */
class AuctionClimbTest {

    @Test
    void theLastBidOfTheClimbEndsEveryGameAsTheClimbDoes() {
        List<String> rulesets = List.of("classic", "modern", "ru-classic", "fr-classic", "fr-fast", "us-short", "us-timed",
                "boutique", "us-video", "seminary", "junior", "classic+free-parking-pot+go-400");
        List<Policy> strategies = Strategies.parseAll("buy-all,reserve-200,three-houses,trader,bid-to-150,cautious");
        int compared = 0;
        for (String rs : rulesets) {
            for (int players : List.of(3, 4, 6)) {
                int n = Math.min(players, Bundle.get().ruleset(rs).maxPlayers());
                Table table = Bundle.get().table(rs, List.of("A", "B", "C", "D", "E", "F").subList(0, n));
                SimulationSpec spec = new SimulationSpec(table, strategies, 40, 7, SimulationSpec.DEFAULT_CAP_ROUNDS, 1,
                        SimulationSpec.DEFAULT_SAMPLE_ROUNDS);
                for (int g = 0; g < 12; g++) {
                    assertThat(end(spec, g, true)).as(rs + " game " + g).isEqualTo(end(spec, g, false));
                    compared++;
                }
            }
        }
        assertThat(compared).isEqualTo(12 * 3 * 12);
    }

    /** How a game ended: turns, winner, and every player's cash and holdings, as text. */
    private static String end(SimulationSpec spec, int game, boolean climbs) {
        Players.climbs = climbs;
        try {
            List<Policy> seats = new ArrayList<>();
            for (int seat = 0; seat < spec.players(); seat++) {
                seats.add(spec.strategyAt(game, seat));
            }
            GameState last = new GameRunner().playFast(Setup.newGame(spec.table(), spec.gameSeed(game)), new Players(seats),
                    spec.capRounds() * spec.players(), (b, m, a) -> { }).last();
            StringBuilder out = new StringBuilder("turn " + last.turn() + " " + last.pending() + "\n");
            for (int seat = 0; seat < spec.players(); seat++) {
                out.append(last.player(seat)).append('\n');
            }
            for (int d = 0; d < last.estates().size(); d++) {
                out.append(d).append(':').append(last.estates().owner(d)).append('/').append(last.estates().houses(d))
                        .append(last.estates().hotel(d) ? "H" : "").append(last.estates().mortgaged(d) ? "M" : "").append(' ');
            }
            return out.toString();
        } finally {
            Players.climbs = true;
        }
    }
}
