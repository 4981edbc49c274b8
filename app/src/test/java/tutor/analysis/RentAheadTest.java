package tutor.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.rules.Tables;
import tutor.rules.edition.Card;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.CardSet;
import tutor.rules.edition.DeckDef;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Table;

/**
 * "The rent you may meet before GO", checked against sums worked out by hand on the classic board.
 * Two dice: a total of 2 is 1 chance in 36 (and a double), 3 is 2 in 36, 4 is 3 in 36 (one of them
 * the double 2+2), 5 is 4 in 36.
 */
class RentAheadTest {

    private static final double EXACT = 1e-9;
    private final Table classic = Tables.classic("Ann", "Ben");

    @Test
    void oneHotelAheadIsItsRentTimesTheOneThrowThatReachesIt() {
        // Ann on Park Place (37); Ben's Boardwalk (39) has a hotel ($2,000). Only a throw of 2 (1 in 36)
        // stops on it; every other throw reaches or passes GO, and from Boardwalk every throw passes GO.
        GameState s = new PositionBuilder(classic).owns("Ben", "Park Place", "Boardwalk").hotel("Park Place")
                .hotel("Boardwalk").at("Ann", 37).build();
        RentAhead ahead = RentAhead.of(s, 0);
        RentAhead.Figures f = ahead.at(1500);
        assertThat(f.expected()).isCloseTo(2000.0 / 36, within(EXACT));
        assertThat(f.chanceAbove()).isCloseTo(1.0 / 36, within(EXACT));
        assertThat(f.dearestSpace()).isEqualTo(39);
        assertThat(f.dearestRent()).isEqualTo(2000);
        assertThat(f.dearestChance()).isCloseTo(1.0 / 36, within(EXACT));
        assertThat(ahead.at(2000).chanceAbove()).isZero();
    }

    @Test
    void twoStopsAheadCountEveryWayThere() {
        // Ann on Short Line (35); Ben holds Park Place ($35, doubled: $70) and Boardwalk ($50, doubled: $100).
        // 2 (1 in 36, a double) -> Park Place $70, then 2 again (1 in 36) -> Boardwalk $100;
        // 3 -> Luxury Tax, then nothing but GO; 4 (3 in 36) -> Boardwalk $100. Chance (36) needs a 1.
        // Expected: 70/36 + 100/1296 + 300/36 = 13420/1296.
        GameState s = new PositionBuilder(classic).owns("Ben", "Park Place", "Boardwalk").at("Ann", 35).build();
        RentAhead ahead = RentAhead.of(s, 0);
        assertThat(ahead.at(1500).expected()).isCloseTo(13420.0 / 1296, within(EXACT));
        // More than $80: only Boardwalk, reached directly (3 in 36) or by way of Park Place (1 in 1296).
        assertThat(ahead.at(80).chanceAbove()).isCloseTo(109.0 / 1296, within(EXACT));
        // More than $60: any stop; the first stop is Park Place (1 in 36) or Boardwalk (3 in 36).
        assertThat(ahead.at(60).chanceAbove()).isCloseTo(4.0 / 36, within(EXACT));
    }

    @Test
    void theLastDoublesInARowGoToJailInsteadOfPayingTheRent() {
        // As above, but Ann has thrown doubles twice this turn: 1+1 and 2+2 are her third doubles and send
        // her to Jail. Left: 1+3 and 3+1 (2 in 36) to Boardwalk.
        GameState s = new PositionBuilder(classic).owns("Ben", "Park Place", "Boardwalk").at("Ann", 35).build();
        GameState twoDoubles = new GameState(s.table(), s.players(), s.estates(), s.bankHouses(), s.bankHotels(), s.decks(),
                s.dice(), 0, 2, true, s.pending(), s.claims(), s.requests(), s.turn(), s.pot());
        assertThat(RentAhead.of(twoDoubles, 0).at(1500).expected()).isCloseTo(200.0 / 36, within(EXACT));
    }

