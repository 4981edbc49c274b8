package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;

import org.junit.jupiter.api.Test;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.DeckState;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/** Every kind of card effect, with positions and amounts. */
class CardsTest {

    private final Table classic = Tables.classic();
    private static final int CHANCE = 0;

    private Outcome benDraws(PositionBuilder b, int from, int d1, int d2) {
        return apply(b.at("Ben", from).turn("Ben").dice(d1, d2).build(), new Move.RollDice(1));
    }

    @Test
    void nearestRailroadFromChanceAt36GoesToReadingWithTheSalary() {
        Outcome o = benDraws(new PositionBuilder(classic).topCard("chance", "ch-railroad-1"), 33, 1, 2);
        assertThat(o.after().player(1).position()).isEqualTo(5);
        assertThat(o.after().player(1).cash()).isEqualTo(1700);
        assertThat(o.ledger()).containsExactly(new Transfer(Estates.BANK, 1, 200, RuleIds.GO_SALARY));
        assertThat(o.after().pending()).isEqualTo(new Pending.BuyDecision(1, 2));
    }

    @Test
    void nearestRailroadPaysTheOwnerTwiceTheRent() {
        Outcome o = benDraws(new PositionBuilder(classic).topCard("chance", "ch-railroad-2")
                .owns("Ann", "B. & O. Railroad", "Reading Railroad"), 19, 1, 2);
        assertThat(o.after().player(1).position()).isEqualTo(25);
        assertThat(o.ledger()).containsExactly(new Transfer(1, 0, 100, RuleIds.RENT_CARD_RAILROAD));
        assertThat(o.trace().flatten(EN)).anyMatch(s -> s.arithmetic().equals("2 × $50 = $100"));
    }

    @Test
    void passingGoOntoCommunityChestAndDrawingAdvanceToGoPays400() {
        Outcome o = benDraws(new PositionBuilder(classic).topCard("community-chest", "cc-go"), 38, 1, 3);
        assertThat(o.after().player(1).position()).isZero();
        assertThat(o.after().player(1).cash()).isEqualTo(1900);
        assertThat(o.ledger()).containsExactly(new Transfer(Estates.BANK, 1, 200, RuleIds.GO_SALARY),
                new Transfer(Estates.BANK, 1, 200, RuleIds.GO_SALARY));
    }

    @Test
    void goBackThreeFromChanceAt7ReachesIncomeTaxWithoutSalary() {
        Outcome o = benDraws(new PositionBuilder(classic).topCard("chance", "ch-back-3"), 4, 1, 2);
        assertThat(o.after().player(1).position()).isEqualTo(4);
        assertThat(o.ledger()).isEmpty();
        assertThat(o.after().pending()).isEqualTo(new Pending.TaxChoice(1, 4));
    }

    @Test
    void goBackThreeFromChanceAt36DrawsCommunityChestAt33() {
        Outcome o = benDraws(new PositionBuilder(classic).topCard("chance", "ch-back-3")
                .topCard("community-chest", "cc-inherit"), 33, 1, 2);
        assertThat(o.after().player(1).position()).isEqualTo(33);
        assertThat(o.ledger()).containsExactly(new Transfer(Estates.BANK, 1, 100, RuleIds.CARD_COLLECT));
    }

