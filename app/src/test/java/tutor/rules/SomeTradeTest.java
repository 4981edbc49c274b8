package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.Pending;
import tutor.rules.state.Table;

/**
 * The trade the Trade rule offers a view as its choice ({@link Trades#example}), which lights the window's Trade… button:
 * a trade is offered exactly when one the rules accept exists, and the one it offers is accepted.
 */
class SomeTradeTest {

    private final Table classic = Tables.classic();
    private final Referee referee = new Referee();

    private static Optional<Move.Trade> some(GameState s) {
        return Optional.ofNullable(Trades.example(s, 0));
    }

    @Test
    void betweenMovesAPlayerWithCashCanTradeAndTheTradeOfferedIsAccepted() {
        GameState s = new PositionBuilder(classic).build();
        Optional<Move.Trade> t = some(s);
        assertThat(t).isPresent();
        assertThat(referee.check(s, t.get())).isEmpty();
        assertThat(t.get().gives()).isEqualTo(Offer.cash(1));
    }

    @Test
    void aPlayerWithNothingCanStillBeGivenSomething() {
        GameState s = new PositionBuilder(classic).cash("Ann", 0).build();
        Optional<Move.Trade> t = some(s);
        assertThat(t).isPresent();
        assertThat(t.get().gives()).isEqualTo(Offer.NOTHING);
        assertThat(referee.check(s, t.get())).isEmpty();
    }

    @Test
    void aDeedOfAGroupWithoutBuildingsIsOfferedWhenThereIsNoCash() {
        int baltic = new PositionBuilder(classic).deed("Baltic Avenue");
        GameState s = new PositionBuilder(classic).cash("Ann", 0).cash("Ben", 0).cash("Cat", 0)
                .owns("Ann", "Baltic Avenue").build();
        Optional<Move.Trade> t = some(s);
        assertThat(t).isPresent();
        assertThat(t.get().gives()).isEqualTo(Offer.deeds(baltic));
    }

    @Test
    void nobodyHoldingAnythingMeansNoTrade() {
        GameState s = new PositionBuilder(classic).cash("Ann", 0).cash("Ben", 0).cash("Cat", 0).build();
        assertThat(some(s)).isEmpty();
    }

    @Test
    void noTradeBetweenAThrowAndThePaymentItCauses() {
        int boardwalk = new PositionBuilder(classic).deed("Boardwalk");
        GameState s = new PositionBuilder(classic).at("Ann", "Boardwalk").pending(new Pending.BuyDecision(0, boardwalk)).build();
        assertThat(some(s)).isEmpty();
        // and the $1-each-way trade the window shows instead says why, citing the rule
        assertThat(referee.check(s, new Move.Trade(0, 1, Offer.cash(1), Offer.cash(1)))).isPresent();
    }
}
