package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import org.junit.jupiter.api.Test;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.position.PositionCheck;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/**
 * A family's own table: "Ben has just arrived on Boardwalk". The square is ruled as at the end of the throw
 * that brought him (rent from the deed and the group, a utility's from that throw, tax, Go to Jail), once.
 */
class ArrivingTest {

    private final Table t = Tables.classic();

    /** Ben's token on a square, the arrival waiting to be ruled. */
    private GameState arrived(PositionBuilder b, int space, int thrown) {
        return b.at("Ben", space).turn("Ben").pending(new Pending.Arrived(1, thrown)).build();
    }

    @Test
    void benArrivesOnBoardwalkAndAnnHoldsTheDarkBluesSoHePaysDoubleRent() {
        GameState s = arrived(new PositionBuilder(t).owns("Ann", "Park Place", "Boardwalk"), 39, 7);
        assertThat(Moves.REFEREE.legalMoves(s)).containsExactly(new Move.Arrive(1));
        Outcome o = apply(s, new Move.Arrive(1));
        assertThat(o.ledger()).containsExactly(new Transfer(1, 0, 100, RuleIds.RENT_STREET));
        assertThat(o.after().player(1).cash()).isEqualTo(1400);
        assertThat(o.after().player(0).cash()).isEqualTo(1600);
        assertThat(o.after().player(1).position()).as("the token stays where it arrived").isEqualTo(39);
        assertThat(o.after().pending()).isEqualTo(new Pending.TurnOver(1));
        assertThat(Moves.text(o)).contains("Ben has just arrived on Boardwalk with a throw of 7");
    }

    @Test
    void aUtilitysRentIsCountedFromTheThrowThatBroughtTheToken() {
        GameState s = arrived(new PositionBuilder(t).owns("Ann", "Electric Company"), 12, 9);
        Outcome o = apply(s, new Move.Arrive(1));
        assertThat(o.ledger()).containsExactly(new Transfer(1, 0, 36, RuleIds.RENT_UTILITY));
    }

    @Test
    void anUnownedDeedIsOfferedAndIncomeTaxAsksItsChoice() {
        Outcome deed = apply(arrived(new PositionBuilder(t), 39, 5), new Move.Arrive(1));
        assertThat(deed.after().pending()).isEqualTo(new Pending.BuyDecision(1, t.board().space(39).deed()));
        Outcome tax = apply(arrived(new PositionBuilder(t), 4, 4), new Move.Arrive(1));
        assertThat(tax.after().pending()).isInstanceOf(Pending.TaxChoice.class);
        Outcome luxury = apply(arrived(new PositionBuilder(t), 38, 3), new Move.Arrive(1));
        assertThat(luxury.ledger()).containsExactly(new Transfer(1, Estates.BANK, 75, RuleIds.TAX_LUXURY));
    }

    @Test
    void goToJailSendsTheTokenToJailAndNoSalaryIsPaidForTheThrowBeforeTheTable() {
        Outcome o = apply(arrived(new PositionBuilder(t), 30, 8), new Move.Arrive(1));
        assertThat(o.after().player(1).inJail()).isTrue();
        Outcome go = apply(arrived(new PositionBuilder(t), 3, 6), new Move.Arrive(1));
        assertThat(go.after().player(1).cash()).as("Baltic Avenue unowned: offered, no $200 for a GO nobody saw passed").isEqualTo(1500);
    }

    @Test
    void anArrivalIsRuledOnceOnlyAndOnlyForThePlayerWhoseTokenArrived() {
        GameState s = arrived(new PositionBuilder(t).owns("Ann", "Park Place", "Boardwalk"), 39, 7);
        assertThat(reject(s, new Move.Arrive(2)).ruleId()).isEqualTo(RuleIds.TURN_WAIT);
        assertThat(reject(s, new Move.EndTurn(1)).ruleId()).as("the square acts before the turn ends").isEqualTo(RuleIds.TURN_DECISION_FIRST);
        GameState after = apply(s, new Move.Arrive(1)).after();
        assertThat(reject(after, new Move.Arrive(1)).ruleId()).isEqualTo(RuleIds.TURN_ROLL);
        GameState start = new PositionBuilder(t).build();
        assertThat(reject(start, new Move.Arrive(0)).ruleId()).isEqualTo(RuleIds.TURN_ROLL);
    }

    @Test
    void aThrowTheDiceCannotMakeOrATokenInJailIsAnImpossibleTable() {
        assertThat(PositionCheck.check(new PositionBuilder(t).at("Ben", 39).turn("Ben").pending(new Pending.Arrived(1, 13)).draft()))
                .extracting(p -> p.ruleId()).containsExactly(RuleIds.TURN_ROLL);
        assertThat(PositionCheck.check(new PositionBuilder(t).inJail("Ben", 0).turn("Ben").pending(new Pending.Arrived(1, 7)).draft()))
                .extracting(p -> p.ruleId()).containsExactly(RuleIds.TURN_ROLL);
    }
}
