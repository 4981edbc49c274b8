package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.position.PositionBuilder;
import tutor.rules.Setup;

/**
 * The scenario keys that express the rest of the rulebooks: deeds dealt at the start (free or
 * paid, dealt or chosen), more than eight players where an edition seats them, the direction of
 * play, and checks on the pot, the top and bottom of a deck and the direction.
 */
class SetupFormatTest {

    private final ScenarioLoader loader = new ScenarioLoader(Bundle.get());
    private final ScenarioRunner runner = new ScenarioRunner();

    private ScenarioLoader.LoadResult load(String ruleset, String setup, String script) {
        String yaml = "id: t\ntitle: T\ntopic: test\ngoal: G.\nruleset: " + ruleset + "\nsetup:\n" + setup.indent(2)
                + (script.isEmpty() ? "" : "script:\n" + script.indent(2));
        return loader.load("t.yaml", new StringReader(yaml));
    }

    private Scenario scenario(String ruleset, String setup, String script) {
        ScenarioLoader.LoadResult r = load(ruleset, setup, script);
        assertThat(r.problems()).isEmpty();
        return r.scenario();
    }

    private List<String> problems(String ruleset, String setup) {
        return load(ruleset, setup, "").problems().stream().map(p -> p.line() + ":" + p.column() + ": " + p.message()).toList();
    }

    private static int deed(GameState s, String name) {
        return s.board().spaceNamed(name).orElseThrow().deed();
    }

    @Test
    void theTimeLimitGameDealsTwoDeedsEachPaidAtThePrintedPrice() {
        GameState s = scenario("us-timed", """
                deal: {Ann: [Boardwalk, Park Place], Ben: [Reading Railroad, Mediterranean Avenue]}
                players: {Ann: {}, Ben: {cash: 1000}}
                """, "").start();
        assertThat(s.player(0).cash()).isEqualTo(1500 - 400 - 350);
        assertThat(s.player(1).cash()).isEqualTo(1000 - 200 - 60);
        assertThat(s.estates().owner(deed(s, "Park Place"))).isEqualTo(0);
        assertThat(s.estates().owner(deed(s, "Mediterranean Avenue"))).isEqualTo(1);
        assertThat(s.estates().countOwnedBy(0) + s.estates().countOwnedBy(1)).isEqualTo(4);
    }

    @Test
    void theSeminaryPairsAreChosenAndFreeAndEveryPlayerTakesOne() {
        GameState s = scenario("seminary", """
                deal: {Ann: [Boardwalk, Park Place], Ben: [Reading Railroad, Short Line], Cat: [Baltic Avenue, Vermont Avenue]}
                players: {Ann: {}, Ben: {}, Cat: {deeds: [Mediterranean Avenue]}}
                """, "").start();
        assertThat(s.players()).allSatisfy(p -> assertThat(p.cash()).isEqualTo(1000));
        assertThat(s.estates().countOwnedBy(2)).isEqualTo(3);
        assertThat(problems("seminary", """
                deal: {Ann: [Boardwalk, Park Place, Baltic Avenue], Ben: [Reading Railroad, Short Line]}
                players: {Ann: {}, Ben: {}, Cat: {}}
                """)).containsExactly(
                "7:9: Cat is dealt nothing; under seminary each player chooses one set of 2, free [setup.deal-deeds: Deeds dealt at the start (short games)]",
                "7:15: Ann is dealt 3 deeds; under seminary each player chooses one set of 2, free [setup.deal-deeds: Deeds dealt at the start (short games)]");
    }

    @Test
    void aDealtDeedCannotAlsoBeListedUnderAPlayer() {
        assertThat(problems("us-short", """
                deal: {Ann: [Boardwalk, Park Place, Baltic Avenue], Ben: [Reading Railroad, Short Line, Oriental Avenue]}
                players: {Ann: {}, Ben: {deeds: [Boardwalk]}}
                """)).containsExactly("7:16: Boardwalk is listed under Ben as well; a deed has one owner [position.one-owner: A deed has one owner]");
    }

    @Test
    void aShuffledDealIsTheGamesOwnDealFromTheSeed() {
        Scenario sc = scenario("fr-fast", """
                deal: shuffled
                seed: 42
                players: {Ann: {}, Ben: {}, Cat: {}}
                """, "");
        GameState expected = Setup.deal(new PositionBuilder(sc.table()).seed(42).build());
        for (int d = 0; d < sc.start().board().deeds().size(); d++) {
            assertThat(sc.start().estates().owner(d)).as("deed " + d).isEqualTo(expected.estates().owner(d));
        }
        for (int seat = 0; seat < 3; seat++) {
            assertThat(sc.start().estates().countOwnedBy(seat)).isEqualTo(2);
            int paid = 0;
            for (int d = 0; d < sc.start().board().deeds().size(); d++) {
                paid += sc.start().estates().owner(d) == seat ? sc.start().board().deed(d).price() : 0;
            }
            assertThat(sc.start().player(seat).cash()).isEqualTo(1500 - paid);
        }
        assertThat(problems("fr-fast", "deal: shuffled\nplayers: {Ann: {deeds: [Boardwalk]}, Ben: {}}\n"))
                .singleElement().asString().contains("deal: shuffled deals from the whole pack");
    }

