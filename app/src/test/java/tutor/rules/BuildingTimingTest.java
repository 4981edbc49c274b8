package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.TestWords.EN;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;
import tutor.trace.TraceStep;

/**
 * Houses and hotels bought and sold "at any time" where the edition's text says so (US long form,
 * Russian and French texts): during another player's purchase decision, during an auction to fund a
 * bid, on another player's turn; only between moves under the US video summary. A purchase during an
 * auction keeps the buyer's standing bid covered; the Bank's scarce buildings go only through their auction.
 */
class BuildingTimingTest {

    private static Table table(String ruleset) {
        return Bundle.get().table(ruleset, List.of("Ann", "Ben", "Cat"));
    }

    /** Ann holds the orange group with one house on each lot and $100; Ben is about to stop on Boardwalk (unowned). */
    private static GameState benOnBoardwalk(Table t, int annCash) {
        GameState s = new PositionBuilder(t).owns("Ann", "St. James Place", "Tennessee Avenue", "New York Avenue")
                .houses("St. James Place", 1).houses("Tennessee Avenue", 1).houses("New York Avenue", 1)
                .cash("Ann", annCash).at("Ben", 35).turn("Ben").dice(1, 3).build();
        return apply(s, new Move.RollDice(1)).after();
    }

    private static int deed(Table t, String name) {
        return new PositionBuilder(t).deed(name);
    }

    @Test
    void underTheLongFormAHouseIsSoldToFundABidAndTheAuctionGoesOn() {
        Table t = table("classic");
        GameState s = apply(benOnBoardwalk(t, 100), new Move.DeclineToBuy(1)).after();
        s = apply(s, new Move.Bid(1, 120)).after();
        assertThat(reject(s, new Move.Bid(0, 140)).ruleId()).isEqualTo(RuleIds.AUCTION_BID_CASH);
        Outcome sold = apply(s, new Move.SellHouse(0, deed(t, "New York Avenue")));
        assertThat(sold.ledger()).containsExactly(new Transfer(Estates.BANK, 0, 50, RuleIds.BUILD_SELL));
        assertThat(sold.after().pending()).as("the auction goes on").isInstanceOf(Pending.Auction.class);
        TraceStep timing = sold.trace().flatten(EN).stream().filter(st -> st.ruleId().equals(RuleIds.BUILD_TIMING))
                .findFirst().orElseThrow().step();
        assertThat(EN.format(timing.text(), t)).isEqualTo("Allowed now: under these rules houses and hotels may be bought "
                + "and sold at any time, even while Boardwalk is being auctioned.");
        assertThat(timing.source()).startsWith("us-longform, Houses; Selling Property");
        s = apply(sold.after(), new Move.Bid(0, 140)).after();
        assertThat(((Pending.Auction) s.pending()).high()).isEqualTo(140);
    }

    @Test
    void aHouseMayBeBoughtWhileAnotherPlayerDecidesWhetherToBuy() {
        for (String ruleset : List.of("classic", "modern", "ru-classic", "fr-classic", "boutique", "us-short", "fr-fast")) {
            Table t = table(ruleset);
            GameState s = benOnBoardwalk(t, 500);
            assertThat(s.pending()).isInstanceOf(Pending.BuyDecision.class);
            Outcome built = apply(s, new Move.BuyHouse(0, deed(t, "St. James Place")));
            assertThat(built.after().estates().houses(deed(t, "St. James Place"))).as(ruleset).isEqualTo(2);
            assertThat(built.after().pending()).as("Ben still decides, under " + ruleset).isEqualTo(s.pending());
        }
    }

    @Test
    void theVideoSummaryKeepsBuildingBetweenMovesAndSaysSoInASentence() {
        Table t = table("us-video");
        GameState s = benOnBoardwalk(t, 500);
        Rejection r = reject(s, new Move.BuyHouse(0, deed(t, "St. James Place")));
        assertThat(r.ruleId()).isEqualTo(RuleIds.BUILD_TIMING);
        assertThat(r.reason(EN)).isEqualTo("This is done between moves, not while Ben decides whether to buy Boardwalk.");
        assertThat(r.trace().steps().get(0).source()).isEqualTo("us-video, Building: buy and sell houses during your turn or in between turns");
        GameState auction = apply(s, new Move.DeclineToBuy(1)).after();
        assertThat(reject(auction, new Move.SellHouse(0, deed(t, "St. James Place"))).reason(EN))
                .isEqualTo("This is done between moves, not while Boardwalk is being auctioned.");
        // Between moves, on another player's turn, the video allows it.
        GameState turnOver = apply(s, new Move.BuyProperty(1)).after();
        assertThat(turnOver.pending()).isInstanceOf(Pending.TurnOver.class);
        apply(turnOver, new Move.BuyHouse(0, deed(t, "St. James Place")));
    }

