package tutor.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.Referee;
import tutor.rules.Setup;
import tutor.rules.state.Table;

class PolicyBotTest {

    private final Table table = Bundle.get().table("classic", List.of("Ann", "Ben"));
    private final Referee referee = new Referee();

    private GameState withOrange(int houses) {
        GameState s = Setup.newGame(table, 1);
        Estates.Editor e = s.estates().edit();
        for (int space : new int[] {16, 18, 19}) {
            int d = table.board().space(space).deed();
            e.owner(d, 0).houses(d, houses);
        }
        return new GameState(s.table(), s.players(), e.freeze(), s.bankHouses() - 3 * houses, s.bankHotels(), s.decks(),
                s.dice(), 0, 0, false, new Pending.TurnOver(0), List.of(), List.of(), 0, 0);
    }

    @Test
    void threeHousesStopsAtThreeWhileBuyAllGoesOn() {
        GameState three = withOrange(3);
        Move byThree = new Players(List.of(Strategies.parse("three-houses"), Strategies.parse("buy-all"))).choose(three, referee);
        assertThat(byThree).isInstanceOf(Move.BuyHouse.class); // every orange lot has 3: the stage is done, so a fourth
        GameState two = withOrange(2);
        Move second = new Players(List.of(Strategies.parse("three-houses"), Strategies.parse("buy-all"))).choose(two, referee);
        assertThat(second).isInstanceOf(Move.BuyHouse.class);
    }

    @Test
    void aReserveStopsBuildingWhenTheCashWouldFallBelowIt() {
        GameState s = withOrange(1);
        Move keeps = new Players(List.of(Strategies.parse("reserve-1450"), Strategies.parse("buy-all"))).choose(s, referee);
        assertThat(keeps).isEqualTo(new Move.EndTurn(0)); // $1,500 - $100 for a house would leave less than $1,450
        Move builds = new Players(List.of(Strategies.parse("reserve-1400"), Strategies.parse("buy-all"))).choose(s, referee);
        assertThat(builds).isInstanceOf(Move.BuyHouse.class);
    }

    @Test
    void theAuctionBidderBidsUpToItsLimitThenPasses() {
        GameState s = Setup.newGame(table, 1);
        int boardwalk = table.board().space(39).deed();
        GameState auction = new GameState(s.table(), s.players(), s.estates(), s.bankHouses(), s.bankHotels(), s.decks(),
                s.dice(), 0, 0, false, new Pending.Auction(boardwalk, 0, 0b11, 0, 0, -1), List.of(), List.of(), 0, 0);
        Players players = new Players(List.of(Strategies.parse("bid-to-50"), Strategies.parse("bid-to-50")));
        // Both would bid up to $200: a dollar at a time, seat 0 bids the odd sums and seat 1 the even ones, so
        // seat 1 would win at $200. Between computer players alone, it bids that at once.
        Move first = players.choose(auction, referee);
        assertThat(first).isEqualTo(new Move.Bid(1, 200));
        GameState high = new GameState(s.table(), s.players(), s.estates(), s.bankHouses(), s.bankHotels(), s.decks(),
                s.dice(), 0, 0, false, new Pending.Auction(boardwalk, 0, 0b11, 0, 200, 0), List.of(), List.of(), 0, 0);
        // Seat 1 would have to bid $201, over half of Boardwalk's $400; seat 0 holds the high bid: a pass.
        assertThat(players.choose(high, referee)).isInstanceOf(Move.PassBid.class);
    }

    @Test
    void aTraderBuysTheDeedThatCompletesItsGroupAtTwiceThePrice() {
        GameState s = Setup.newGame(table, 1);
        Estates e = s.estates().edit()
                .owner(table.board().space(37).deed(), 0)
                .owner(table.board().space(39).deed(), 1).freeze();
        GameState turnOver = new GameState(s.table(), s.players(), e, s.bankHouses(), s.bankHotels(), s.decks(), s.dice(),
                0, 0, false, new Pending.TurnOver(0), List.of(), List.of(), 0, 0);
        Move trade = new Players(List.of(Strategies.parse("trader"), Strategies.parse("buy-all"))).choose(turnOver, referee);
        assertThat(trade).isEqualTo(new Move.Trade(0, 1, tutor.rules.state.Offer.cash(800),
                tutor.rules.state.Offer.deeds(table.board().space(39).deed())));
        Move refused = new Players(List.of(Strategies.parse("trader"), Strategies.parse("never-trades"))).choose(turnOver, referee);
        assertThat(refused).isEqualTo(new Move.EndTurn(0));
    }
}