    @Test
    void nearestUtilityChargesTenTimesAFreshThrow() {
        GameState s = new PositionBuilder(classic).topCard("chance", "ch-utility").owns("Ann", "Electric Company")
                .at("Ben", 4).turn("Ben").dice(1, 2).dice(4, 5).build();
        Outcome o = apply(s, new Move.RollDice(1));
        assertThat(o.after().player(1).position()).isEqualTo(12);
        assertThat(o.ledger()).containsExactly(new Transfer(1, 0, 90, RuleIds.RENT_CARD_UTILITY));
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.arithmetic().equals("10 × 9 = $90"));
        assertThat(o.after().rollAgain()).isFalse();
    }

    @Test
    void repairsCountAHotelOnceAsAHotel() {
        Outcome o = benDraws(new PositionBuilder(classic).topCard("chance", "ch-repairs")
                .owns("Ben", "Oriental Avenue", "Vermont Avenue", "Connecticut Avenue")
                .houses("Oriental Avenue", 4).houses("Vermont Avenue", 4).hotel("Connecticut Avenue"), 4, 1, 2);
        assertThat(o.ledger()).containsExactly(new Transfer(1, Estates.BANK, 8 * 25 + 100, RuleIds.CARD_REPAIRS));
    }

    @Test
    void chairmanPaysEachOtherPlayer() {
        Outcome o = benDraws(new PositionBuilder(classic).topCard("chance", "ch-chairman"), 4, 1, 2);
        assertThat(o.after().player(1).cash()).isEqualTo(1400);
        assertThat(o.ledger()).containsExactly(new Transfer(1, 2, 50, RuleIds.CARD_PAY_EACH),
                new Transfer(1, 0, 50, RuleIds.CARD_PAY_EACH));
    }

    @Test
    void chairmanBeyondCashPaysWhatItCanInSeatOrderAndOwesTheRest() {
        Outcome o = benDraws(new PositionBuilder(classic).topCard("chance", "ch-chairman").cash("Ben", 70), 4, 1, 2);
        assertThat(o.ledger()).containsExactly(new Transfer(1, 2, 50, RuleIds.CARD_PAY_EACH));
        assertThat(((Pending.Debt) o.after().pending()).owed())
                .containsExactly(new Pending.Owed(1, 0, 50, RuleIds.CARD_PAY_EACH));
    }

    @Test
    void birthdayCollectsFromEveryOtherPlayerUnderTheModernCards() {
        Outcome o = apply(new PositionBuilder(Tables.modern()).topCard("community-chest", "cc-birthday")
                .at("Ben", 15).turn("Ben").dice(1, 1).build(), new Move.RollDice(1));
        assertThat(o.after().player(1).cash()).isEqualTo(1520);
        assertThat(o.after().player(0).cash()).isEqualTo(1490);
        assertThat(o.after().player(2).cash()).isEqualTo(1490);
    }

    @Test
    void aFollowedCardGoesToTheBottomAndAJailFreeCardIsKeptOutOfTheDeck() {
        Outcome o = benDraws(new PositionBuilder(classic).topCard("chance", "ch-dividend"), 4, 1, 2);
        DeckState chance = o.after().decks().get(CHANCE);
        assertThat(chance.size()).isEqualTo(16);
        assertThat(classic.cards().decks().get(CHANCE).cards().get(chance.at(15)).id()).isEqualTo("ch-dividend");

        Outcome kept = benDraws(new PositionBuilder(classic).topCard("chance", "ch-jail-free"), 4, 1, 2);
        assertThat(kept.after().decks().get(CHANCE).size()).isEqualTo(15);
        assertThat(kept.after().player(1).jailCards()).hasSize(1);
    }

    @Test
    void aKeptCardLaterUsedGoesBackToTheBottomOfItsDeckAndTheRulingSaysSo() {
        GameState jailed = new PositionBuilder(classic).jailCard("Ben", "chance").inJail("Ben", 0).turn("Ben").build();
        Outcome used = apply(jailed, new Move.UseJailFreeCard(1));
        DeckState chance = used.after().decks().get(CHANCE);
        assertThat(chance.size()).isEqualTo(16);
        assertThat(classic.cards().decks().get(CHANCE).cards().get(chance.at(15)).id()).isEqualTo("ch-jail-free");
        assertThat(used.trace().flatten(EN)).anyMatch(st -> st.text().equals("The card goes back to the bottom of the Chance deck."));
    }

    /**
     * Under the seminary rules a followed card goes to the Bank, which the tutor keeps as the pile of used
     * cards under the deck until it is shuffled anew: the ruling says so, and the card is the deck's bottom
     * card, which is what a scenario's {@code bottom-card} check reads.
     */
    @Test
    void underTheSeminaryRulesTheRulingAndTheBottomCardAgreeOnWhereADrawnCardGoes() {
        Table seminary = tutor.data.Bundle.get().table("seminary", java.util.List.of("Ann", "Ben", "Cat"));
        Outcome thrown = benDraws(new PositionBuilder(seminary).topCard("chance", "ch-dividend"), 4, 1, 2);
        Outcome o = apply(thrown.after(), new Move.UseDice(1, tutor.rules.state.DiceUse.SUM)); // the seminary's special dice: the sum
        DeckState chance = o.after().decks().get(CHANCE);
        assertThat(seminary.cards().decks().get(CHANCE).cards().get(chance.at(chance.size() - 1)).id()).isEqualTo("ch-dividend");
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.result().startsWith("the card goes to the Bank once followed")
                && st.result().contains("under the deck"));
        GameState jailed = new PositionBuilder(seminary).jailCard("Ben", "chance").inJail("Ben", 0).turn("Ben").build();
        Outcome used = apply(jailed, new Move.UseJailFreeCard(1));
        DeckState after = used.after().decks().get(CHANCE);
        assertThat(seminary.cards().decks().get(CHANCE).cards().get(after.at(after.size() - 1)).id()).isEqualTo("ch-jail-free");
        assertThat(used.trace().flatten(EN)).anyMatch(st -> st.text()
                .equals("The card goes to the Bank, on the pile of used Chance cards kept under the deck until it is shuffled anew."));
    }

    @Test
    void goToJailCardPaysNoSalaryAndEndsTheTurnEvenAfterDoubles() {
        Outcome o = benDraws(new PositionBuilder(classic).topCard("chance", "ch-jail"), 34, 1, 1);
        assertThat(o.after().player(1).position()).isEqualTo(10);
        assertThat(o.after().player(1).inJail()).isTrue();
        assertThat(o.ledger()).isEmpty();
        assertThat(o.after().pending()).isEqualTo(new Pending.TurnOver(1));
        assertThat(o.after().rollAgain()).isFalse();
    }

    @Test
    void advanceToIllinoisFromChanceAt36PassesGo() {
        Outcome o = benDraws(new PositionBuilder(classic).topCard("chance", "ch-illinois").owns("Ann", "Illinois Avenue"), 33, 1, 2);
        assertThat(o.after().player(1).position()).isEqualTo(24);
        assertThat(o.ledger()).containsExactly(new Transfer(Estates.BANK, 1, 200, RuleIds.GO_SALARY),
                new Transfer(1, 0, 20, RuleIds.RENT_STREET));
    }
}