    @Test
    void aHouseBoughtDuringAnAuctionMustLeaveTheStandingBidCovered() {
        Table t = table("classic");
        GameState s = apply(benOnBoardwalk(t, 300), new Move.DeclineToBuy(1)).after();
        s = apply(s, new Move.Bid(0, 250)).after();
        // Ann holds the highest bid of $250 with $300: a $100 house would leave $200.
        Rejection r = reject(s, new Move.BuyHouse(0, deed(t, "St. James Place")));
        assertThat(r.ruleId()).isEqualTo(RuleIds.AUCTION_BID_CASH);
        assertThat(r.reason(EN)).isEqualTo("Ann holds the highest bid, $250, which is paid in cash; "
                + "a house for $100 would leave too little to pay it.");
        s = apply(s, new Move.Bid(1, 260)).after();
        apply(s, new Move.BuyHouse(0, deed(t, "St. James Place")));
    }

    @Test
    void scarceBuildingsAreNotSoldOutsideTheirAuctionButAHouseMaySellToFundABid() {
        Table t = Tables.classic();
        GameState s = Tables.lastTwoHouses(t).build();
        s = apply(s, new Move.RequestBuildings(0, false, 2)).after();
        s = apply(s, new Move.RequestBuildings(1, false, 2)).after();
        assertThat(s.pending()).isInstanceOf(Pending.BuildingAuction.class);
        int illinois = deed(t, "Illinois Avenue");
        Rejection r = reject(s, new Move.BuyHouse(2, illinois));
        assertThat(r.ruleId()).isEqualTo(RuleIds.BUILD_SHORTAGE_AUCTION);
        assertThat(r.reason(EN)).startsWith("The Bank is auctioning its scarce houses");
        Outcome sold = apply(s, new Move.SellHouse(2, deed(t, "St. James Place")));
        assertThat(sold.after().pending()).isInstanceOf(Pending.BuildingAuction.class);
        assertThat(sold.after().bankHouses()).isEqualTo(3);
    }

    @Test
    void aDebtorStillPaysFirstButAnotherPlayerMayBuildMeanwhile() {
        Table t = Tables.classic();
        GameState s = new PositionBuilder(t).owns("Ann", "St. James Place", "Tennessee Avenue", "New York Avenue")
                .owns("Ben", "Boardwalk", "Park Place").hotel("Boardwalk").hotel("Park Place").cash("Ann", 100)
                .at("Ann", 35).turn("Ann").dice(1, 3).build();
        GameState debt = apply(s, new Move.RollDice(0)).after();
        assertThat(debt.pending()).isInstanceOf(Pending.Debt.class);
        assertThat(reject(debt, new Move.BuyHouse(0, deed(t, "St. James Place"))).ruleId()).isEqualTo(RuleIds.DEBT_PENDING);
        Outcome cat = apply(debt, new Move.SellHotel(1, deed(t, "Boardwalk")));
        assertThat(cat.after().pending()).isInstanceOf(Pending.Debt.class);
        GameState video = new PositionBuilder(table("us-video")).owns("Ann", "St. James Place", "Tennessee Avenue", "New York Avenue")
                .owns("Ben", "Boardwalk", "Park Place").hotel("Boardwalk").hotel("Park Place").cash("Ann", 100)
                .at("Ann", 35).turn("Ann").dice(1, 3).build();
        GameState videoDebt = apply(video, new Move.RollDice(0)).after();
        assertThat(reject(videoDebt, new Move.SellHotel(1, deed(t, "Boardwalk"))).reason(EN))
                .isEqualTo("This is done between moves, not while Ann is raising $2,000 owed to Ben.");
    }

    @Test
    void everyMomentReadsAsASentenceInEachLanguage() {
        Table t = table("us-video");
        GameState s = benOnBoardwalk(t, 500);
        Move build = new Move.BuyHouse(0, deed(t, "St. James Place"));
        assertThat(reject(s, build).reason(tutor.TestWords.FR)).isEqualTo(
                "Cela se fait entre deux coups, pas à ce moment-ci\u00a0: Ben décide d'acheter ou non la propriété Boardwalk.");
        assertThat(reject(s, build).reason(tutor.TestWords.RU)).isEqualTo(
                "Это делается между действиями, а не пока Ben решает, покупать ли участок «Boardwalk».");
        assertThat(Bundle.get().ruleset("us-video").buildAnyTime()).isFalse();
        for (String r : List.of("classic", "modern", "ru-classic", "fr-classic", "seminary", "boutique")) {
            assertThat(Bundle.get().ruleset(r).clause(RuleKey.BUILD_ANY_TIME).value()).as(r).isTrue();
        }
    }
}
