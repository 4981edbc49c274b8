package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.Card;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.DeckState;
import tutor.rules.state.DiceUse;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.JackpotPrize;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/** The seminary house rules (shared source 001): each clause that differs from classic, with exact numbers. */
class SeminaryRulesTest {

    private static Table table(String ruleset) {
        return Bundle.get().table(ruleset, List.of("Ann", "Ben", "Cat"));
    }

    private static PositionBuilder seminary() {
        return new PositionBuilder(table("seminary"));
    }

    private static int deed(String name) {
        return seminary().deed(name);
    }

    /** Throws, then moves by the sum (the seminary rules first offer the special dice). */
    private static Outcome throwAndMove(GameState s, int seat) {
        Outcome thrown = apply(s, new Move.RollDice(seat));
        assertThat(thrown.after().pending()).isInstanceOf(Pending.DiceChoice.class);
        return apply(thrown.after(), new Move.UseDice(seat, DiceUse.SUM));
    }

    @Test
    void eachPlayerStartsWith1000AndChoosesAFreePairOfDeedsInTurnOrder() {
        GameState s = Setup.newGame(table("seminary"), 42);
        int[] pairPrice = new int[3];
        for (int seat = 0; seat < 3; seat++) {
            assertThat(s.player(seat).cash()).isEqualTo(1000);
            int owned = 0;
            for (Deed d : s.board().deeds()) {
                if (s.estates().owner(d.id()) == seat) {
                    owned++;
                    pairPrice[seat] += d.price();
                }
            }
            assertThat(owned).isEqualTo(2);
        }
        // Each chooser in turn takes the dearest pair left, so earlier seats never hold a cheaper pair.
        assertThat(pairPrice[0]).isGreaterThanOrEqualTo(pairPrice[1]);
        assertThat(pairPrice[1]).isGreaterThanOrEqualTo(pairPrice[2]);
        assertThat(s.pot()).isEqualTo(100);
    }

    @Test
    void doublesDoNotOpenTheJailAndPayingThe500FineTakesTheWholeTurn() {
        GameState s = seminary().inJail("Ann", 0).dice(3, 3).build();
        Rejection roll = reject(s, new Move.RollDice(0));
        assertThat(roll.ruleId()).isEqualTo(RuleIds.JAIL_DOUBLES);
        assertThat(Moves.REFEREE.legalMoves(s)).contains(new Move.PayJailFine(0)).doesNotContain(new Move.RollDice(0));

        Outcome paid = apply(s, new Move.PayJailFine(0));
        assertThat(paid.ledger()).containsExactly(new Transfer(0, Estates.BANK, 500, RuleIds.JAIL_PAY_FINE));
        assertThat(paid.after().player(0).inJail()).isFalse();
        assertThat(paid.after().player(0).position()).isEqualTo(paid.after().board().jailIndex());
        assertThat(paid.after().pending()).isEqualTo(new Pending.TurnOver(0));
        assertThat(paid.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.JAIL_EXIT_WAITS) && st.ruleset().equals("seminary"));
        // A throw now is refused by the rule that leaving Jail takes the turn, not by the doubles rule.
        Rejection waiting = reject(paid.after(), new Move.RollDice(0));
        assertThat(waiting.ruleId()).isEqualTo(RuleIds.JAIL_EXIT_WAITS);
        assertThat(waiting.trace().steps().get(0).ruleset()).isEqualTo("seminary");
        assertThat(waiting.reason(EN)).isEqualTo("Ann left Jail this turn, and under these rules leaving Jail takes the whole "
                + "turn: the next throw comes on the next turn.");
        // Next turn the mark is gone and Ann throws as anyone.
        GameState bens = apply(paid.after(), new Move.EndTurn(0)).after();
        assertThat(bens.player(0).has(PlayerState.MARK_LEFT_JAIL_WAITING)).isFalse();

