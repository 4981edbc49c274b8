package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import org.junit.jupiter.api.Test;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/** Houses and hotels: whole groups, even building and selling, the Bank's supply, shortages. */
class BuildingTest {

    private final Table classic = Tables.classic();

    private int deed(String name) {
        return new PositionBuilder(classic).deed(name);
    }

    private PositionBuilder orange() {
        return new PositionBuilder(classic).owns("Ann", "St. James Place", "Tennessee Avenue", "New York Avenue");
    }

    @Test
    void aHouseCostsTheDeedsHousePriceAndComesFromTheBank() {
        Outcome o = apply(orange().build(), new Move.BuyHouse(0, deed("New York Avenue")));
        assertThat(o.ledger()).containsExactly(new Transfer(0, Estates.BANK, 100, RuleIds.BUILD_HOUSE));
        assertThat(o.after().estates().houses(deed("New York Avenue"))).isEqualTo(1);
        assertThat(o.after().bankHouses()).isEqualTo(31);
    }

    @Test
    void buildingNeedsTheWholeGroupAndNoMortgageInIt() {
        GameState partial = new PositionBuilder(classic).owns("Ann", "St. James Place", "Tennessee Avenue")
                .owns("Ben", "New York Avenue").build();
        Rejection r = reject(partial, new Move.BuyHouse(0, deed("St. James Place")));
        assertThat(r.ruleId()).isEqualTo(RuleIds.BUILD_COMPLETE_GROUP);
        assertThat(r.reason(EN)).contains("New York Avenue belongs to Ben");
        Rejection m = reject(orange().mortgaged("Tennessee Avenue").build(), new Move.BuyHouse(0, deed("St. James Place")));
        assertThat(m.ruleId()).isEqualTo(RuleIds.BUILD_MORTGAGED_GROUP);
        assertThat(reject(orange().build(), new Move.BuyHouse(0, deed("Reading Railroad"))).ruleId())
                .isEqualTo(RuleIds.BUILD_COMPLETE_GROUP);
    }

    @Test
    void housesGoUpEvenly() {
        GameState s = orange().houses("St. James Place", 1).build();
        Rejection r = reject(s, new Move.BuyHouse(0, deed("St. James Place")));
        assertThat(r.ruleId()).isEqualTo(RuleIds.BUILD_EVEN);
        assertThat(r.reason(EN)).isEqualTo("Build evenly: St. James Place has 1 and Tennessee Avenue only 0; "
                + "the next house goes on Tennessee Avenue.");
    }

