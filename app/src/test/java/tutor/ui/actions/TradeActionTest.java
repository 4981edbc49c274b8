package tutor.ui.actions;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.Referee;
import tutor.rules.Tables;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.MoveOption;
import tutor.rules.state.Offer;
import tutor.rules.state.Pending;
import tutor.rules.state.Table;

/**
 * The window's Trade… button asks the referee (issue 22, issue 25): lit exactly when the rules allow some trade now,
 * dark otherwise with the rule that forbids trading cited.
 */
class TradeActionTest {

    private final Table classic = Tables.classic();
    private final Referee referee = new Referee();

    private MoveAction trade(GameState s, int seat) {
        MoveAction trade = MoveActions.create(referee, new MoveDialogs(null, null), m -> { }).stream()
                .filter(a -> a.id().equals("action.trade")).findFirst().orElseThrow();
        trade.update(s, seat, List.of(), Bundle.get().rulebook("en"), null);
        return trade;
    }

    @Test
    void betweenMovesWithCashOnBothSidesTheButtonIsLitAndItsTradeIsAccepted() {
        GameState s = new PositionBuilder(classic).build();
        assertThat(trade(s, 0).isEnabled()).isTrue();
        assertThat(trade(s, 0).whyNot()).isEmpty();
        List<MoveOption> options = referee.options(s, 0, Move.Trade.class);
        assertThat(options).hasSize(1);
        assertThat(options.get(0).legal()).isTrue();
        // a dollar each way, the least each side can give: a trade the rules accept, and carried out as agreed
        Move.Trade t = (Move.Trade) options.get(0).move();
        assertThat(t.gives()).isEqualTo(Offer.cash(1));
        assertThat(t.gets()).isEqualTo(Offer.cash(1));
        assertThat(referee.apply(s, t).applied()).isTrue();
        assertThat(referee.apply(s, new Move.Trade(0, 1, Offer.cash(100), Offer.cash(40))).state().player(0).cash())
                .isEqualTo(s.player(0).cash() - 60);
    }

    @Test
    void aPlayerWithOnlyADeedCanStillTrade() {
        GameState s = new PositionBuilder(classic).cash("Ann", 0).cash("Ben", 0).cash("Cat", 0)
                .owns("Ann", "Baltic Avenue").build();
        assertThat(trade(s, 0).isEnabled()).isTrue();
    }

    @Test
    void betweenAThrowAndItsDecisionTheButtonIsDarkAndCitesTheRule() {
        int boardwalk = new PositionBuilder(classic).deed("Boardwalk");
        GameState s = new PositionBuilder(classic).at("Ann", "Boardwalk").pending(new Pending.BuyDecision(0, boardwalk)).build();
        MoveAction action = trade(s, 0);
        assertThat(action.isEnabled()).isFalse();
        String rule = referee.check(s, new Move.Trade(0, 1, Offer.cash(1), Offer.cash(1))).orElseThrow().ruleId();
        assertThat(action.whyNot()).contains("[" + rule + "]");
    }

    @Test
    void nobodyHoldingAnythingMeansTheButtonIsDark() {
        GameState s = new PositionBuilder(classic).cash("Ann", 0).cash("Ben", 0).cash("Cat", 0).build();
        assertThat(trade(s, 0).isEnabled()).isFalse();
        assertThat(trade(s, 0).whyNot()).isNotEmpty();
    }
}