        // Under classic the same $50 fine is paid and Ann throws at once.
        Outcome classic = apply(new PositionBuilder(table("classic")).inJail("Ann", 0).build(), new Move.PayJailFine(0));
        assertThat(classic.ledger()).containsExactly(new Transfer(0, Estates.BANK, 50, RuleIds.JAIL_PAY_FINE));
        assertThat(classic.after().pending()).isEqualTo(new Pending.AwaitRoll(0));
    }

    @Test
    void aFineThePlayerCannotCoverBecomesADebtToRaise() {
        GameState s = seminary().inJail("Ann", 0).cash("Ann", 300).owns("Ann", "Boardwalk").build();
        Outcome paid = apply(s, new Move.PayJailFine(0));
        assertThat(paid.ledger()).isEmpty();
        assertThat(paid.after().pending()).isInstanceOf(Pending.Debt.class);
        Pending.Debt debt = (Pending.Debt) paid.after().pending();
        assertThat(debt.owed()).containsExactly(new Pending.Owed(0, Estates.BANK, 500, RuleIds.JAIL_PAY_FINE));
        GameState mortgaged = apply(paid.after(), new Move.MortgageDeed(0, deed("Boardwalk"))).after();
        Outcome settled = apply(mortgaged, new Move.PayDebt(0));
        assertThat(settled.after().player(0).cash()).isEqualTo(300 + 200 - 500);
        assertThat(settled.after().pending()).isEqualTo(new Pending.TurnOver(0));
    }

    @Test
    void auctionsGoToTheOtherPlayersFromThePrintedPricePlus100AndPlayersInJailMayNotBid() {
        GameState s = seminary().inJail("Ann", 0).at("Ben", 35).turn("Ben").dice(1, 3).build();
        s = throwAndMove(s, 1).after();
        Outcome declined = apply(s, new Move.DeclineToBuy(1));
        assertThat(declined.trace().flatten(EN)).anyMatch(st -> st.arithmetic().contains("opening bid = printed price $400 + $100 = $500"));
        assertThat(declined.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.AUCTION_OPEN)
                && st.ruleset().equals("seminary") && st.result().equals("Ben is not among the bidders"));
        GameState auction = declined.after();
        assertThat(reject(auction, new Move.Bid(2, 499)).reason(EN))
                .isEqualTo("The first bid must be at least $500 under this ruleset (the printed price plus $100).");
        // Ben declined, so the Bank sells to the other players only.
        Rejection decliner = reject(auction, new Move.Bid(1, 600));
        assertThat(decliner.ruleId()).isEqualTo(RuleIds.AUCTION_OPEN);
        assertThat(decliner.trace().steps().get(0).ruleset()).isEqualTo("seminary");
        Rejection jailed = reject(auction, new Move.Bid(0, 600));
        assertThat(jailed.ruleId()).isEqualTo(RuleIds.JAIL_NO_DEALINGS);
        assertThat(auction.pending().actor()).as("the auctioneer asks Cat, the only bidder").isEqualTo(2);
        // Cat passes: nobody else may bid, so the auction is put off.
        Outcome unsold = apply(auction, new Move.PassBid(2));
        assertThat(unsold.after().estates().owner(deed("Boardwalk"))).isEqualTo(Estates.BANK);
        assertThat(unsold.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.AUCTION_NO_BIDS) && st.text().contains("put off"));
    }

    @Test
    void noRentIsOwedToAPlayerInJail() {
        GameState s = seminary().owns("Ann", "Boardwalk").inJail("Ann", 0).at("Ben", 35).turn("Ben").dice(1, 3).build();
        assertThat(throwAndMove(s, 1).ledger()).isEmpty();
    }

    @Test
    void passingFreeParkingWithAMortgagedDeedCosts50() {
        GameState s = seminary().owns("Ben", "Mediterranean Avenue").mortgaged("Mediterranean Avenue").at("Ben", 18)
                .turn("Ben").dice(2, 3).build();
        assertThat(throwAndMove(s, 1).ledger()).containsExactly(new Transfer(1, Estates.BANK, 50, RuleIds.PARKING_FEE));
        GameState unmortgaged = seminary().owns("Ben", "Mediterranean Avenue").at("Ben", 18).turn("Ben").dice(2, 3).build();
        assertThat(throwAndMove(unmortgaged, 1).ledger()).isEmpty();
        GameState classic = new PositionBuilder(table("classic")).owns("Ben", "Mediterranean Avenue").mortgaged("Mediterranean Avenue")
                .at("Ben", 18).turn("Ben").dice(2, 3).build();
        assertThat(apply(classic, new Move.RollDice(1)).ledger()).isEmpty();
    }

    @Test
    void stoppingExactlyOnFreeParkingTakesTheJackpotAndTheBankSetsAnother100() {
        GameState s = seminary().owns("Ben", "Mediterranean Avenue").mortgaged("Mediterranean Avenue").at("Ben", 18)
                .turn("Ben").dice(1, 1).build();
        Outcome parked = throwAndMove(s, 1);
        assertThat(parked.ledger()).containsExactly(new Transfer(Estates.POT, 1, 100, RuleIds.FREE_PARKING_POT),
                new Transfer(Estates.BANK, Estates.POT, 100, RuleIds.FREE_PARKING_POT));
        assertThat(parked.after().pot()).isEqualTo(100);
    }

    @Test
    void incomeTaxIsAFlat200ToTheBank() {
        GameState s = seminary().at("Ben", 1).turn("Ben").dice(1, 2).build();
        Outcome tax = throwAndMove(s, 1);
        assertThat(tax.ledger()).containsExactly(new Transfer(1, Estates.BANK, 200, RuleIds.TAX_INCOME));
        assertThat(tax.after().pot()).isEqualTo(100);
        // Where the money goes is the tutor's reading of an unclear text, and the trace says so.
        assertThat(tax.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.TAX_INCOME) && st.ruleset().equals("seminary")
                && st.inputs().get("goes to").startsWith("the Bank (under House rules written by a seminary player group — Income Tax: pay $200 to the Bank. "
                + "The Jackpot paragraph says fines on the board feed the jackpot"));
    }

    @Test
    void theLuxuryTaxIsAFineOnTheBoardAndFeedsTheJackpot() {
        GameState s = seminary().at("Ben", 35).turn("Ben").dice(1, 2).build();
        Outcome tax = throwAndMove(s, 1);
        assertThat(tax.ledger()).containsExactly(new Transfer(1, Estates.POT, 75, RuleIds.TAX_LUXURY));
        assertThat(tax.after().pot()).isEqualTo(175);
        assertThat(tax.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.TAX_LUXURY)
                && st.text().equals("Ben pays Luxury Tax into the Free Parking pot."));
    }

    @Test
    void nothingMayBeSoldToAnotherPlayerWhileARentIsOwed() {
        GameState s = seminary().owns("Ann", "Boardwalk").houses("Boardwalk", 0).owns("Ben", "Baltic Avenue")
                .cash("Ben", 20).at("Ben", 35).turn("Ben").dice(1, 3).build();
        GameState owing = throwAndMove(s, 1).after();
        assertThat(owing.pending()).isInstanceOf(Pending.Debt.class);
        Move.Trade sale = new Move.Trade(1, 2, new Offer(0, List.of(deed("Baltic Avenue")), 0), new Offer(60, List.of(), 0));
        assertThat(reject(owing, sale).ruleId()).isEqualTo(RuleIds.DEBT_NO_SALES);
        assertThat(Moves.REFEREE.waysToRaise(owing, 1)).extracting(w -> w.label(EN, owing.table())).noneMatch(l -> l.contains("trade"));
        GameState classic = apply(new PositionBuilder(table("classic")).owns("Ann", "Boardwalk").owns("Ben", "Baltic Avenue")
                .cash("Ben", 20).at("Ben", 35).turn("Ben").dice(1, 3).build(), new Move.RollDice(1)).after();
        apply(classic, sale);
    }

    @Test
    void aPlayerInJailMayTradeOnlyAGetOutOfJailFreeCard() {
        GameState s = seminary().inJail("Ann", 0).owns("Ann", "Baltic Avenue").jailCard("Ben", "chance").turn("Cat").build();
        Move.Trade deedSale = new Move.Trade(0, 2, new Offer(0, List.of(deed("Baltic Avenue")), 0), new Offer(60, List.of(), 0));
        assertThat(reject(s, deedSale).ruleId()).isEqualTo(RuleIds.JAIL_NO_DEALINGS);
        Move.Trade card = new Move.Trade(1, 0, new Offer(0, List.of(), 1), new Offer(40, List.of(), 0));
        Outcome bought = apply(s, card);
        assertThat(bought.after().player(0).jailCards()).hasSize(1);
        assertThat(bought.ledger()).containsExactly(new Transfer(0, 1, 40, RuleIds.TRADE));
    }

    @Test
    void aBankruptsBuildingsGoBackToTheBankForNothing() {
        PositionBuilder b = seminary().owns("Ann", "Park Place", "Boardwalk").hotel("Park Place").hotel("Boardwalk")
                .owns("Ben", "Mediterranean Avenue", "Baltic Avenue").houses("Mediterranean Avenue", 1).houses("Baltic Avenue", 1)
                .cash("Ben", 10).at("Ben", 35).turn("Ben").dice(1, 3);
        GameState owing = throwAndMove(b.build(), 1).after();
        Outcome bust = apply(owing, new Move.DeclareBankruptcy(1));
        assertThat(bust.ledger()).containsExactly(new Transfer(1, 0, 10, RuleIds.BANKRUPTCY_TO_PLAYER));
        assertThat(bust.after().estates().owner(deed("Baltic Avenue"))).isZero();
        assertThat(bust.after().estates().houses(deed("Baltic Avenue"))).isZero();

        // Under classic the two $50 houses are sold at half ($25 each) and that $50 goes to Ann too.
        PositionBuilder c = new PositionBuilder(table("classic")).owns("Ann", "Park Place", "Boardwalk").hotel("Park Place")
                .hotel("Boardwalk").owns("Ben", "Mediterranean Avenue", "Baltic Avenue").houses("Mediterranean Avenue", 1)
                .houses("Baltic Avenue", 1).cash("Ben", 10).at("Ben", 35).turn("Ben").dice(1, 3);
        Outcome classic = apply(apply(c.build(), new Move.RollDice(1)).after(), new Move.DeclareBankruptcy(1));
        assertThat(classic.ledger()).containsExactly(new Transfer(Estates.BANK, 1, 25, RuleIds.BUILD_SELL),
                new Transfer(Estates.BANK, 1, 25, RuleIds.BUILD_SELL), new Transfer(1, 0, 60, RuleIds.BANKRUPTCY_TO_PLAYER));
    }

    @Test
    void atTheEndUnmortgagedDeedsCountTwiceTheirPriceAndMortgagedOnesNothing() {
        GameState s = seminary().owns("Ann", "Park Place", "Boardwalk").mortgaged("Park Place").build();
        Outcome ended = apply(s, new Move.CallTime(0));
        assertThat(ended.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.GAME_VALUATION)
                && st.arithmetic().contains("$1,000 + $800 + $0 = $1,800"));
        Outcome classic = apply(new PositionBuilder(table("us-timed")).owns("Ann", "Park Place", "Boardwalk").mortgaged("Park Place")
                .build(), new Move.CallTime(0));
        assertThat(classic.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.GAME_VALUATION)
                && st.arithmetic().contains("$1,500 + $575 + $0 = $2,075"));
    }

    @Test
    void buildingIsAllowedBesideAMortgagedLot() {
        GameState s = seminary().owns("Ann", "Mediterranean Avenue", "Baltic Avenue").mortgaged("Mediterranean Avenue").build();
        Outcome built = apply(s, new Move.BuyHouse(0, deed("Baltic Avenue")));
        assertThat(built.ledger()).containsExactly(new Transfer(0, Estates.BANK, 50, RuleIds.BUILD_HOUSE));
        GameState classic = new PositionBuilder(table("classic")).owns("Ann", "Mediterranean Avenue", "Baltic Avenue")
                .mortgaged("Mediterranean Avenue").build();
        assertThat(reject(classic, new Move.BuyHouse(0, deed("Baltic Avenue"))).ruleId()).isEqualTo(RuleIds.BUILD_MORTGAGED_GROUP);
        // The mortgaged lot itself takes nothing, and once freed it is built up before the others.
        assertThat(reject(built.after(), new Move.BuyHouse(0, deed("Mediterranean Avenue"))).reason(EN))
                .isEqualTo("Mediterranean Avenue itself is mortgaged, and a mortgaged lot takes no buildings; lift the mortgage first.");
        GameState two = apply(built.after(), new Move.BuyHouse(0, deed("Baltic Avenue"))).after();
        GameState lifted = apply(two, new Move.LiftMortgage(0, deed("Mediterranean Avenue"))).after();
        // "1-4 houses or a hotel on any or all lots": no even building, so Baltic may take a third house at once.
        Outcome third = apply(lifted, new Move.BuyHouse(0, deed("Baltic Avenue")));
        assertThat(third.after().estates().houses(deed("Baltic Avenue"))).isEqualTo(3);
        assertThat(third.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.BUILD_EVEN)
                && st.ruleset().equals("seminary") && st.result().equals("no even-building check"));
        apply(lifted, new Move.BuyHouse(0, deed("Mediterranean Avenue")));
    }

    @Test
    void aUsedUpDeckIsShuffledAnewByTheBankBeforeTheNextDraw() {
        // Every Chance card has been drawn once: the sixteenth draw put the last one back under the deck.
        GameState s = seminary().at("Ben", 4).turn("Ben").dice(1, 2).build();
        DeckState chance = s.decks().get(0);
        for (int i = 0; i < chance.size(); i++) {
            chance = chance.topToBottom();
        }
        assertThat(chance.allPlayed()).isTrue();
        List<DeckState> decks = new java.util.ArrayList<>(s.decks());
        decks.set(0, chance);
        GameState used = new GameState(s.table(), s.players(), s.estates(), s.bankHouses(), s.bankHotels(), decks, s.dice(),
                s.current(), s.doubles(), s.rollAgain(), s.pending(), s.claims(), s.requests(), s.turn(), s.pot(), s.reversed());
        Outcome drawn = throwAndMove(used, 1);
        assertThat(drawn.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.CARD_RESHUFFLE) && st.ruleset().equals("seminary"));
        DeckState after = drawn.after().decks().get(0);
        // A new order: not the printed cycle, and only the card just drawn counts as played again.
        assertThat(after.toArray()).isNotEqualTo(chance.toArray());
        assertThat(after.played(after.size() - 1)).isTrue();
        assertThat(after.played(after.size() - 2)).isFalse();
        java.util.Set<Integer> cards = new java.util.HashSet<>();
        for (int c : after.toArray()) {
            cards.add(c);
        }
        assertThat(cards).hasSize(chance.size());
        // Under the classic rules the same deck simply comes round again, in the same order.
        GameState classic = new PositionBuilder(table("classic")).at("Ben", 4).turn("Ben").dice(1, 2).build();
        List<DeckState> classicDecks = new java.util.ArrayList<>(classic.decks());
        classicDecks.set(0, chance);
        GameState classicUsed = new GameState(classic.table(), classic.players(), classic.estates(), classic.bankHouses(),
                classic.bankHotels(), classicDecks, classic.dice(), classic.current(), 0, false, classic.pending(), List.of(),
                List.of(), 0, 0);
        Outcome classicDraw = apply(classicUsed, new Move.RollDice(1));
        assertThat(classicDraw.trace().ruleIds()).doesNotContain(RuleIds.CARD_RESHUFFLE);
        assertThat(classicDraw.events()).contains(new Event.CardDrawn(1, "chance",
                classic.table().cards().decks().get(0).cards().get(chance.top()).id()));
    }

    /** The state with one player's seminary marks set (what earlier turns would have left). */
    private static GameState withMarks(GameState s, int seat, int marks) {
        List<PlayerState> players = new java.util.ArrayList<>(s.players());
        players.set(seat, players.get(seat).withMarks(marks));
        return new GameState(s.table(), players, s.estates(), s.bankHouses(), s.bankHotels(), s.decks(), s.dice(),
                s.current(), s.doubles(), s.rollAgain(), s.pending(), s.claims(), s.requests(), s.turn(), s.pot(), s.reversed());
    }

    @Test
    void aProductOf20IsSpeedingAndTheTurnEndsInJail() {
        GameState s = seminary().at("Ben", 0).turn("Ben").dice(4, 5).build();
        GameState thrown = apply(s, new Move.RollDice(1)).after();
        assertThat(Moves.REFEREE.legalMoves(thrown)).contains(new Move.UseDice(1, DiceUse.SUM), new Move.UseDice(1, DiceUse.FIRST_DIE),
                new Move.UseDice(1, DiceUse.SECOND_DIE), new Move.UseDice(1, DiceUse.DIFFERENCE), new Move.UseDice(1, DiceUse.PRODUCT));
        Outcome moved = apply(thrown, new Move.UseDice(1, DiceUse.PRODUCT));
        // 4 × 5 = 20 spaces from GO: Free Parking, and its $100 jackpot, then Jail as the turn ends.
        assertThat(moved.after().player(1).position()).isEqualTo(20);
        assertThat(moved.ledger()).contains(new Transfer(Estates.POT, 1, 100, RuleIds.FREE_PARKING_POT));
        assertThat(moved.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.SPEEDING) && st.arithmetic().equals("4 × 5 = 20, at least 20"));
        Outcome ended = apply(moved.after(), new Move.EndTurn(1));
        assertThat(ended.after().player(1).inJail()).isTrue();
        assertThat(ended.after().player(1).position()).isEqualTo(ended.after().board().jailIndex());
        assertThat(ended.after().pending()).isEqualTo(new Pending.AwaitRoll(2));
    }

    @Test
    void specialDiceAreForAlternateTurnsOnly() {
        GameState s = seminary().at("Ann", 5).dice(2, 5).dice(4, 6).build();
        GameState moved = apply(apply(s, new Move.RollDice(0)).after(), new Move.UseDice(0, DiceUse.SECOND_DIE)).after();
        assertThat(moved.player(0).position()).isEqualTo(10); // 5 spaces by the second die, to Just Visiting
        assertThat(moved.player(0).marks()).as("marks after the special move").isEqualTo(PlayerState.MARK_SPECIAL_THIS_TURN);
        GameState ended = apply(moved, new Move.EndTurn(0)).after();
        assertThat(ended.player(0).has(PlayerState.MARK_SPECIAL_LAST_TURN)).isTrue();
        // Ann's next turn: the throw moves her by the sum at once, with no choice offered.
        GameState annAgain = new GameState(ended.table(), ended.players(), ended.estates(), ended.bankHouses(), ended.bankHotels(),
                ended.decks(), ended.dice(), 0, 0, false, new Pending.AwaitRoll(0), List.of(), List.of(), ended.turn(), ended.pot());
        Outcome next = apply(annAgain, new Move.RollDice(0));
        assertThat(next.after().pending()).isNotInstanceOf(Pending.DiceChoice.class);
        assertThat(next.after().player(0).position()).isEqualTo(20);
        assertThat(apply(next.after(), new Move.EndTurn(0)).after().player(0).marks()).isZero();
    }

    @Test
    void aDifferenceOfZeroLandsAnywhereWithNoFurtherThrow() {
        GameState s = seminary().at("Ann", 5).dice(3, 3).build();
        GameState thrown = apply(s, new Move.RollDice(0)).after();
        assertThat(reject(thrown, new Move.UseDice(0, DiceUse.DIFFERENCE)).reason(EN)).isEqualTo("A difference of zero lands on any space: name the space.");
        Outcome landed = apply(thrown, new Move.UseDice(0, DiceUse.DIFFERENCE, 39));
        assertThat(landed.after().player(0).position()).isEqualTo(39);
        assertThat(landed.after().pending()).isEqualTo(new Pending.BuyDecision(0, deed("Boardwalk")));
        GameState bought = apply(landed.after(), new Move.BuyProperty(0)).after();
        assertThat(bought.pending()).as("no further throw after a free landing, doubles or not").isEqualTo(new Pending.TurnOver(0));
        // Doubles used the ordinary way still earn another throw.
        GameState again = apply(thrown, new Move.UseDice(0, DiceUse.SUM)).after();
        assertThat(again.player(0).position()).isEqualTo(11);
    }

    @Test
    void fromARailroadAPlayerMayTravelFreeToTheirOwnOncePerLapWithNoSalary() {
        GameState s = seminary().owns("Ann", "Reading Railroad").at("Ann", 35).build();
        Outcome trip = apply(s, new Move.TravelByRail(0, deed("Reading Railroad")));
        assertThat(trip.ledger()).as("no salary across GO").isEmpty();
        assertThat(trip.after().player(0).position()).isEqualTo(5);
        assertThat(trip.after().pending()).isEqualTo(new Pending.TurnOver(0));
        // Used once this lap: not again until GO is passed.
        GameState used = withMarks(seminary().owns("Ann", "Reading Railroad", "Short Line").at("Ann", 15).build(), 0,
                PlayerState.MARK_RAIL_TRAVEL_USED);
        assertThat(reject(used, new Move.TravelByRail(0, deed("Short Line"))).ruleId()).isEqualTo(RuleIds.RAIL_TRAVEL);
        GameState lapping = withMarks(seminary().at("Ann", 36).dice(1, 3).build(), 0, PlayerState.MARK_RAIL_TRAVEL_USED);
        assertThat(throwAndMove(lapping, 0).after().player(0).has(PlayerState.MARK_RAIL_TRAVEL_USED)).isFalse();
        // Not a seminary clause anywhere else.
        GameState classic = new PositionBuilder(table("classic")).owns("Ann", "Reading Railroad").at("Ann", 35).build();
        assertThat(reject(classic, new Move.TravelByRail(0, deed("Reading Railroad"))).ruleId()).isEqualTo(RuleIds.RAIL_TRAVEL);
    }

    @Test
    void stoppingExactlyOnGoLetsAPlayerBuyAnyDeedAndReversePlay() {
        GameState s = seminary().at("Ann", 36).at("Ben", 3).dice(1, 3).dice(2, 3).build();
        Outcome go = throwAndMove(s, 0);
        assertThat(go.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 200, RuleIds.GO_SALARY));
        assertThat(Moves.REFEREE.legalMoves(go.after())).contains(new Move.BuyAnyDeed(0, deed("Boardwalk")), new Move.ReverseDirection(0));
        Outcome bought = apply(go.after(), new Move.BuyAnyDeed(0, deed("Boardwalk")));
        assertThat(bought.ledger()).containsExactly(new Transfer(0, Estates.BANK, 400, RuleIds.GO_PRIVILEGES));
        assertThat(bought.after().estates().owner(deed("Boardwalk"))).isZero();
        assertThat(reject(bought.after(), new Move.BuyAnyDeed(0, deed("Park Place"))).ruleId()).isEqualTo(RuleIds.GO_PRIVILEGES);
        GameState reversed = apply(bought.after(), new Move.ReverseDirection(0)).after();
        assertThat(reversed.reversed()).isTrue();
        GameState bens = apply(reversed, new Move.EndTurn(0)).after();
        assertThat(Moves.REFEREE.legalMoves(bens)).doesNotContain(new Move.ReverseDirection(0));
        // Ben throws 5 from Baltic Avenue against the arrows: past GO (salary) to Luxury Tax.
        Outcome ben = throwAndMove(bens, 1);
        assertThat(ben.after().player(1).position()).isEqualTo(38);
        assertThat(ben.ledger()).containsExactly(new Transfer(Estates.BANK, 1, 200, RuleIds.GO_SALARY),
                new Transfer(1, Estates.POT, 75, RuleIds.TAX_LUXURY));
    }

    /** Ben throws double 1 from Tennessee Avenue onto Free Parking, with $350 in the jackpot. */
    private static GameState onABigJackpot(PositionBuilder b) {
        GameState s = b.pot(350).at("Ben", 18).turn("Ben").dice(1, 1).build();
        GameState parked = throwAndMove(s, 1).after();
        assertThat(parked.pending()).isEqualTo(new Pending.JackpotChoice(1));
        return parked;
    }

    @Test
    void aJackpotOf300OrMoreOffersAFreeDeedInsteadOfTheMoney() {
        GameState parked = onABigJackpot(seminary());
        Outcome deed = apply(parked, new Move.ClaimJackpot(1, JackpotPrize.DEED, deed("Boardwalk"), -1, -1));
        assertThat(deed.after().estates().owner(deed("Boardwalk"))).isEqualTo(1);
        // The jackpot goes back to $100; the other $250 returns to the Bank. Ben pays nothing for the deed.
        assertThat(deed.ledger()).containsExactly(new Transfer(Estates.POT, Estates.BANK, 250, RuleIds.POT_PRIVILEGE));
        assertThat(deed.after().pot()).isEqualTo(100);
        // Doubles: Ben throws again after the privilege.
        assertThat(deed.after().pending()).isEqualTo(new Pending.AwaitRoll(1));
        // Or the money, as always.
        Outcome cash = apply(parked, Move.ClaimJackpot.of(1, JackpotPrize.CASH));
        assertThat(cash.ledger()).containsExactly(new Transfer(Estates.POT, 1, 350, RuleIds.FREE_PARKING_POT),
                new Transfer(Estates.BANK, Estates.POT, 100, RuleIds.FREE_PARKING_POT));
    }

    @Test
    void freeHousesGoUpEvenlyOnAGroupThePlayerOwns() {
        GameState parked = onABigJackpot(seminary().owns("Ben", "Park Place", "Boardwalk").houses("Boardwalk", 1));
        Outcome houses = apply(parked, new Move.ClaimJackpot(1, JackpotPrize.HOUSES, deed("Park Place"), -1, -1));
        // Three houses, each on the lowest lot: Park Place (0 -> 1); then a tie, so Boardwalk, the dearer (1 -> 2);
        // then Park Place again (1 -> 2).
        assertThat(houses.after().estates().houses(deed("Park Place"))).isEqualTo(2);
        assertThat(houses.after().estates().houses(deed("Boardwalk"))).isEqualTo(2);
        assertThat(houses.after().bankHouses()).isEqualTo(28);
        assertThat(houses.ledger()).containsExactly(new Transfer(Estates.POT, Estates.BANK, 250, RuleIds.POT_PRIVILEGE));
        assertThat(reject(parked, new Move.ClaimJackpot(1, JackpotPrize.HOUSES, deed("Baltic Avenue"), -1, -1)).ruleId())
                .isEqualTo(RuleIds.POT_PRIVILEGE);
    }

    @Test
    void collectingFromEveryPlayerAndReusingAPlayedCard() {
        GameState parked = onABigJackpot(seminary());
        Outcome collect = apply(parked, Move.ClaimJackpot.of(1, JackpotPrize.COLLECT));
        assertThat(collect.ledger()).containsExactly(new Transfer(2, 1, 50, RuleIds.POT_PRIVILEGE),
                new Transfer(0, 1, 50, RuleIds.POT_PRIVILEGE), new Transfer(Estates.POT, Estates.BANK, 250, RuleIds.POT_PRIVILEGE));
        // No card has been played yet, so none can be used again.
        int chance = parked.table().cards().deckIndex("chance");
        assertThat(reject(parked, new Move.ClaimJackpot(1, JackpotPrize.CARD, -1, chance, 0)).ruleId()).isEqualTo(RuleIds.POT_PRIVILEGE);
        // Ann draws "Advance to GO" from Chance first (7 -> 0); then Ben may use that very card again.
        GameState s = seminary().pot(350).at("Ann", 4).at("Ben", 18).topCard("chance", "ch-go").dice(1, 2).dice(1, 1).build();
        GameState annDone = apply(throwAndMove(s, 0).after(), new Move.EndTurn(0)).after();
        GameState parkedBen = throwAndMove(annDone, 1).after();
        int printed = parkedBen.table().cards().decks().get(chance).cards().stream().map(Card::id).toList().indexOf("ch-go");
        Outcome reused = apply(parkedBen, new Move.ClaimJackpot(1, JackpotPrize.CARD, -1, chance, printed));
        assertThat(reused.after().player(1).position()).isZero();
        assertThat(reused.ledger()).containsExactly(new Transfer(Estates.POT, Estates.BANK, 250, RuleIds.POT_PRIVILEGE),
                new Transfer(Estates.BANK, 1, 200, RuleIds.GO_SALARY));
    }
}
