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
 * The window's Trade… button asks the referee (issue 22, issue 25): lit exactly when the rules allow some trade now (one
 * that moves a deed: cash alone is no trade),
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
    void betweenMovesWithCashOnlyTheButtonIsDarkAndSaysNothingWouldChangeHands() {
        // Nobody owns a deed: the button lit and opened a $0-for-$0 trade (issue 22).
        GameState s = new PositionBuilder(classic).build();
        assertThat(trade(s, 0).isEnabled()).isFalse();
        String rule = referee.check(s, new Move.Trade(0, 1, Offer.NOTHING, Offer.NOTHING)).orElseThrow().ruleId();
        assertThat(trade(s, 0).whyNot()).contains("[" + rule + "]");
        // cash each way is still the referee's to carry out when a deed goes with it
        int baltic = new PositionBuilder(classic).deed("Baltic Avenue");
        GameState owned = new PositionBuilder(classic).owns("Ann", "Baltic Avenue").build();
        assertThat(referee.apply(owned, new Move.Trade(0, 1, new Offer(100, List.of(baltic), 0), Offer.cash(40))).state().player(0).cash())
                .isEqualTo(owned.player(0).cash() - 60);
    }

    @Test
    void withADeedOfAGroupWithoutBuildingsTheButtonIsLitAndItsTradeIsAccepted() {
        GameState s = new PositionBuilder(classic).owns("Ben", "Baltic Avenue").build();
        assertThat(trade(s, 0).isEnabled()).isTrue();
        assertThat(trade(s, 0).whyNot()).isEmpty();
        List<MoveOption> options = referee.options(s, 0, Move.Trade.class);
        assertThat(options).hasSize(1);
        assertThat(options.get(0).legal()).isTrue();
        assertThat(referee.apply(s, options.get(0).move()).applied()).isTrue();
    }

    @Test
    void aDeedInAGroupWithAHouseLeavesTheButtonDark() {
        GameState s = new PositionBuilder(classic).owns("Ben", "Mediterranean Avenue", "Baltic Avenue")
                .houses("Baltic Avenue", 1).build();
        assertThat(trade(s, 0).isEnabled()).isFalse();
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
