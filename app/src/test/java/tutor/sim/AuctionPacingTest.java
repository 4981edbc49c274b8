package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.rules.Referee;
import tutor.rules.Tables;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Ruling;
import tutor.rules.state.Table;

/**
 * A person bidding against computer players: the computer raises in sensible steps, and a person who
 * drops out of the auction is not asked again, so a class can play along without clicking Pass a
 * dollar at a time. Among computer players alone the auction ends as a dollar-by-dollar contest would
 * (same winner, same price), in a handful of moves.
 */
class AuctionPacingTest {

    private final Referee referee = new Referee();
    private final Table table = Tables.classic();

    /** Ann, a person, stops on Boardwalk and declines it; Ben and Cat are computer players who bid up to the printed price. */
    private GameState annDeclinesBoardwalk() {
        GameState s = new PositionBuilder(table).at("Ann", 35).turn("Ann").dice(1, 3).build();
        s = apply(s, new Move.RollDice(0));
        return apply(s, new Move.DeclineToBuy(0));
    }

    private Players annAgainstTwoComputers() {
        return new Players(Arrays.asList(null, Strategies.parse("buy-all"), Strategies.parse("buy-all")));
    }

    private GameState apply(GameState s, Move m) {
        Ruling r = referee.apply(s, m);
        assertThat(r.applied()).as("%s", m).isTrue();
        return ((Ruling.Applied) r).outcome().after();
    }

    @Test
    void aPersonWhoDropsOutLeavesTheComputersToSettleItInAHandfulOfMoves() {
        GameState s = annDeclinesBoardwalk();
        assertThat(s.pending()).isInstanceOf(Pending.Auction.class);
        assertThat(referee.legalMoves(s)).contains(new Move.DropOutOfAuction(0));
        s = apply(s, new Move.DropOutOfAuction(0));
        Players computers = annAgainstTwoComputers();
        List<Move> moves = new ArrayList<>();
        while (s.pending() instanceof Pending.Auction) {
            Move m = computers.choose(s, referee);
            assertThat(m).as("the computer never waits for Ann once she has dropped out").isNotNull();
            assertThat(m.player()).isNotZero();
            moves.add(m);
            s = apply(s, m);
        }
        assertThat(moves).as("moves after Ann dropped out").hasSizeLessThanOrEqualTo(3);
        // A dollar at a time, Ben and Cat would alternate $1, $2, ... and Cat would reach $400 first: the same here.
        assertThat(s.estates().owner(27)).isEqualTo(2);
        assertThat(s.player(2).cash()).isEqualTo(1500 - 400);
    }

    @Test
    void aPersonWhoStaysInIsAskedAFewTimesAsTheComputersRaiseInSteps() {
        GameState s = annDeclinesBoardwalk();
        Players computers = annAgainstTwoComputers();
        int annAsked = 0;
        List<Integer> bids = new ArrayList<>();
        for (int guard = 0; guard < 100 && s.pending() instanceof Pending.Auction; guard++) {
            Move m = computers.choose(s, referee);
            if (m == null) {
                assertThat(s.pending().actor()).as("the computer waits only for Ann").isZero();
                annAsked++;
                m = new Move.PassBid(0);
            } else if (m instanceof Move.Bid b) {
                bids.add(b.amount());
            }
            s = apply(s, m);
        }
        assertThat(s.pending()).isNotInstanceOf(Pending.Auction.class);
        assertThat(bids).as("half the price to open, then $40 (a tenth) at a time up to the limit")
                .containsExactly(200, 240, 280, 320, 360, 400);
        assertThat(annAsked).as("Pass clicks for Ann").isLessThanOrEqualTo(4);
    }
}
