package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;

/** A table saved as a scenario loads back as the same position, plays the asked move the same way and passes check. */
class TableFileTest {

    private final Bundle bundle = Bundle.get();

    @Test
    void aSavedTableWithItsQuestionLoadsPassesCheckAndRulesTheSame() {
        var table = bundle.table("classic+free-parking-pot", List.of("Ana", "Ben", "Cléo"));
        PositionBuilder b = new PositionBuilder(table).owns("Ana", "Oriental Avenue", "Vermont Avenue", "Connecticut Avenue")
                .houses("Oriental Avenue", 2).houses("Vermont Avenue", 2).houses("Connecticut Avenue", 2)
                .owns("Cléo", "Park Place").mortgaged("Park Place").cash("Ben", 900).at("Ben", "Boardwalk").turn("Ben").dice(3, 4);
        int boardwalk = b.deed("Boardwalk");
        GameState start = b.pending(new Pending.BuyDecision(1, boardwalk)).build();
        TableFile.Saved saved = TableFile.write(start, "Ben on Boardwalk!", "Should Ben buy Boardwalk?", List.of(new Move.BuyProperty(1)));
        assertThat(saved.lost()).isEmpty();
        assertThat(saved.text()).startsWith("id: ben-on-boardwalk\n").contains("ruleset: classic+free-parking-pot");

        ScenarioLoader.LoadResult back = new ScenarioLoader(bundle).load("saved.yaml", new StringReader(saved.text()));
        assertThat(back.problems()).isEmpty();
        assertThat(ScenarioMeaning.position(back.scenario().start())).isEqualTo(ScenarioMeaning.position(start));
        ScenarioRunner.Run report = new ScenarioRunner().run(back.scenario());
        assertThat(report.passed()).isTrue();
        // Boardwalk's $400 paid from Ben's $900.
        var played = report.played().get(0);
        assertThat(played.ruling()).isInstanceOfSatisfying(tutor.rules.state.Ruling.Applied.class,
                a -> assertThat(a.state().player(1).cash()).isEqualTo(500));
        // Saved again, it is the same file byte for byte.
        assertThat(TableFile.write(back.scenario().start(), "Ben on Boardwalk!", "Should Ben buy Boardwalk?",
                List.of(new Move.BuyProperty(1))).text()).isEqualTo(saved.text());
    }

    @Test
    void anArrivalSavedAsTheTableSaysItLoadsBackAndTheRefereeRulesTheRent() {
        var table = bundle.table("classic", List.of("Ana", "Ben"));
        GameState start = new PositionBuilder(table).owns("Ana", "Park Place", "Boardwalk").at("Ben", "Boardwalk").turn("Ben")
                .pending(new Pending.Arrived(1, 7)).build();
        TableFile.Saved saved = TableFile.write(start, "Ben arrives", "How much rent?", List.of(new Move.Arrive(1)));
        assertThat(saved.lost()).isEmpty();
        assertThat(saved.text()).contains("pending: {arrived: 7}").contains("- move: {player: Ben, do: arrive}");

        ScenarioLoader.LoadResult back = new ScenarioLoader(bundle).load("saved.yaml", new StringReader(saved.text()));
        assertThat(back.problems()).isEmpty();
        assertThat(back.scenario().start().pending()).isEqualTo(new Pending.Arrived(1, 7));
        ScenarioRunner.Run report = new ScenarioRunner().run(back.scenario());
        assertThat(report.passed()).isTrue();
        // The dark blues are Ana's: Boardwalk's $50 doubled, from Ben's $1,500.
        assertThat(report.played().get(0).ruling()).isInstanceOfSatisfying(tutor.rules.state.Ruling.Applied.class,
                a -> assertThat(a.state().player(1).cash()).isEqualTo(1400));
        assertThat(TableFile.write(back.scenario().start(), "Ben arrives", "How much rent?", List.of(new Move.Arrive(1))).text())
                .isEqualTo(saved.text());
    }

    @Test
    void aGameSavedMidAuctionAfterDoublesGoesOnExactlyTheAuctionThenTheSecondThrow() {
        var table = bundle.table("classic", List.of("Ann", "Ben", "Cat"));
        tutor.rules.Referee referee = new tutor.rules.Referee();
        GameState s = new PositionBuilder(table).at("Ben", "Short Line").turn("Ben").dice(2, 2).build();
        s = referee.next(s, new Move.RollDice(1));
        s = referee.next(s, new Move.DeclineToBuy(1));
        s = referee.next(s, new Move.Bid(0, 60));
        s = referee.next(s, new Move.PassBid(2));
        assertThat(s.pending()).isInstanceOf(Pending.Auction.class);
        assertThat(s.doubles()).isEqualTo(1);
        TableFile.Saved saved = TableFile.write(s, "Mid auction", "Play on", List.of());
        assertThat(saved.lost()).isEmpty();
        assertThat(saved.text()).contains("doubles: 1").contains("auction: {deed: Boardwalk, opener: Ben, bidders: [Ann, Ben, Cat], passed: [Cat], high: 60, bidder: Ann}");

        ScenarioLoader.LoadResult back = new ScenarioLoader(bundle).load("saved.yaml", new StringReader(saved.text()));
        assertThat(back.problems()).isEmpty();
        GameState loaded = back.scenario().start();
        assertThat(loaded.pending()).isEqualTo(s.pending());
        assertThat(loaded.doubles()).isEqualTo(1);
        assertThat(loaded.rollAgain()).isTrue();
        assertThat(referee.legalMoves(loaded)).isEqualTo(referee.legalMoves(s));
        // Ben lets Ann have Boardwalk for $60; then, having thrown doubles, he throws again.
        GameState finished = referee.next(loaded, new Move.PassBid(1));
        assertThat(finished.estates().owner(table.board().space(39).deed())).isEqualTo(0);
        assertThat(finished.player(0).cash()).isEqualTo(1440);
        assertThat(finished.pending()).isEqualTo(new Pending.AwaitRoll(1));
        assertThat(TableFile.write(loaded, "Mid auction", "Play on", List.of()).text()).isEqualTo(saved.text());
    }

    @Test
    void anAuctionWhoseBidderDoesNotTakePartOrWhoseDeedIsOwnedIsRefusedWithItsPlace() {
        String file = """
                id: bad-auction
                title: Bad
                topic: own-table
                goal: g
                setup:
                  players:
                    Ann: {deeds: [Boardwalk]}
                    Ben: {}
                  turn: Ben
                  pending: {auction: {deed: Boardwalk, bidders: [Ben], high: 50, bidder: Ann}}
                """;
        ScenarioLoader.LoadResult back = new ScenarioLoader(bundle).load("bad.yaml", new StringReader(file));
        assertThat(back.problems()).extracting(Problem::line).containsOnly(10);
        assertThat(back.problems()).hasSize(2);
    }

    @Test
    void idsComeFromTitlesInAnyLanguage() {
        assertThat(TableFile.id("Cléo paie l'amende ?")).isEqualTo("cleo-paie-l-amende");
        assertThat(TableFile.id("Бен на Набережной")).isEqualTo("бен-на-набережной");
        assertThat(TableFile.id("!!!")).isEqualTo("my-table");
    }
}