    @Test
    void cardsMoveTheTokenOnOrEndTheStretch() {
        // A Chance deck of four: advance to Boardwalk, nearest railroad (pays twice the rent), collect $10,
        // advance to GO. Ann on Free Parking (20); Ben holds B&O Railroad (25) alone: $25.
        //  20 -> 25 directly, a 5 (4 in 36): $25
        //  20 -> Chance 22 (1+1, 1 in 36) -> nearest railroad (1 in 4) -> B&O at twice the rent: $50
        //  20 -> Chance 22 -> collect (1 in 4), stays, throws again -> 3 (2 in 36) -> B&O: $25
        //  20 -> 23 (2 in 36) -> 2 (1 in 36) -> B&O: $25
        // (Boardwalk and GO by card lead past B&O; from 24 B&O needs a 1.)
        CardSet four = new CardSet("test", "test", "test", List.of(
                new DeckDef("chance", "Chance", List.of(
                        new Card("walk", "walk", new CardEffect.Advance(39)),
                        new Card("rail", "rail", new CardEffect.NearestRailroad(2)),
                        new Card("ten", "ten", new CardEffect.Collect(10)),
                        new Card("go", "go", new CardEffect.Advance(0)))),
                new DeckDef("community-chest", "Community Chest", List.of(new Card("cc", "cc", new CardEffect.Collect(10))))));
        Table t = new Table(classic.board(), classic.rules(), four, classic.seats(), true);
        GameState s = new PositionBuilder(t).owns("Ben", "B. & O. Railroad").at("Ann", 20).build();
        RentAhead ahead = RentAhead.of(s, 0);
        double expected = 4.0 / 36 * 25 + 1.0 / 36 / 4 * 50 + 1.0 / 36 / 4 * 2 / 36 * 25 + 2.0 / 36 / 36 * 25;
        assertThat(ahead.at(1500).expected()).isCloseTo(expected, within(EXACT));
        assertThat(ahead.at(1500).expected()).isCloseTo(3.1732, within(0.0001));
        // More than $30: only the railroad card's doubled rent.
        assertThat(ahead.at(30).chanceAbove()).isCloseTo(1.0 / 144, within(EXACT));
        // More than $20: any of the four ways: (576 + 36 + 2 + 8) / 5184.
        assertThat(ahead.at(20).chanceAbove()).isCloseTo(622.0 / 5184, within(EXACT));
    }

    @Test
    void ownDeedsMortgagedDeedsAndTheBanksCostNothing() {
        GameState s = new PositionBuilder(classic).owns("Ann", "Boardwalk").owns("Ben", "Park Place").mortgaged("Park Place")
                .at("Ann", 35).build();
        RentAhead.Figures f = RentAhead.of(s, 0).at(1500);
        assertThat(f.expected()).isZero();
        assertThat(f.chanceAbove()).isZero();
        assertThat(f.dearestSpace()).isEqualTo(-1);
    }

    @Test
    void theRentIsTheRefereesOwnForAnOwnerInJailUnderEachEdition() {
        // Under the classic rules an owner in Jail still collects; Ben in Jail changes nothing.
        GameState s = new PositionBuilder(classic).owns("Ben", "Boardwalk").inJail("Ben", 0).at("Ann", 37).build();
        assertThat(RentAhead.of(s, 0).at(1500).expected()).isCloseTo(50.0 / 36, within(EXACT));
        // With the house rule that an owner in Jail collects no rent, the same stretch costs nothing.
        Table noRent = tutor.data.Bundle.get().table("classic+no-rent-in-jail", List.of("Ann", "Ben"));
        GameState jailed = new PositionBuilder(noRent).owns("Ben", "Boardwalk").inJail("Ben", 0).at("Ann", 37).build();
        assertThat(RentAhead.of(jailed, 0).at(1500).expected()).isZero();
    }
}
