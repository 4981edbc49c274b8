package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;
import tutor.rules.state.TurnOrder;

/** Monopoly Junior: its board, money, one die, ticket booths and special spaces, with exact numbers. */
class JuniorRulesTest {

    private static Table table(String... seats) {
        return Bundle.get().table("junior", List.of(seats));
    }

    private static PositionBuilder junior() {
        return new PositionBuilder(table("Ann", "Ben", "Cat"));
    }

    private static int deed(String name) {
        return junior().deed(name);
    }

    @Test
    void everyoneStartsWith31OnA32SpaceBoard() {
        GameState s = Setup.newGame(table("Ann", "Ben", "Cat"), 7);
        assertThat(s.board().size()).isEqualTo(32);
        assertThat(s.board().deeds()).hasSize(16);
        assertThat(s.players()).allMatch(p -> p.cash() == 31);
        assertThat(s.pot()).isZero();
        assertThat(s.board().jailIndex()).isEqualTo(-1);
    }

    @Test
    void thePlayersChooseWhetherTheTurnGoesToTheLeftOrToTheRight() {
        Table right = table("Ann", "Ben", "Cat", "Dan").withTurnOrder(TurnOrder.RIGHT);
        assertThat(right.seats()).containsExactly("Ann", "Dan", "Cat", "Ben");
        GameState s = Setup.newGame(right, 3);
        GameState after = apply(s, new Move.RollDice(0)).after();
        while (!(after.pending() instanceof Pending.TurnOver)) {
            after = apply(after, Moves.REFEREE.legalMoves(after).get(0)).after();
        }
        Outcome ended = apply(after, new Move.EndTurn(0));
        assertThat(ended.after().current()).isEqualTo(1);
        assertThat(ended.after().player(1).name()).isEqualTo("Dan");
        assertThat(ended.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.TURN_END)
                && st.text().equals("Ann ends the turn; the die passes to the right, to Dan."));
        // Under the classic rules the turn always passes to the left.
        Table classic = Bundle.get().table("classic", List.of("Ann", "Ben", "Cat"));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> classic.withTurnOrder(TurnOrder.RIGHT))
                .hasMessageContaining("passes to the left");
    }

    @Test
    void oneDieMovesTheCarAndAnAmusementIsBoughtForTheAmountOnIt() {
        Outcome thrown = apply(junior().die(2).build(), new Move.RollDice(0));
        assertThat(thrown.after().player(0).position()).isEqualTo(2);
        assertThat(thrown.after().pending()).isEqualTo(new Pending.BuyDecision(0, deed("Balloon Stand")));
        Outcome bought = apply(thrown.after(), new Move.BuyProperty(0));
        assertThat(bought.ledger()).containsExactly(new Transfer(0, Estates.BANK, 1, RuleIds.BUY_PRICE));
        // Declining is allowed, and there is no auction: the amusement stays with the Bank.
        Outcome declined = apply(thrown.after(), new Move.DeclineToBuy(0));
        assertThat(declined.after().pending()).isEqualTo(new Pending.TurnOver(0));
    }

    @Test
    void theFeeIsDoubledWhenTheOwnerHasBothAmusementsOfTheColour() {
        GameState one = junior().owns("Ben", "Candy Floss").die(3).build();
        assertThat(apply(one, new Move.RollDice(0)).ledger()).containsExactly(new Transfer(0, 1, 1, RuleIds.RENT_STREET));
        GameState both = junior().owns("Ben", "Balloon Stand", "Candy Floss").die(3).build();
        Outcome doubled = apply(both, new Move.RollDice(0));
        assertThat(doubled.ledger()).containsExactly(new Transfer(0, 1, 2, RuleIds.RENT_STREET));
        // The ruling speaks the game's own words: amusements and fees, not deeds and site rent.
        assertThat(doubled.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.RENT_GROUP_DOUBLE)
                && st.text().equals("Ben holds every Pair 1 (€1) amusement and Candy Floss has no buildings, so its fee is multiplied."));
    }

    @Test
    void aRailwayMeansAnotherThrowAtOnce() {
        GameState railway = apply(junior().die(5).die(2).build(), new Move.RollDice(0)).after();
        assertThat(railway.player(0).position()).isEqualTo(5);
        assertThat(railway.pending()).isEqualTo(new Pending.AwaitRoll(0));
        GameState on = apply(railway, new Move.RollDice(0)).after();
        assertThat(on.player(0).position()).isEqualTo(7);
        assertThat(on.pending()).isEqualTo(new Pending.BuyDecision(0, deed("Magic Show")));
    }

    @Test
    void showMoneyAndTheTramFareGoOnTheLooseChangeAndWhoeverStopsThereTakesIt() {
        Outcome show = apply(junior().at("Ann", 5).die(3).build(), new Move.RollDice(0));
        assertThat(show.ledger()).containsExactly(new Transfer(0, Estates.POT, 2, RuleIds.SHOW));
        assertThat(show.after().pot()).isEqualTo(2);

        Outcome tram = apply(junior().at("Ann", 23).die(3).build(), new Move.RollDice(0));
        // 23 + 3 = the tram space; $3 onto the loose change and straight to the Cafe, with no $2 for GO.
        assertThat(tram.ledger()).containsExactly(new Transfer(0, Estates.POT, 3, RuleIds.TO_REST));
        assertThat(tram.after().player(0).position()).isEqualTo(10);

        Outcome change = apply(junior().pot(7).at("Ben", 13).turn("Ben").die(3).build(), new Move.RollDice(1));
        assertThat(change.ledger()).containsExactly(new Transfer(Estates.POT, 1, 7, RuleIds.LOOSE_CHANGE));
        assertThat(change.after().pot()).isZero();
    }

    @Test
    void passingGoPays2() {
        Outcome o = apply(junior().at("Ann", 30).die(4).build(), new Move.RollDice(0));
        assertThat(o.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 2, RuleIds.GO_SALARY));
        assertThat(o.after().player(0).position()).isEqualTo(2);
    }

    @Test
    void aFreeBoothGoesOnAnEmptyAmusementOrInPlaceOfAnotherPlayersButNeverBreaksAPair() {
        // Both empty: Ann chooses.
        GameState empty = apply(junior().topCard("chance", "jr-booth-1").die(1).build(), new Move.RollDice(0)).after();
        assertThat(empty.pending()).isEqualTo(new Pending.PlaceBooth(0, List.of(deed("Balloon Stand"), deed("Candy Floss"))));
        Outcome placed = apply(empty, new Move.PlaceBooth(0, deed("Candy Floss")));
        assertThat(placed.after().estates().owner(deed("Candy Floss"))).isZero();
        assertThat(placed.ledger()).isEmpty();

        // Ben and Cat hold one each: Ann's booth replaces the one she picks, and Cat gets hers back.
        GameState split = apply(junior().owns("Ben", "Balloon Stand").owns("Cat", "Candy Floss").topCard("chance", "jr-booth-1")
                .die(1).build(), new Move.RollDice(0)).after();
        GameState swapped = apply(split, new Move.PlaceBooth(0, deed("Candy Floss"))).after();
        assertThat(swapped.estates().owner(deed("Candy Floss"))).isZero();
        assertThat(swapped.estates().owner(deed("Balloon Stand"))).isEqualTo(1);

        // Ben holds the pair: the card is set aside and Ann draws the next, which sends her to the Roller Coaster.
        GameState pair = junior().owns("Ben", "Balloon Stand", "Candy Floss").topCard("chance", "jr-roller-coaster")
                .topCard("chance", "jr-booth-1").die(1).build();
        Outcome redrawn = apply(pair, new Move.RollDice(0));
        assertThat(redrawn.after().estates().owner(deed("Balloon Stand"))).isEqualTo(1);
        assertThat(redrawn.after().player(0).position()).isEqualTo(31);
        assertThat(redrawn.after().pending()).isEqualTo(new Pending.BuyDecision(0, deed("Roller Coaster")));
    }

    @Test
    void aPlayerWithNoBoothLeftCannotTakeAnotherAmusement() {
        PositionBuilder b = new PositionBuilder(table("Ann", "Ben"));
        List<String> twelve = List.of("Candy Floss", "Puppet Show", "Magic Show", "Merry-Go-Round", "Paddle Boats", "Water Slide",
                "Mini Golf", "Video Arcade", "Haunted House", "Helicopter Ride", "Pony Ride", "Dodgems");
        twelve.forEach(d -> b.owns("Ann", d));
        GameState s = apply(b.die(2).build(), new Move.RollDice(0)).after();
        Rejection full = reject(s, new Move.BuyProperty(0));
        assertThat(full.ruleId()).isEqualTo(RuleIds.BOOTH_LIMIT);
        assertThat(full.reason(EN)).isEqualTo("Ann has placed all 12 ticket booths, so cannot take another amusement.");
    }

    @Test
    void thereAreNoHousesMortgagesOrTrades() {
        GameState s = junior().owns("Ann", "Balloon Stand", "Candy Floss").build();
        assertThat(reject(s, new Move.BuyHouse(0, deed("Balloon Stand"))).ruleId()).isEqualTo(RuleIds.BUILD_NONE);
        assertThat(reject(s, new Move.MortgageDeed(0, deed("Balloon Stand"))).ruleId()).isEqualTo(RuleIds.MORTGAGE_NONE);
        assertThat(reject(s, new Move.Trade(0, 1, new Offer(0, List.of(deed("Balloon Stand")), 0), Offer.cash(5))).ruleId())
                .isEqualTo(RuleIds.TRADE_NONE);
    }

    @Test
    void theGameEndsWhenAPlayerRunsOutOfMoneyAndTheMostMoneyWins() {
        GameState s = junior().owns("Ann", "Loop the Loop", "Roller Coaster").cash("Ben", 3).at("Ben", 27).turn("Ben").die(3).build();
        GameState owing = apply(s, new Move.RollDice(1)).after();
        assertThat(owing.pending()).isInstanceOf(Pending.Debt.class);
        Outcome out = apply(owing, new Move.DeclareBankruptcy(1));
        // Ben hands over his $3; Ann then has $34 to Cat's $31.
        assertThat(out.ledger()).containsExactly(new Transfer(1, 0, 3, RuleIds.BANKRUPTCY_TO_PLAYER));
        assertThat(out.after().pending()).isEqualTo(new Pending.GameOver(0));
        assertThat(out.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.GAME_VALUATION) && st.arithmetic().equals("€34 (only money counts)"));
    }
}
