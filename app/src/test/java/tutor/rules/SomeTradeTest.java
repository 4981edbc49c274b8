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
 * The referee's read-only answer to "could this player trade now?", which lights the window's Trade… button:
 * a trade is offered exactly when one the rules accept exists, and the one it offers is accepted.
 */
class SomeTradeTest {

    private final Table classic = Tables.classic();
    private final Referee referee = new Referee();

    @Test
    void betweenMovesAPlayerWithCashCanTradeAndTheTradeOfferedIsAccepted() {
        GameState s = new PositionBuilder(classic).build();
        Optional<Move.Trade> t = referee.someTrade(s, 0);
        assertThat(t).isPresent();
        assertThat(referee.check(s, t.get())).isEmpty();
        assertThat(t.get().gives()).isEqualTo(Offer.cash(1));
    }

    @Test
    void aPlayerWithNothingCanStillBeGivenSomething() {
        GameState s = new PositionBuilder(classic).cash("Ann", 0).build();
        Optional<Move.Trade> t = referee.someTrade(s, 0);
        assertThat(t).isPresent();
        assertThat(t.get().gives()).isEqualTo(Offer.NOTHING);
        assertThat(referee.check(s, t.get())).isEmpty();
    }

    @Test
    void aDeedOfAGroupWithoutBuildingsIsOfferedWhenThereIsNoCash() {
        int baltic = new PositionBuilder(classic).deed("Baltic Avenue");
        GameState s = new PositionBuilder(classic).cash("Ann", 0).cash("Ben", 0).cash("Cat", 0)
                .owns("Ann", "Baltic Avenue").build();
        Optional<Move.Trade> t = referee.someTrade(s, 0);
        assertThat(t).isPresent();
        assertThat(t.get().gives()).isEqualTo(Offer.deeds(baltic));
    }

    @Test
    void nobodyHoldingAnythingMeansNoTrade() {
        GameState s = new PositionBuilder(classic).cash("Ann", 0).cash("Ben", 0).cash("Cat", 0).build();
        assertThat(referee.someTrade(s, 0)).isEmpty();
    }

    @Test
    void noTradeBetweenAThrowAndThePaymentItCauses() {
        int boardwalk = new PositionBuilder(classic).deed("Boardwalk");
        GameState s = new PositionBuilder(classic).at("Ann", "Boardwalk").pending(new Pending.BuyDecision(0, boardwalk)).build();
        assertThat(referee.someTrade(s, 0)).isEmpty();
        // and the $1-each-way trade the window shows instead says why, citing the rule
        assertThat(referee.check(s, new Move.Trade(0, 1, Offer.cash(1), Offer.cash(1)))).isPresent();
    }
}
