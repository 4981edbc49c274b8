package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.BuildingAuctionOpening;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/** Each edition's differing clauses, with exact numbers and the source that sets them. */
class EditionsTest {

    private static Table table(String ruleset) {
        return Bundle.get().table(ruleset, List.of("Ann", "Ben", "Cat"));
    }

    /** Ben throws 4 from Short Line onto Boardwalk; Ann holds both dark blues, Park Place mortgaged. */
    private static Outcome boardwalkWithParkPlaceMortgaged(String ruleset) {
        return apply(new PositionBuilder(table(ruleset)).owns("Ann", "Park Place", "Boardwalk").mortgaged("Park Place")
                .at("Ben", 35).turn("Ben").dice(1, 3).build(), new Move.RollDice(1));
    }

    @Test
    void russianAndFrenchTextsGiveNoDoubleRentWithAMortgagedLot() {
        assertThat(boardwalkWithParkPlaceMortgaged("classic").ledger()).containsExactly(new Transfer(1, 0, 100, RuleIds.RENT_STREET));
        for (String edition : List.of("ru-classic", "fr-classic")) {
            Outcome o = boardwalkWithParkPlaceMortgaged(edition);
            assertThat(o.ledger()).as(edition).containsExactly(new Transfer(1, 0, 50, RuleIds.RENT_STREET));
            assertThat(o.trace().flatten(EN)).as(edition).anyMatch(st -> st.ruleId().equals(RuleIds.RENT_GROUP_DOUBLE_MORTGAGED)
                    && st.source().startsWith(edition.substring(0, 2) + "-classic") && st.result().equals("site rent only"));
        }
    }

    @Test
    void theRussianTextEndsTheRentWindowAtTheNextThrowTheFrenchAtTheSecond() {
        assertThat(Bundle.get().ruleset("ru-classic").rentClaimTurns()).isEqualTo(1);
        assertThat(Bundle.get().ruleset("fr-classic").rentClaimTurns()).isEqualTo(2);
        assertThat(Bundle.get().ruleset("us-video").rentClaimTurns()).isEqualTo(1);
        Table t = Tables.askingForRent(table("ru-classic"));
        GameState s = new PositionBuilder(t).owns("Ann", "Boardwalk").at("Ben", 35).turn("Ben").dice(1, 3).dice(4, 6).build();
        s = apply(s, new Move.RollDice(1)).after();
        s = apply(s, new Move.EndTurn(1)).after();
        Outcome cat = apply(s, new Move.RollDice(2));
        assertThat(cat.events()).contains(new Event.RentLapsed(0, 1, 27, 50));
    }

    @Test
    void theRussianAndFrenchTextsOpenBuildingAuctionsAtTheHousePrice() {
        for (String edition : List.of("ru-classic", "fr-classic")) {
            RuleSet rs = Bundle.get().ruleset(edition);
            assertThat(rs.buildingAuctionOpening()).as(edition).isEqualTo(BuildingAuctionOpening.BUILDING_PRICE);
        }
        // Ann (browns, 50 houses) and Ben (light blues, 50 houses) want the last 2 houses: the bidding opens at 50
        // (thousand roubles: the Russian edition's notes, written ₽50k in English).
        GameState s = Tables.lastTwoHouses(table("ru-classic")).build();
        s = apply(s, new Move.RequestBuildings(0, false, 2)).after();
        s = apply(s, new Move.RequestBuildings(1, false, 2)).after();
        assertThat(reject(s, new Move.Bid(0, 49)).reason(EN)).isEqualTo("The first bid must be at least ₽50k under this ruleset.");
        apply(s, new Move.Bid(0, 50));
    }