    @Test
    void sellingEvenlyRefusesNewYorksOnlyHouseWhileTheOthersHaveTwo() {
        GameState s = orange().houses("St. James Place", 2).houses("Tennessee Avenue", 2).houses("New York Avenue", 1).build();
        Rejection r = reject(s, new Move.SellHouse(0, deed("New York Avenue")));
        assertThat(r.ruleId()).isEqualTo(RuleIds.BUILD_SELL_EVEN);
        assertThat(r.reason(EN)).contains("St. James Place has 2 houses while New York Avenue has 1");
        Outcome sold = apply(s, new Move.SellHouse(0, deed("Tennessee Avenue")));
        assertThat(sold.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 50, RuleIds.BUILD_SELL));
        assertThat(sold.after().bankHouses()).isEqualTo(32 - 5 + 1);
    }

    @Test
    void fourHousesThenAHotelWhichReturnsTheHousesToTheBank() {
        GameState s = orange().houses("St. James Place", 4).houses("Tennessee Avenue", 4).houses("New York Avenue", 4).build();
        assertThat(reject(s, new Move.BuyHouse(0, deed("New York Avenue"))).ruleId()).isEqualTo(RuleIds.BUILD_LIMIT);
        Outcome o = apply(s, new Move.BuyHotel(0, deed("New York Avenue")));
        assertThat(o.ledger()).containsExactly(new Transfer(0, Estates.BANK, 100, RuleIds.BUILD_HOTEL));
        assertThat(o.after().estates().hotel(deed("New York Avenue"))).isTrue();
        assertThat(o.after().estates().houses(deed("New York Avenue"))).isZero();
        assertThat(o.after().bankHouses()).isEqualTo(32 - 12 + 4);
        assertThat(o.after().bankHotels()).isEqualTo(11);
        GameState short3 = orange().houses("St. James Place", 4).houses("Tennessee Avenue", 3).houses("New York Avenue", 4).build();
        assertThat(reject(short3, new Move.BuyHotel(0, deed("New York Avenue"))).reason(EN))
                .contains("Tennessee Avenue has 3");
    }

    @Test
    void withNoHousesInTheBankABuildIsRefusedUntilHousesReturn() {
        GameState s = new PositionBuilder(classic).owns("Ann", "Mediterranean Avenue", "Baltic Avenue")
                .owns("Ben", "St. James Place", "Tennessee Avenue", "New York Avenue", "Park Place", "Boardwalk",
                        "Pacific Avenue", "North Carolina Avenue", "Pennsylvania Avenue")
                .houses("St. James Place", 4).houses("Tennessee Avenue", 4).houses("New York Avenue", 4)
                .houses("Pacific Avenue", 4).houses("North Carolina Avenue", 4).houses("Pennsylvania Avenue", 4)
                .houses("Park Place", 4).houses("Boardwalk", 4).build();
        assertThat(s.bankHouses()).isZero();
        Rejection r = reject(s, new Move.BuyHouse(0, deed("Baltic Avenue")));
        assertThat(r.ruleId()).isEqualTo(RuleIds.BUILD_SHORTAGE_WAIT);
        assertThat(r.reason(EN)).contains("Wait until houses return");
        // Ben turns 4 houses in for a hotel: now Ann can build.
        GameState after = apply(s, new Move.BuyHotel(1, deed("Boardwalk"))).after();
        assertThat(after.bankHouses()).isEqualTo(4);
        apply(after, new Move.BuyHouse(0, deed("Baltic Avenue")));
    }

    @Test
    void aHotelSoldBackWithHousesInTheBankBecomesFourHousesAndHalfItsPrice() {
        GameState s = new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk").hotel("Park Place").hotel("Boardwalk").build();
        Outcome o = apply(s, new Move.SellHotel(0, deed("Boardwalk")));
        assertThat(o.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 100, RuleIds.BUILD_SELL_HOTEL));
        assertThat(o.after().estates().houses(deed("Boardwalk"))).isEqualTo(4);
        assertThat(o.after().bankHotels()).isEqualTo(11);
        assertThat(o.after().bankHouses()).isEqualTo(28);
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.ruleset().equals("classic") && st.text().contains("one house at a time"));
        Outcome modern = apply(new PositionBuilder(Tables.modern()).owns("Ann", "Park Place", "Boardwalk")
                .hotel("Park Place").hotel("Boardwalk").build(), new Move.SellHotel(0, deed("Boardwalk")));
        assertThat(modern.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 100, RuleIds.BUILD_SELL_HOTEL));
        assertThat(modern.trace().flatten(EN)).anyMatch(st -> st.ruleset().equals("modern") && st.text().contains("exchanged for 4 houses"));
    }

    @Test
    void parkPlaceAndBoardwalkHotelsWithNoHousesInTheBankSellFor1000Together() {
        PositionBuilder b = new PositionBuilder(classic).owns("Ann", "Park Place", "Boardwalk").hotel("Park Place").hotel("Boardwalk")
                .owns("Ben", "St. James Place", "Tennessee Avenue", "New York Avenue", "Pacific Avenue", "North Carolina Avenue",
                        "Pennsylvania Avenue", "St. Charles Place", "States Avenue", "Virginia Avenue")
                .houses("St. James Place", 4).houses("Tennessee Avenue", 4).houses("New York Avenue", 4)
                .houses("Pacific Avenue", 4).houses("North Carolina Avenue", 4).houses("Pennsylvania Avenue", 4)
                .houses("St. Charles Place", 2).houses("States Avenue", 3).houses("Virginia Avenue", 3);
        GameState s = b.build();
        assertThat(s.bankHouses()).isZero();
        Outcome o = apply(s, new Move.SellHotel(0, deed("Boardwalk")));
        assertThat(o.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 1000, RuleIds.BUILD_SELL_HOTEL_SHORTAGE));
        assertThat(o.after().estates().hotel(deed("Park Place"))).isFalse();
        assertThat(o.after().estates().houses(deed("Park Place"))).isZero();
        assertThat(o.after().bankHotels()).isEqualTo(12);
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.arithmetic().equals("($1,000 + $1,000) / 2 = $1,000"));
    }

    @Test
    void twoPlayersWantingMoreHousesThanTheBankHasBidForThemOneAtATime() {
        // 30 houses stand elsewhere, so the Bank has 2.
        GameState s = Tables.lastTwoHouses(classic).build();
        assertThat(s.bankHouses()).isEqualTo(2);
        s = apply(s, new Move.RequestBuildings(0, false, 2)).after();
        assertThat(s.pending()).isInstanceOf(Pending.AwaitRoll.class);
        Outcome contested = apply(s, new Move.RequestBuildings(1, false, 3));
        assertThat(contested.after().pending()).isInstanceOf(Pending.BuildingAuction.class);
        assertThat(contested.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.BUILD_SHORTAGE_AUCTION)
                && st.inputs().get("wanted").equals("Ann 2, Ben 3") && st.inputs().get("in the Bank").equals("2")
                && st.inputs().get("bidders").equals("Ann, Ben, Cat"));
        s = contested.after();
        s = apply(s, new Move.Bid(0, 10)).after();
        s = apply(s, new Move.Bid(1, 60)).after();
        s = apply(s, new Move.PassBid(0)).after();
        // Cat did not ask, but could put a house on the reds, so she takes part and must pass too.
        assertThat(s.pending()).isInstanceOf(Pending.BuildingAuction.class);
        Outcome won = apply(s, new Move.PassBid(2));
        assertThat(won.ledger()).containsExactly(new Transfer(1, Estates.BANK, 60, RuleIds.BUILD_SHORTAGE_AUCTION));
        assertThat(won.after().pending()).isEqualTo(new Pending.PlaceBuilding(1, false, new Pending.AwaitRoll(0)));
        Outcome placed = apply(won.after(), new Move.BuyHouse(1, deed("Oriental Avenue")));
        assertThat(placed.ledger()).isEmpty();
        assertThat(placed.after().bankHouses()).isEqualTo(1);
        // One house left, still wanted by both: the next auction opens at once.
        assertThat(placed.after().pending()).isInstanceOf(Pending.BuildingAuction.class);
    }

    @Test
    void aBuildingWonByABidderWhoCanNoLongerPlaceItStaysWithTheBank() {
        GameState s = Tables.lastTwoHouses(classic).build();
        s = apply(s, new Move.RequestBuildings(0, false, 2)).after();
        s = apply(s, new Move.RequestBuildings(1, false, 3)).after();
        s = apply(s, new Move.Bid(0, 10)).after();
        s = apply(s, new Move.PassBid(1)).after();
        // Ann mortgages a brown while her bid stands (mortgaging is allowed at any time): the group can take no house now.
        s = apply(s, new Move.MortgageDeed(0, deed("Mediterranean Avenue"))).after();
        assertThat(Moves.REFEREE.check(s, new Move.Bid(1, 20))).as("Ben passed on $10 but may still raise").isEmpty();
        Outcome closed = apply(s, new Move.PassBid(2));
        assertThat(closed.ledger()).isEmpty();
        assertThat(closed.after().bankHouses()).isEqualTo(2);
        assertThat(closed.after().requests()).isEmpty();
        assertThat(closed.after().pending()).isEqualTo(new Pending.AwaitRoll(0));
        assertThat(closed.trace().flatten(EN)).anyMatch(st -> st.ruleId().equals(RuleIds.BUILD_SHORTAGE_AUCTION)
                && st.text().startsWith("Ann made the highest bid but can no longer place a house"));
    }
}
