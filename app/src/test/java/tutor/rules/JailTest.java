package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import org.junit.jupiter.api.Test;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.DeckState;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/** The three ways into Jail and every way out, with their timing. */
class JailTest {

    private final Table classic = Tables.classic();

    private PositionBuilder benOwnsEverything() {
        PositionBuilder b = new PositionBuilder(classic);
        for (Deed d : classic.board().deeds()) {
            b.owns("Ben", d.name());
        }
        return b;
    }

    @Test
    void doublesThenGoToJailEndsTheTurn() {
        GameState s = new PositionBuilder(classic).at("Ben", 26).turn("Ben").dice(2, 2).dice(3, 4).build();
        Outcome o = apply(s, new Move.RollDice(1));
        assertThat(o.after().player(1).position()).isEqualTo(10);
        assertThat(o.after().player(1).inJail()).isTrue();
        assertThat(o.after().pending()).isEqualTo(new Pending.TurnOver(1));
        Rejection again = reject(o.after(), new Move.RollDice(1));
        assertThat(again.ruleId()).isEqualTo(RuleIds.JAIL_TURN_ENDS);
        assertThat(apply(o.after(), new Move.EndTurn(1)).after().pending()).isEqualTo(new Pending.AwaitRoll(2));
    }

    @Test
    void theThirdDoubleSendsThePlayerToJailWithoutMoving() {
        GameState s = benOwnsEverything().at("Ben", 10).turn("Ben").dice(1, 1).dice(2, 2).dice(3, 3).build();
        s = apply(s, new Move.RollDice(1)).after();
        assertThat(s.player(1).position()).isEqualTo(12);
        s = apply(s, new Move.RollDice(1)).after();
        assertThat(s.player(1).position()).isEqualTo(16);
        Outcome third = apply(s, new Move.RollDice(1));
        assertThat(third.after().player(1).position()).isEqualTo(10);
        assertThat(third.after().player(1).inJail()).isTrue();
        assertThat(third.trace().ruleIds()).contains(RuleIds.JAIL_THIRD_DOUBLE);
        // The ruling reads the third double once: one step that says the token stays and goes to Jail.
        assertThat(third.trace().flatten(EN)).filteredOn(st -> st.ruleId().equals(RuleIds.JAIL_THIRD_DOUBLE))
                .singleElement().satisfies(st -> assertThat(st.text())
                        .isEqualTo("Ben throws doubles for the third time in a row this turn, so the token does not move by this throw."));
        assertThat(third.events()).noneMatch(e -> e instanceof Event.TokenMoved m && m.to() == 22);
    }

    @Test
    void payingTheFineBeforeThrowingFreesThePlayerAndDoublesThenEarnAnotherThrow() {
        GameState s = benOwnsEverything().inJail("Ben", 0).turn("Ben").dice(3, 3).build();
        Outcome paid = apply(s, new Move.PayJailFine(1));
        assertThat(paid.ledger()).containsExactly(new Transfer(1, Estates.BANK, 50, RuleIds.JAIL_PAY_FINE));
        assertThat(paid.after().player(1).inJail()).isFalse();
        Outcome rolled = apply(paid.after(), new Move.RollDice(1));
        assertThat(rolled.after().player(1).position()).isEqualTo(16);
        assertThat(rolled.after().pending()).isEqualTo(new Pending.AwaitRoll(1));
    }

    @Test
    void theFineCannotBePaidBeforeThrowingOnTheThirdTurn() {
        GameState s = new PositionBuilder(classic).inJail("Ben", 2).turn("Ben").build();
        Rejection r = reject(s, new Move.PayJailFine(1));
        assertThat(r.ruleId()).isEqualTo(RuleIds.JAIL_PAY_FINE);
        assertThat(r.reason(EN)).contains("first 2 turns");
        assertThat(Moves.REFEREE.legalMoves(s)).containsExactly(new Move.RollDice(1));
    }

    @Test
    void aPlayerWhoCannotAffordTheFineMayOnlyThrow() {
        GameState s = new PositionBuilder(classic).inJail("Ben", 0).cash("Ben", 40).turn("Ben").build();
        assertThat(reject(s, new Move.PayJailFine(1)).reason(EN)).contains("$50").contains("$40");
    }

    @Test
    void doublesOnTheSecondTurnFreeThePlayerWithNoExtraThrow() {
        GameState s = benOwnsEverything().inJail("Ben", 1).turn("Ben").dice(2, 2).build();
        Outcome o = apply(s, new Move.RollDice(1));
        assertThat(o.after().player(1).inJail()).isFalse();
        assertThat(o.after().player(1).position()).isEqualTo(14);
        assertThat(o.after().pending()).isEqualTo(new Pending.TurnOver(1));
        assertThat(o.trace().ruleIds()).contains(RuleIds.JAIL_DOUBLES);
        assertThat(o.ledger()).isEmpty();
    }