    @Test
    void frenchHotelsAreExchangedForFourHousesAndHalfTheirPrice() {
        Outcome o = apply(new PositionBuilder(table("fr-classic")).owns("Ann", "Park Place", "Boardwalk").hotel("Park Place")
                .hotel("Boardwalk").build(), new Move.SellHotel(0, new PositionBuilder(table("fr-classic")).deed("Boardwalk")));
        assertThat(o.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 100, RuleIds.BUILD_SELL_HOTEL));
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.ruleset().equals("fr-classic") && st.source().contains("quatre maisons"));
    }

    @Test
    void theFrenchFasterGameDealsTwoPaidDeedsBuildsHotelsOnThreeHousesAndEndsAtTheSecondBankruptcy() {
        GameState s = Setup.newGame(table("fr-fast"), 42);
        for (int seat = 0; seat < 3; seat++) {
            int owned = 0;
            int paid = 0;
            for (Deed d : s.board().deeds()) {
                if (s.estates().owner(d.id()) == seat) {
                    owned++;
                    paid += d.price();
                }
            }
            assertThat(owned).isEqualTo(2);
            assertThat(s.player(seat).cash()).isEqualTo(1500 - paid);
        }
        GameState again = Setup.newGame(table("fr-fast"), 42);
        assertThat(again.players()).as("the deal replays from the seed").isEqualTo(s.players());
        for (Deed d : s.board().deeds()) {
            assertThat(again.estates().owner(d.id())).isEqualTo(s.estates().owner(d.id()));
        }
        RuleSet fast = Bundle.get().ruleset("fr-fast");
        assertThat(fast.housesBeforeHotel()).isEqualTo(3);
        assertThat(fast.gameEndsAfterBankruptcies()).isEqualTo(2);
        GameState three = new PositionBuilder(table("fr-fast")).owns("Ann", "Park Place", "Boardwalk")
                .houses("Park Place", 3).houses("Boardwalk", 3).build();
        Outcome hotel = apply(three, new Move.BuyHotel(0, three.board().space(39).deed()));
        assertThat(hotel.after().bankHouses()).isEqualTo(32 - 3);
        // The hotel's worth in the valuation includes its three houses: $200 + 3 x $200.
        assertThat(hotel.trace().flatten(EN)).anyMatch(st -> st.ruleset().equals("fr-fast"));
    }

    @Test
    void theFrenchTimedGameDealsTwoPaidDeedsAndAllowsCallingTime() {
        GameState s = Setup.newGame(table("fr-timed"), 7);
        long dealt = s.board().deeds().stream().filter(d -> s.estates().owner(d.id()) >= 0).count();
        assertThat(dealt).isEqualTo(6);
        Outcome called = apply(s, new Move.CallTime(0));
        assertThat(called.after().pending()).isInstanceOf(Pending.GameOver.class);
        assertThat(reject(Setup.newGame(table("fr-classic"), 7), new Move.CallTime(0)).ruleId()).isEqualTo(RuleIds.GAME_TIME_LIMIT);
    }

    @Test
    void theVideoSummaryForbidsGiftsTheLongFormDoesNot() {
        Move gift = new Move.Trade(0, 1, Offer.cash(100), Offer.NOTHING);
        Rejection r = reject(new PositionBuilder(table("us-video")).build(), gift);
        assertThat(r.ruleId()).isEqualTo(RuleIds.TRADE_NO_GIFTS);
        assertThat(r.trace().steps().get(0).source()).isEqualTo("us-video, Trading: you may not gift players money");
        Outcome allowed = apply(new PositionBuilder(table("classic")).build(), gift);
        assertThat(allowed.ledger()).containsExactly(new Transfer(0, 1, 100, RuleIds.TRADE));
    }

    @Test
    void anExtendingEditionInheritsTheRestWithTheirSourcesAndAppliesThemUnderItsOwnName() {
        RuleSet ru = Bundle.get().ruleset("ru-classic");
        // Its own sums it cites from its own text, in its own money.
        assertThat(ru.jailFine()).isEqualTo(50);
        assertThat(ru.clause(RuleKey.JAIL_FINE).source()).as("the Russian text states the fine").isEqualTo("ru-classic");
        assertThat(ru.clause(RuleKey.BANK_HOUSES).source()).as("it does not state the supply").isEqualTo("us-longform");
        assertThat(ru.clause(RuleKey.BANK_HOUSES).rulesetId()).isEqualTo("ru-classic");
        assertThat(Bundle.get().ruleset("fr-classic").clause(RuleKey.STARTING_CASH).source()).isEqualTo("fr-classic");
        assertThat(ru.clause(RuleKey.RENT_CLAIM_TURNS).rulesetId()).isEqualTo("ru-classic");
        for (RuleKey<?> key : RuleKey.ALL) {
            assertThat(Bundle.get().ruleset("boutique").clause(key).rulesetId()).as(key.name()).isEqualTo("boutique");
        }
    }

    @Test
    void theUsShortGameDealsThreeFreeDeedsAndForcesTheFineAfterOneFailedThrow() {
        GameState s = Setup.newGame(table("us-short"), 3);
        for (int seat = 0; seat < 3; seat++) {
            int seatNo = seat;
            assertThat(s.board().deeds().stream().filter(d -> s.estates().owner(d.id()) == seatNo)).hasSize(3);
            assertThat(s.player(seat).cash()).as("the dealt deeds are free").isEqualTo(1500);
        }
        // In Jail, Ann throws 1+2: not doubles on her one turn, so she pays $50 and moves 3, to States Avenue.
        GameState jailed = new PositionBuilder(table("us-short")).inJail("Ann", 0).dice(1, 2).build();
        Outcome o = apply(jailed, new Move.RollDice(0));
        assertThat(o.ledger()).containsExactly(new Transfer(0, Estates.BANK, 50, RuleIds.JAIL_FORCED_FINE));
        assertThat(o.after().player(0).position()).isEqualTo(13);
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.ruleset().equals("us-short") && st.source().startsWith("us-longform, Short Game 3"));
        // Income Tax is a flat $200 with no choice; a mall (hotel) follows three houses.
        Outcome tax = apply(new PositionBuilder(table("us-short")).at("Ann", 1).dice(1, 2).build(), new Move.RollDice(0));
        assertThat(tax.ledger()).containsExactly(new Transfer(0, Estates.BANK, 200, RuleIds.TAX_INCOME));
        assertThat(Bundle.get().ruleset("us-short").housesBeforeHotel()).isEqualTo(3);
        assertThat(Bundle.get().ruleset("us-short").gameEndsAfterBankruptcies()).isEqualTo(1);
    }

    @Test
    void theUsTimeLimitGameDealsTwoPaidDeedsAndEndsWhenTimeIsCalled() {
        GameState s = Setup.newGame(table("us-timed"), 5);
        int paid = s.board().deeds().stream().filter(d -> s.estates().owner(d.id()) == 0).mapToInt(Deed::price).sum();
        assertThat(s.player(0).cash()).isEqualTo(1500 - paid);
        assertThat(apply(s, new Move.CallTime(1)).after().pending()).isInstanceOf(Pending.GameOver.class);
    }

    @Test
    void theFrenchRulesCountInEurosAndTheFasterGameInheritsThem() {
        for (String edition : List.of("fr-classic", "fr-fast", "fr-timed")) {
            Outcome rent = boardwalkWithParkPlaceMortgaged(edition);
            assertThat(rent.trace().flatten(EN)).as(edition).anyMatch(st -> st.arithmetic().equals("site rent = €50"));
        }
        assertThat(boardwalkWithParkPlaceMortgaged("classic").trace().flatten(EN)).anyMatch(st -> st.arithmetic().contains("$50"));
    }

    @Test
    void theRussianAndFrenchTextsChargeThePrintedIncomeTaxWithNoPercentageChoice() {
        for (String edition : List.of("ru-classic", "fr-classic", "fr-fast", "fr-timed")) {
            Outcome o = apply(new PositionBuilder(table(edition)).at("Ben", 1).turn("Ben").dice(1, 2).build(), new Move.RollDice(1));
            assertThat(o.after().pending()).as(edition).isEqualTo(new Pending.TurnOver(1));
            assertThat(o.ledger()).as(edition).containsExactly(new Transfer(1, Estates.BANK, 200, RuleIds.TAX_INCOME));
            assertThat(Bundle.get().ruleset(edition).clause(RuleKey.INCOME_TAX_PERCENT).source()).as(edition)
                    .isEqualTo(edition.startsWith("ru") ? "ru-classic" : "fr-classic");
        }
        Outcome classic = apply(new PositionBuilder(table("classic")).at("Ben", 1).turn("Ben").dice(1, 2).build(), new Move.RollDice(1));
        assertThat(classic.after().pending()).isEqualTo(new Pending.TaxChoice(1, 4));
    }

    @Test
    void onlyTheUsLongFormStopsTheFineBeforeTheThirdThrowInJail() {
        for (String edition : List.of("ru-classic", "fr-classic", "us-video")) {
            GameState s = new PositionBuilder(table(edition)).inJail("Ben", 2).turn("Ben").build();
            assertThat(Moves.REFEREE.legalMoves(s)).as(edition).contains(new Move.PayJailFine(1), new Move.RollDice(1));
            Outcome paid = apply(s, new Move.PayJailFine(1));
            assertThat(paid.ledger()).as(edition).containsExactly(new Transfer(1, Estates.BANK, 50, RuleIds.JAIL_PAY_FINE));
            assertThat(paid.after().pending()).as(edition).isEqualTo(new Pending.AwaitRoll(1));
            assertThat(paid.trace().flatten(EN)).as(edition).anyMatch(st -> st.ruleId().equals(RuleIds.JAIL_PAY_FINE));
        }
        for (String edition : List.of("classic", "boutique", "modern")) {
            GameState s = new PositionBuilder(table(edition)).inJail("Ben", 2).turn("Ben").build();
            assertThat(reject(s, new Move.PayJailFine(1)).ruleId()).as(edition).isEqualTo(RuleIds.JAIL_PAY_FINE);
        }
    }

    @Test
    void theRussianTextExchangesASoldHotelForFourHousesAndCitesItself() {
        GameState s = new PositionBuilder(table("ru-classic")).owns("Ann", "Park Place", "Boardwalk").hotel("Park Place")
                .hotel("Boardwalk").build();
        Outcome o = apply(s, new Move.SellHotel(0, new PositionBuilder(table("ru-classic")).deed("Boardwalk")));
        assertThat(o.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 100, RuleIds.BUILD_SELL_HOTEL));
        assertThat(o.after().estates().houses(27)).isEqualTo(4);
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.BUILD_SELL_HOTEL)
                && st.ruleset().equals("ru-classic") && st.text().contains("exchanged for 4 houses"));
    }

    @Test
    void theUsVideoSummaryLetsAGroupGoStraightToHotelsWhenTheBankHasNoHouses() {
        // Every house is out: Cat holds 26 on the oranges, reds and greens; Ann has two houses on each light blue.
        PositionBuilder b = new PositionBuilder(table("us-video")).owns("Ann", "Oriental Avenue", "Vermont Avenue", "Connecticut Avenue")
                .houses("Oriental Avenue", 2).houses("Vermont Avenue", 2).houses("Connecticut Avenue", 2)
                .owns("Cat", "St. James Place", "Tennessee Avenue", "New York Avenue", "Kentucky Avenue", "Indiana Avenue",
                        "Illinois Avenue", "Pacific Avenue", "North Carolina Avenue", "Pennsylvania Avenue")
                .houses("St. James Place", 3).houses("Tennessee Avenue", 3).houses("New York Avenue", 3)
                .houses("Kentucky Avenue", 3).houses("Indiana Avenue", 3).houses("Illinois Avenue", 3)
                .houses("Pacific Avenue", 3).houses("North Carolina Avenue", 3).houses("Pennsylvania Avenue", 2);
        GameState s = b.build();
        assertThat(s.bankHouses()).isZero();
        int vermont = b.deed("Vermont Avenue");
        Outcome o = apply(s, new Move.BuyHotel(0, vermont));
        // Each light blue: a $50 hotel plus the 2 houses it skips at $50 = $150; three lots, $450.
        assertThat(o.ledger()).containsExactly(new Transfer(0, Estates.BANK, 450, RuleIds.BUILD_HOTEL_STRAIGHT));
        for (String lot : List.of("Oriental Avenue", "Vermont Avenue", "Connecticut Avenue")) {
            assertThat(o.after().estates().hotel(b.deed(lot))).as(lot).isTrue();
        }
        assertThat(o.after().bankHouses()).as("the six houses turned in").isEqualTo(6);
        assertThat(o.after().bankHotels()).isEqualTo(9);
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.BUILD_HOTEL_STRAIGHT)
                && st.ruleset().equals("us-video") && st.arithmetic().endsWith("total $450"));
        // The long form has no such jump: Ann waits for houses.
        GameState classic = new PositionBuilder(table("classic")).owns("Ann", "Oriental Avenue", "Vermont Avenue", "Connecticut Avenue")
                .houses("Oriental Avenue", 2).houses("Vermont Avenue", 2).houses("Connecticut Avenue", 2)
                .owns("Cat", "St. James Place", "Tennessee Avenue", "New York Avenue", "Kentucky Avenue", "Indiana Avenue",
                        "Illinois Avenue", "Pacific Avenue", "North Carolina Avenue", "Pennsylvania Avenue")
                .houses("St. James Place", 3).houses("Tennessee Avenue", 3).houses("New York Avenue", 3)
                .houses("Kentucky Avenue", 3).houses("Indiana Avenue", 3).houses("Illinois Avenue", 3)
                .houses("Pacific Avenue", 3).houses("North Carolina Avenue", 3).houses("Pennsylvania Avenue", 2).build();
        assertThat(reject(classic, new Move.BuyHotel(0, vermont)).ruleId()).isEqualTo(RuleIds.BUILD_HOTEL);
    }
}
