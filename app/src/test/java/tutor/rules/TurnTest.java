package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import org.junit.jupiter.api.Test;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/** Turn order, the GO salary, and asking for rent in time. */
class TurnTest {

    private final Table classic = Tables.classic();

    @Test
    void aTurnStartsWithAThrowAndOnlyTheCurrentPlayerThrows() {
        GameState s = new PositionBuilder(classic).build();
        assertThat(reject(s, new Move.EndTurn(0)).ruleId()).isEqualTo(RuleIds.TURN_ROLL);
        Rejection notBen = reject(s, new Move.RollDice(1));
        assertThat(notBen.ruleId()).isEqualTo(RuleIds.TURN_WAIT);
        assertThat(notBen.reason(EN)).contains("Ann");
    }

    @Test
    void afterDoublesThePlayerMustThrowAgainAndAfterAPlainThrowMayNot() {
        GameState s = new PositionBuilder(classic).owns("Ann", "Vermont Avenue", "St. Charles Place").dice(4, 4).dice(1, 2).build();
        Outcome first = apply(s, new Move.RollDice(0));
        assertThat(first.after().pending()).isEqualTo(new Pending.AwaitRoll(0));
        assertThat(reject(first.after(), new Move.EndTurn(0)).ruleId()).isEqualTo(RuleIds.TURN_DOUBLES_AGAIN);
        Outcome second = apply(first.after(), new Move.RollDice(0));
        assertThat(second.after().player(0).position()).isEqualTo(11);
        assertThat(reject(second.after(), new Move.RollDice(0)).ruleId()).isEqualTo(RuleIds.TURN_DOUBLES_AGAIN);
        Outcome end = apply(second.after(), new Move.EndTurn(0));
        assertThat(end.after().pending()).isEqualTo(new Pending.AwaitRoll(1));
        assertThat(end.after().current()).isEqualTo(1);
        assertThat(end.after().doubles()).isZero();
    }

    @Test
    void passingGoPaysTheSalaryOnceAndLandingOnItPaysTheSame() {
        Outcome pass = apply(new PositionBuilder(classic).at("Ann", 37).owns("Ann", "Mediterranean Avenue")
                .dice(2, 2).build(), new Move.RollDice(0));
        assertThat(pass.after().player(0).position()).isEqualTo(1);
        assertThat(pass.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 200, RuleIds.GO_SALARY));
        Outcome land = apply(new PositionBuilder(classic).at("Ann", 36).dice(1, 3).build(), new Move.RollDice(0));
        assertThat(land.after().player(0).position()).isZero();
        assertThat(land.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 200, RuleIds.GO_SALARY));
    }

    @Test
    void classicRentMayBeAskedForUntilTheSecondPlayerFollowingThrows() {
        Table t = Tables.askingForRent(classic);
        GameState s = new PositionBuilder(t).owns("Ann", "Boardwalk").at("Ben", 35).turn("Ben")
                .dice(1, 3).dice(1, 2).dice(1, 2).build();
        Outcome landed = apply(s, new Move.RollDice(1));
        assertThat(landed.ledger()).isEmpty();
        assertThat(landed.after().claims()).hasSize(1);
        s = apply(landed.after(), new Move.EndTurn(1)).after();
        s = apply(s, new Move.RollDice(2)).after();
        assertThat(s.claims()).hasSize(1);
        Outcome claimed = apply(s, new Move.ClaimRent(0));
        assertThat(claimed.ledger()).containsExactly(new Transfer(1, 0, 50, RuleIds.RENT_CLAIM));
    }

    @Test
    void classicRentLapsesWhenTheSecondPlayerFollowingThrows() {
        Table t = Tables.askingForRent(Tables.classic("Ann", "Ben", "Cat", "Dan"));
        // Cat and Dan throw 4+6 from GO: Just Visiting, nothing to decide.
        GameState s = new PositionBuilder(t).owns("Ann", "Boardwalk").at("Ben", 35).turn("Ben")
                .dice(1, 3).dice(4, 6).dice(4, 6).build();
        s = apply(s, new Move.RollDice(1)).after();
        s = apply(s, new Move.EndTurn(1)).after();
        s = apply(s, new Move.RollDice(2)).after();
        assertThat(s.claims()).hasSize(1);
        s = apply(s, new Move.EndTurn(2)).after();
        Outcome dan = apply(s, new Move.RollDice(3));
        assertThat(dan.after().claims()).isEmpty();
        assertThat(dan.events()).contains(new Event.RentLapsed(0, 1, 27, 50));
        assertThat(reject(dan.after(), new Move.ClaimRent(0)).ruleId()).isEqualTo(RuleIds.RENT_CLAIM);
    }

    @Test
    void modernRentLapsesWhenTheNextPlayerThrows() {
        Table t = Tables.askingForRent(Tables.modern());
        GameState s = new PositionBuilder(t).owns("Ann", "Boardwalk").at("Ben", 35).turn("Ben")
                .dice(1, 3).dice(1, 2).build();
        s = apply(s, new Move.RollDice(1)).after();
        s = apply(s, new Move.EndTurn(1)).after();
        Outcome cat = apply(s, new Move.RollDice(2));
        assertThat(cat.after().claims()).isEmpty();
        assertThat(cat.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.RENT_CLAIM_WINDOW)
                && st.ruleset().equals("modern"));
    }

    @Test
    void freeParkingPaysNothing() {
        Outcome o = apply(new PositionBuilder(classic).at("Ann", 17).dice(1, 2).build(), new Move.RollDice(0));
        assertThat(o.after().player(0).position()).isEqualTo(20);
        assertThat(o.ledger()).isEmpty();
        assertThat(o.trace().ruleIds()).contains(RuleIds.SPACE_FREE_PARKING);
    }

    @Test
    void aCardMayBeSoldAtAnyTimeEvenInTheMiddleOfAPurchase() {
        GameState s = apply(new PositionBuilder(classic).jailCard("Ann", "chance").dice(1, 2).build(),
                new Move.RollDice(0)).after();
        assertThat(s.pending()).isInstanceOf(Pending.BuyDecision.class);
        Outcome sold = apply(s, new Move.SellJailFreeCard(0, 1, 20));
        assertThat(sold.ledger()).containsExactly(new Transfer(1, 0, 20, RuleIds.CARD_JAIL_FREE_SELL));
        assertThat(sold.after().pending()).as("Ann still decides about the deed").isEqualTo(s.pending());
        assertThat(sold.after().player(1).jailCards()).hasSize(1);
    }
}
