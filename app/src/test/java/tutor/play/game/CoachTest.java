package tutor.play.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.analysis.Odds;
import tutor.data.Bundle;
import tutor.rules.Referee;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Table;

/**
 * The coach's figures, worked out by hand. Ben holds Park Place and Boardwalk, unbuilt: $70 and $100
 * with the whole group. From Short Line (35) the rent ahead of GO averages 13420/1296 = $10.35 (see
 * RentAheadTest): Park Place on a 2 (1 in 36), Boardwalk on a 4 (3 in 36) or on 2 then 2 (1 in 1296).
 */
class CoachTest {

    private static final double EXACT = 1e-9;
    private final Table classic = Bundle.get().table("classic", List.of("Ann", "Ben"));

    private PositionBuilder benHoldsTheDarkBlues() {
        return new PositionBuilder(classic).owns("Ben", "Park Place", "Boardwalk");
    }

    private GameState deciding(PositionBuilder b, String deed) {
        return b.pending(new Pending.BuyDecision(0, b.deed(deed))).build();
    }

    @Test
    void buyingShortLineWithTwoHundredAndFiftyLeavesFiftyAgainstTheRentAhead() {
        PositionBuilder b = benHoldsTheDarkBlues().at("Ann", 35).cash("Ann", 250);
        GameState s = deciding(b, "Short Line");
        Coach coach = new Coach(s, 0);
        assertThat(coach.choices()).first().isEqualTo(new Move.BuyProperty(0));
        Advice a = coach.advise(new Move.BuyProperty(0));
        assertThat(a.kind()).isEqualTo(Advice.Kind.BUY);
        assertThat(a.amount()).isEqualTo(200);
        assertThat(a.cashBefore()).isEqualTo(250);
        assertThat(a.cashAfter()).isEqualTo(50);
        assertThat(a.ahead().expected()).isCloseTo(13420.0 / 1296, within(EXACT));
        // With $50 in hand both rents ahead are more than Ann holds: any stop (4 in 36). With $250, none is.
        assertThat(a.ahead().chanceAbove()).isCloseTo(4.0 / 36, within(EXACT));
        assertThat(a.aheadNow().chanceAbove()).isZero();
        assertThat(a.ahead().dearestRent()).isEqualTo(100);
        // One railroad asks $25 of a player who stops there.
        assertThat(a.rentBefore()).isZero();
        assertThat(a.rentAfter()).isEqualTo(25);
        Odds odds = Coach.odds(s);
        assertThat(a.odds()).isEqualTo(odds.at(35)).isCloseTo(0.0243, within(0.001)); // Collins: Short Line 2.43%
        assertThat(a.incomeBefore()).isZero();
        assertThat(a.incomeAfter()).isCloseTo(odds.at(35) * 25, within(EXACT));
        assertThat(a.paybackRolls()).isCloseTo(200 / (odds.at(35) * 25), within(EXACT)).isBetween(300.0, 360.0);
        assertThat(a.opponents()).isEqualTo(1);
        assertThat(a.paybackRounds()).isCloseTo(a.paybackRolls() / odds.rollsPerTurn(), within(EXACT));
    }

    @Test
    void buyingTheSecondBrownDoublesTheFirstOnesRentToo() {
        // Ann holds Mediterranean ($2) and stands on Baltic: with both, the site rents double ($4 and $8).
        PositionBuilder b = new PositionBuilder(classic).owns("Ann", "Mediterranean Avenue").at("Ann", 3);
        GameState s = deciding(b, "Baltic Avenue");
        Advice a = new Coach(s, 0).advise(new Move.BuyProperty(0));
        Odds odds = Coach.odds(s);
        assertThat(a.amount()).isEqualTo(60);
        assertThat(a.rentBefore()).isZero();
        assertThat(a.rentAfter()).isEqualTo(8);
        assertThat(a.incomeBefore()).isCloseTo(odds.at(1) * 2, within(EXACT));
        assertThat(a.incomeAfter()).isCloseTo(odds.at(1) * 4 + odds.at(3) * 8, within(EXACT));
    }

    @Test
    void aMortgageBringsItsValueCostsTenPercentMoreToLiftAndStopsTheRent() {
        PositionBuilder b = new PositionBuilder(classic).owns("Ann", "Baltic Avenue").at("Ann", 10);
        GameState s = b.build();
        Coach coach = new Coach(s, 0);
        Move mortgage = new Move.MortgageDeed(0, b.deed("Baltic Avenue"));
        assertThat(coach.choices()).contains(mortgage);
        Advice a = coach.advise(mortgage);
        assertThat(a.kind()).isEqualTo(Advice.Kind.MORTGAGE);
        assertThat(a.amount()).isEqualTo(30);
        assertThat(a.cashAfter()).isEqualTo(1530);
        assertThat(a.liftCost()).isEqualTo(33);
        assertThat(a.rentBefore()).isEqualTo(4);
        assertThat(a.rentAfter()).isZero();
        assertThat(a.incomeChange()).isCloseTo(-Coach.odds(s).at(3) * 4, within(EXACT));
        assertThat(a.paybackRolls()).isEqualTo(-1);
    }

    @Test
    void aBidIsWeighedAgainstTheRentAhead() {
        // Ann declines Short Line; the auctioneer asks her first. The rent ahead averages $10.35, so with
        // $250 the highest bid that keeps $11 in hand is $239.
        PositionBuilder b = benHoldsTheDarkBlues().at("Ann", 35).cash("Ann", 250);
        GameState s = new Referee().apply(deciding(b, "Short Line"), new Move.DeclineToBuy(0)).state();
        Coach coach = new Coach(s, 0);
        Move bid = coach.choices().get(0);
        assertThat(bid).isInstanceOf(Move.Bid.class);
        Advice a = coach.advise(bid);
        assertThat(a.kind()).isEqualTo(Advice.Kind.BID);
        assertThat(a.amount()).isEqualTo(((Move.Bid) bid).amount());
        assertThat(a.cashAfter()).isEqualTo(250 - a.amount());
        assertThat(a.safeBid()).isEqualTo(239);
        assertThat(a.rentAfter()).isEqualTo(25);
    }

    @Test
    void aHouseRaisesTheRentAndPaysForItselfInOpponentRolls() {
        // Ann holds both browns; a house on Baltic ($50) takes its rent from $8 (doubled site rent) to $20.
        PositionBuilder b = new PositionBuilder(classic).owns("Ann", "Mediterranean Avenue", "Baltic Avenue").at("Ann", 10);
        GameState s = b.build();
        Advice a = new Coach(s, 0).advise(new Move.BuyHouse(0, b.deed("Baltic Avenue")));
        Odds odds = Coach.odds(s);
        assertThat(a.kind()).isEqualTo(Advice.Kind.HOUSE);
        assertThat(a.amount()).isEqualTo(50);
        assertThat(a.rentBefore()).isEqualTo(8);
        assertThat(a.rentAfter()).isEqualTo(20);
        assertThat(a.incomeChange()).isCloseTo(odds.at(3) * 12, within(EXACT));
        assertThat(a.paybackRolls()).isCloseTo(50 / (odds.at(3) * 12), within(EXACT));
    }
}
