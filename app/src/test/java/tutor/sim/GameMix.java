package tutor.sim;

import java.util.List;
import tutor.data.Bundle;
import tutor.rules.state.GameState;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.Setup;
import tutor.rules.state.Table;

/**
 * The seeded random games the invariant test and the soak run play: every shipped edition and
 * house-rule set in turn, two to eight players (as the edition allows), and half the games with
 * a rich start and bots that like to build, so hotels, shortages, debts and bankruptcies happen
 * by the hundred. Game {@code n} is always the same game.
 */
final class GameMix {

    /** The editions played in turn between the special cases below. */
    private static final List<String> EDITIONS = List.of("classic", "modern", "ru-classic", "fr-classic", "fr-fast",
            "fr-timed", "us-short", "us-timed", "boutique", "us-video");
    private static final List<String> SEATS = List.of("P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8");

    private GameMix() {
    }

    /**
     * One game in twenty is Monopoly Junior; one in five has house rules on top (the pot and its
     * payments); one in five is the seminary rules; the rest go round the other editions.
     */
    static String ruleset(int game) {
        if (game % 20 == 2) {
            return "junior";
        }
        if (game % 5 == 4) {
            return game % 2 == 0 ? "classic+free-parking-pot+go-400+first-lap+no-rent-in-jail" : "modern+free-parking-pot+no-auctions";
        }
        if (game % 5 == 3) {
            return "seminary";
        }
        return EDITIONS.get(((game / 5) * 3 + game % 5) % EDITIONS.size());
    }

    static boolean builders(int game) {
        return game % 4 >= 2;
    }

    static GameState start(int game) {
        String ruleset = ruleset(game);
        int players = Math.min(2 + game % 7, Bundle.get().ruleset(ruleset).maxPlayers());
        Table table = Bundle.get().table(ruleset, SEATS.subList(0, players));
        if (builders(game)) {
            RuleSet rich = table.rules().with(RuleKey.STARTING_CASH, 4000, "rich-start", "tutor", "test: a rich start");
            table = new Table(table.board(), rich, table.cards(), table.seats(), true);
        }
        return Setup.newGame(table, game);
    }

    static Bot bot(int game) {
        return builders(game) ? new RandomBot(game * 31L + 7, 0.6) : new RandomBot(game * 31L + 7);
    }

    static int turns(int game) {
        return builders(game) ? 200 : 120;
    }
}