    @Test
    void tenPlayersSitDownUnderTheRussianAndFrenchTextsAndPlay() {
        String ten = "{A1: {}, A2: {}, A3: {}, A4: {}, A5: {}, A6: {}, A7: {}, A8: {}, A9: {}, A10: {at: 36}}";
        Scenario sc = scenario("ru-classic", "players: " + ten + "\ndice: [[1, 3]]\nturn: A10\n", """
                - move: {player: A10, do: roll-dice}
                - check: {position: {A10: GO}, cash: {A10: 1700}, turn: A10, pending: end-turn}
                - move: {player: A10, do: end-turn}
                - check: {turn: A1}
                """);
        assertThat(runner.run(sc).failures()).isEmpty();
        assertThat(load("fr-classic", "players: " + ten, "").loaded()).isTrue();
        assertThat(problems("classic", "players: " + ten)).singleElement().asString()
                .isEqualTo("7:12: A game under Classic (US long-form rules) needs 2 to 8 players, not 10 [setup.players: How many play]");
        assertThat(problems("ru-classic", "players: " + ten.replace("}}", "}, A11: {}}")))
                .singleElement().asString().contains("needs 2 to 10 players, not 11");
    }

    @Test
    void fourteenPlayersChooseTheFourteenSeminaryPairs() {
        StringBuilder players = new StringBuilder("players: {");
        for (int i = 1; i <= 14; i++) {
            players.append(i == 1 ? "" : ", ").append("P").append(i).append(": {}");
        }
        Scenario sc = scenario("seminary", "deal: shuffled\n" + players + "}\n", "");
        for (int seat = 0; seat < 14; seat++) {
            assertThat(sc.start().estates().countOwnedBy(seat)).isEqualTo(2);
        }
        assertThat(sc.start().estates().countOwnedBy(Estates.BANK)).isZero();
        assertThat(problems("seminary", players + ", P15: {}}\n")).singleElement().asString().contains("needs 2 to 14 players, not 15");
    }

    @Test
    void reversedPlayIsSetUpAndCheckedUnderTheSeminaryRules() {
        Scenario sc = scenario("seminary", "direction: reversed\nplayers: {Ann: {at: 3}, Ben: {}}\ndice: [[1, 2]]\n", """
                - check: {direction: reversed}
                - move: {player: Ann, do: roll-dice}
                - move: {player: Ann, do: use-dice, as: sum}
                - check: {position: {Ann: GO}, direction: reversed}
                """);
        assertThat(runner.run(sc).failures()).isEmpty();
        Scenario wrong = scenario("seminary", "players: {Ann: {}, Ben: {}}\n", "- check: {direction: reversed}\n");
        assertThat(runner.run(wrong).failures()).containsExactly("line 9: direction of play: expected reversed, found forward");
    }

    @Test
    void thePotIsSetAndCheckedWhereTheRulesHaveOne() {
        Scenario sc = scenario("classic+free-parking-pot", "pot: 40\nplayers: {Ann: {at: 36}, Ben: {}}\ndice: [[1, 1]]\n", """
                - move: {player: Ann, do: roll-dice}
                - check: {position: {Ann: Luxury Tax}, pot: 115}
                """);
        assertThat(runner.run(sc).failures()).isEmpty();
        assertThat(load("classic", "players: {Ann: {}, Ben: {}}\n", "- check: {pot: 0}\n").problems()).singleElement().asString()
                .endsWith("ruleset classic has no Free Parking pot to check [space.free-parking.pot: Money under Free Parking (a house rule)]");
    }

    @Test
    void theTopAndBottomOfADeckAreChecked() {
        Scenario sc = scenario("classic", "players: {Ann: {at: 4}, Ben: {}}\ndecks: {chance: [ch-dividend, ch-go]}\ndice: [[1, 2]]\n", """
                - check: {top-card: {chance: ch-dividend}}
                - move: {player: Ann, do: roll-dice}
                - check: {top-card: {chance: ch-go}, bottom-card: {chance: ch-dividend}, cash: {Ann: 1550}}
                """);
        assertThat(runner.run(sc).failures()).isEmpty();
        assertThat(load("classic", "players: {Ann: {}, Ben: {}}\n", "- check: {bottom-card: {chance: ch-goo}}\n").problems())
                .singleElement().asString().contains("no card 'ch-goo' in chance; did you mean 'ch-go'?");
    }

    @Test
    void aJuniorTableMayPassTheTurnToTheRightAndOnlyAJuniorTable() {
        Scenario sc = scenario("junior", "turn-order: right\nplayers: {Ann: {at: 2}, Ben: {cash: 20}, Cat: {}, Dan: {cash: 25}}\ndice: [[6]]\n", """
                - check: {turn: Ann}
                - move: {player: Ann, do: roll-dice}
                - move: {player: Ann, do: end-turn}
                - check: {turn: Dan, cash: {Dan: 25, Ben: 20}}
                """);
        assertThat(runner.run(sc).failures()).isEmpty();
        // Seats are numbered in the order of play, and each player keeps what the file gave them.
        assertThat(sc.start().table().seats()).containsExactly("Ann", "Dan", "Cat", "Ben");
        assertThat(problems("classic", "turn-order: right\nplayers: {Ann: {}, Ben: {}}\n")).singleElement().asString()
                .contains("under classic the turn passes to the left; the players do not choose its direction (setup.turn-order)");
        assertThat(problems("junior", "turn-order: rigth\nplayers: {Ann: {}, Ben: {}}\n")).singleElement().asString()
                .contains("turn-order is 'left' (as the classic rules pass the turn) or 'right'; did you mean 'right'?");
    }
}
