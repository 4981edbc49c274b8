package tutor.play.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.Referee;
import tutor.rules.edition.Board;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleSet;
import tutor.rules.position.PositionPart;
import tutor.rules.position.PositionProblem;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Roll;

/** The editor's table: built from the user's values, judged by the position checks, round-tripped through a position. */
class TableDraftTest {

    private final Bundle bundle = Bundle.get();
    private final RuleSet classic = bundle.ruleset("classic");
    private final Board board = bundle.board(classic);
    private final TableDraft.Edition edition = new TableDraft.Edition(classic, board, bundle.cardSets().get(classic.cardsId()));

    private int deed(String name) {
        return board.space(board.spaceNamed(name).orElseThrow().index()).deed();
    }

    /** The brief's typical table: three players, six deeds, houses on the light blues, Ben just landed on Boardwalk. */
    private TableDraft typical() {
        TableDraft t = TableDraft.empty(edition, List.of("Ann", "Ben", "Cat"));
        for (String light : List.of("Oriental Avenue", "Vermont Avenue", "Connecticut Avenue")) {
            t = t.withLot(deed(light), new TableDraft.Lot(0, 2, false, false));
        }
        t = t.withLot(deed("Reading Railroad"), new TableDraft.Lot(1, 0, false, false));
        t = t.withLot(deed("Park Place"), new TableDraft.Lot(2, 0, false, true));
        t = t.withLot(deed("Electric Company"), new TableDraft.Lot(2, 0, false, false));
        t = t.withSeat(1, t.seats().get(1).withSpace(board.spaceNamed("Boardwalk").orElseThrow().index()).withCash(900));
        return t.withTurn(1).withDecision(new TableDraft.Decision.Buy(deed("Boardwalk"))).withDice(List.of(new Roll(3, 4)));
    }

    @Test
    void aTypicalTableIsSoundAndTheRefereeOffersToBuyBoardwalk() {
        TableDraft t = typical();
        assertThat(t.problems()).isEmpty();
        GameState s = t.position();
        assertThat(s.player(1).cash()).isEqualTo(900);
        assertThat(s.estates().houses(deed("Vermont Avenue"))).isEqualTo(2);
        // The Bank's 32 houses less the 6 on the light blues.
        assertThat(s.bankHouses()).isEqualTo(26);
        List<Move> legal = new Referee().legalMoves(s);
        assertThat(legal).contains(new Move.BuyProperty(1), new Move.DeclineToBuy(1));
        // Boardwalk costs $400: Ben pays it from his $900.
        var ruling = new Referee().apply(s, new Move.BuyProperty(1));
        assertThat(ruling).isInstanceOfSatisfying(tutor.rules.state.Ruling.Applied.class,
                a -> assertThat(a.state().player(1).cash()).isEqualTo(500));
    }

    @Test
    void benHasJustArrivedOnBoardwalkAndTheRefereeRulesTheRentNotATypedSum() {
        TableDraft t = typical().withLot(deed("Park Place"), new TableDraft.Lot(0, 0, false, false))
                .withLot(deed("Boardwalk"), new TableDraft.Lot(0, 0, false, false)).withDecision(new TableDraft.Decision.Arrived(7));
        assertThat(t.problems()).isEmpty();
        GameState s = t.position();
        assertThat(new Referee().legalMoves(s)).containsExactly(new Move.Arrive(1));
        // Ann holds both dark blues, unbuilt: Boardwalk's $50 doubled, from Ben's $900.
        var ruling = new Referee().apply(s, new Move.Arrive(1));
        assertThat(ruling).isInstanceOfSatisfying(tutor.rules.state.Ruling.Applied.class,
                a -> assertThat(a.state().player(1).cash()).isEqualTo(800));
        assertThat(TableDraft.of(s).decision()).isEqualTo(new TableDraft.Decision.Arrived(7));
        assertThat(t.withDecision(new TableDraft.Decision.Arrived(13)).problems()).extracting(PositionProblem::ruleId)
                .containsExactly(RuleIds.TURN_ROLL);
    }

    @Test
    void housesOnAGroupNotAllHeldBreakTheWholeGroupRuleAndPointAtTheLot() {
        TableDraft t = typical().withLot(deed("Connecticut Avenue"), new TableDraft.Lot(2, 2, false, false));
        List<PositionProblem> problems = t.problems();
        assertThat(problems).extracting(PositionProblem::ruleId).contains(RuleIds.BUILD_COMPLETE_GROUP);
        assertThat(problems).extracting(PositionProblem::part).allMatch(p -> p instanceof PositionPart.Lot);
    }

    @Test
    void aNinthPlayerIsRefusedAsTheSeatsProblem() {
        TableDraft t = TableDraft.empty(edition, List.of("A", "B", "C", "D", "E", "F", "G", "H")).withPlayerAdded("I");
        assertThat(t.problems()).extracting(PositionProblem::part).contains(new PositionPart.Seats());
        assertThat(t.withPlayerRemoved(8).problems()).isEmpty();
    }

    @Test
    void removingAPlayerGivesTheirDeedsBackAndMovesLaterSeatsUp() {
        TableDraft t = typical().withPlayerRemoved(0);
        assertThat(t.seats()).extracting(TableDraft.Seat::name).containsExactly("Ben", "Cat");
        assertThat(t.lot(deed("Vermont Avenue")).owner()).isEqualTo(-1);
        assertThat(t.lot(deed("Park Place")).owner()).isEqualTo(1);
        assertThat(t.turn()).isEqualTo(0);
    }

    @Test
    void aPositionMadeIntoADraftBuildsTheSamePositionBack() {
        TableDraft t = typical().withSeat(2, typical().seats().get(2).withJail(true, 2).withJailCards(List.of("chance")));
        TableDraft again = TableDraft.of(t.position());
        assertThat(again).isEqualTo(t.withSeat(2, t.seats().get(2).withSpace(board.jailIndex())));
        assertThat(again.position().player(2).jailCards()).hasSize(1);
    }

    @Test
    void historyUndoesAndRedoesEveryChangeAndForgetsTheRedoOnANewOne() {
        EditHistory<TableDraft> h = new EditHistory<>(TableDraft.empty(edition, List.of("Ann", "Ben")));
        TableDraft start = h.current();
        assertThat(h.change(start)).isFalse();
        h.change(start.withSeat(0, start.seats().get(0).withCash(700)));
        h.change(h.current().withTurn(1));
        assertThat(h.undo().turn()).isZero();
        assertThat(h.undo()).isEqualTo(start);
        assertThat(h.canUndo()).isFalse();
        assertThat(h.redo().seats().get(0).cash()).isEqualTo(700);
        h.change(h.current().withPlayerAdded("Cat"));
        assertThat(h.canRedo()).isFalse();
        assertThat(h.undo().seats()).hasSize(2);
    }
}