    @Test
    void aFailedThrowKeepsThePlayerInJail() {
        GameState s = new PositionBuilder(classic).inJail("Ben", 0).turn("Ben").dice(1, 2).build();
        Outcome o = apply(s, new Move.RollDice(1));
        assertThat(o.after().player(1).inJail()).isTrue();
        assertThat(o.after().player(1).jailThrows()).isEqualTo(1);
        assertThat(o.after().player(1).position()).isEqualTo(10);
        assertThat(o.after().pending()).isEqualTo(new Pending.TurnOver(1));
    }

    @Test
    void afterTheThirdFailedThrowTheFineIsPaidAndThePlayerMovesByThatThrow() {
        GameState s = new PositionBuilder(classic).inJail("Ben", 2).turn("Ben").owns("Ann", "States Avenue").dice(1, 2).build();
        Outcome o = apply(s, new Move.RollDice(1));
        assertThat(o.after().player(1).inJail()).isFalse();
        assertThat(o.after().player(1).position()).isEqualTo(13);
        assertThat(o.ledger()).containsExactly(new Transfer(1, Estates.BANK, 50, RuleIds.JAIL_FORCED_FINE),
                new Transfer(1, 0, 10, RuleIds.RENT_STREET));
    }

    @Test
    void aForcedFineBeyondCashIsADebtAndTheMoveWaitsForIt() {
        GameState s = new PositionBuilder(classic).inJail("Ben", 2).cash("Ben", 30).turn("Ben").dice(1, 2).build();
        Outcome o = apply(s, new Move.RollDice(1));
        Pending.Debt debt = (Pending.Debt) o.after().pending();
        assertThat(debt.owed()).containsExactly(new Pending.Owed(1, Estates.BANK, 50, RuleIds.JAIL_FORCED_FINE));
        assertThat(debt.moveAfter()).isEqualTo(3);
        assertThat(o.after().player(1).position()).isEqualTo(10);
        assertThat(reject(o.after(), new Move.EndTurn(1)).ruleId()).isEqualTo(RuleIds.DEBT_PENDING);
    }

    @Test
    void usingACardReturnsItToTheBottomOfItsOwnDeck() {
        GameState s = new PositionBuilder(classic).jailCard("Ben", "community-chest").inJail("Ben", 1).turn("Ben").build();
        assertThat(s.decks().get(1).size()).isEqualTo(15);
        Outcome o = apply(s, new Move.UseJailFreeCard(1));
        assertThat(o.after().player(1).inJail()).isFalse();
        assertThat(o.after().player(1).jailCards()).isEmpty();
        DeckState chest = o.after().decks().get(1);
        assertThat(chest.size()).isEqualTo(16);
        assertThat(classic.cards().decks().get(1).cards().get(chest.at(15)).id()).isEqualTo("cc-jail-free");
        assertThat(o.after().pending()).isEqualTo(new Pending.AwaitRoll(1));
        assertThat(o.ledger()).isEmpty();
    }

    @Test
    void aCardBoughtFromAnotherPlayerFreesTheBuyer() {
        GameState s = new PositionBuilder(classic).jailCard("Ann", "chance").inJail("Ben", 0).turn("Ben").build();
        assertThat(reject(s, new Move.UseJailFreeCard(1)).ruleId()).isEqualTo(RuleIds.JAIL_USE_CARD);
        Outcome bought = apply(s, new Move.SellJailFreeCard(0, 1, 30));
        assertThat(bought.ledger()).containsExactly(new Transfer(1, 0, 30, RuleIds.CARD_JAIL_FREE_SELL));
        Outcome used = apply(bought.after(), new Move.UseJailFreeCard(1));
        assertThat(used.after().player(1).inJail()).isFalse();
        assertThat(used.after().decks().get(0).size()).isEqualTo(16);
    }

    @Test
    void justVisitingIsNoPenalty() {
        GameState s = new PositionBuilder(classic).at("Ben", 6).turn("Ben").dice(1, 3).build();
        Outcome o = apply(s, new Move.RollDice(1));
        assertThat(o.after().player(1).position()).isEqualTo(10);
        assertThat(o.after().player(1).inJail()).isFalse();
        assertThat(o.trace().ruleIds()).contains(RuleIds.SPACE_JUST_VISITING);
    }
}
