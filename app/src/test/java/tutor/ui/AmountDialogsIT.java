package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import tutor.rules.state.Move;
import tutor.scenario.ScriptStep;

/**
 * A dialog never changes what the learner typed. A bid under the least is made and ruled, so the scenario's named
 * wrong bid is reached (it was once turned into the least bid and marked right); what is not a number is refused
 * with its reason and the dialog stays open; OK and Enter do the same; the label never names the least bid. A trade
 * offering more cash than the player holds is ruled, not cut down to their cash. At 1024x768.
 */
class AmountDialogsIT extends AbstractTutorIT {

    @Test
    void aBidOfFiveWhereTheLeastIsTenIsRuledWrongNeverMadeTen() {
        openScenario("shortage-opening-bid");
        window.button("action.bid").requireEnabled().click();
        DialogFixture bid = window.dialog("dialog.bid");
        java.awt.Window shown = bid.target();
        String dialogWords = onEdt(() -> {
            StringBuilder words = new StringBuilder();
            ComponentWalk.visit(shown, c -> {
                if (c instanceof javax.swing.JLabel l) {
                    words.append(l.getText()).append(' ');
                }
            });
            return words.toString();
        });
        assertThat(dialogWords).contains("Ann has $1,500 in hand").doesNotContain("$10").doesNotContain("at least");
        int field = onEdt(() -> bid.textBox("dialog.amount").target().getX());
        assertThat(onEdt(() -> bid.label("dialog.amountSign").target().getX())).as("English writes $ before the sum").isLessThan(field);

        // Enter with 5: the bid goes to the referee as typed, and the scenario's own words say why it is wrong.
        bid.textBox("dialog.amount").setText("5");
        bid.textBox("dialog.amount").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        bid.requireNotVisible();
        assertThat(situation()).contains("Under the 2021 guide the first bid must be at least $10.").doesNotContain("\u2714");
        Move last = onEdt(() -> model().activity().timeline().get(model().activity().timeline().size() - 1).move());
        assertThat(last).isEqualTo(new Move.Bid(0, 5));
        assertThat(onEdt(() -> model().scenario().session().current())).isInstanceOf(ScriptStep.Ask.class);
        assertThat(onEdt(() -> model().activity().state().player(0).cash())).isEqualTo(1500);

        // OK with words: refused in the dialog, with the reason, and the dialog stays open with what was typed.
        window.button("action.bid").click();
        DialogFixture again = window.dialog("dialog.bid");
        again.textBox("dialog.amount").setText("ten");
        again.button("dialog.ok").click();
        again.requireVisible();
        again.label("dialog.problem").requireVisible();
        assertThat(onEdt(() -> ((tutor.ui.widgets.WrappingLabel) again.label("dialog.problem").target()).words()))
                .isEqualTo("\"ten\" is not an amount. Type a whole number, such as 120.");
        again.textBox("dialog.amount").requireText("ten");
        // Enter with nothing typed: refused the same way.
        again.textBox("dialog.amount").setText("");
        again.textBox("dialog.amount").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        again.requireVisible();

        // 10 through OK is the right bid.
        again.textBox("dialog.amount").setText("10");
        again.button("dialog.ok").click();
        again.requireNotVisible();
        assertThat(situation()).contains("\u2714 The 2021 guide opens every auction at $10.");
    }

    @Test
    void aTradeOfMoreCashThanHeldIsRuledNotCutDown() {
        openScenario("trade-buildings-block");
        // Between moves with cash on both sides, a trade is possible: the button is lit (it never was).
        window.button("action.trade").requireEnabled().click();
        DialogFixture trade = window.dialog("dialog.trade");
        trade.textBox("dialog.giveCash").setText("5000");
        trade.textBox("dialog.getCash").setText("1");
        trade.button("dialog.ok").click();
        trade.requireNotVisible();
        Move last = onEdt(() -> model().activity().timeline().get(model().activity().timeline().size() - 1).move());
        assertThat(last).isInstanceOf(Move.Trade.class);
        assertThat(((Move.Trade) last).gives().cash()).isEqualTo(5000);
        assertThat(onEdt(() -> model().activity().timeline().get(model().activity().timeline().size() - 1).applied())).isFalse();
        assertThat(situation()).contains("Ann offers $5,000 and has $1,500 in cash.");
        assertThat(onEdt(() -> model().activity().state().player(0).cash())).isEqualTo(1500);
    }
}
