package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import tutor.ui.widgets.WrappingLabel;

/**
 * Trade… (issue 22): at a game's start nobody owns a deed and Trade… lit, then opened a $0-for-$0 trade. It stays dark
 * until a deed could change hands; and the dialog's OK refuses, in words and without closing, a trade that moves no
 * deed (cash alone is no trade: players may neither lend nor give each other money), then carries out one that does.
 */
class TradeOffersIT extends AbstractTutorIT {

    @Test
    void tradeIsDarkWhenNobodyOwnsADeed() {
        window.toggleButton("screen.play").click();
        window.textBox("play.seed").deleteText().enterText("7");
        window.button("play.start").click();
        window.label("play.status").requireText("Ann to play: choose a move below.");
        robot.waitForIdle();
        java.awt.Component trade = robot.finder().findByName("action.trade", javax.swing.JButton.class, false);
        assertThat(onEdt(trade::isEnabled)).as("Trade… with no deed owned").isFalse();
    }

    @Test
    void okRefusesATradeThatMovesNoDeedAndSaysWhy() {
        openScenario("trade-buildings-block");
        for (String language : java.util.List.of("en", "fr", "ru")) {
            org.assertj.swing.edt.GuiActionRunner.execute(() -> frame.applyLanguage(language));
            robot.waitForIdle();
            int before = onEdt(() -> model().activity().timeline().size());
            window.button("action.trade").requireEnabled().click();
            DialogFixture trade = window.dialog("dialog.trade");
            trade.textBox("dialog.giveCash").setText("0");
            trade.textBox("dialog.getCash").setText("0");
            trade.button("dialog.ok").click();
            robot.waitForIdle();
            trade.requireVisible();
            String said = onEdt(() -> ((WrappingLabel) trade.label("dialog.problem").target()).words());
            assertThat(said).as(language).isEqualTo(onEdt(() -> model().texts().get("dialog.trade.noDeed")));
            assertThat(onEdt(() -> model().activity().timeline().size())).as("no move made").isEqualTo(before);
            // $200 alone for nothing: refused too.
            trade.textBox("dialog.getCash").setText("200");
            trade.button("dialog.ok").click();
            robot.waitForIdle();
            trade.requireVisible();
            trade.button("dialog.cancel").click();
            trade.requireNotVisible();
        }
        // With a deed ticked, OK sends the trade to the referee (here refused for the brown houses, as the scenario asks).
        org.assertj.swing.edt.GuiActionRunner.execute(() -> frame.applyLanguage("en"));
        window.button("action.trade").click();
        DialogFixture trade = window.dialog("dialog.trade");
        trade.checkBox("dialog.deed.Baltic Avenue").check();
        trade.textBox("dialog.getCash").setText("200");
        trade.button("dialog.ok").click();
        trade.requireNotVisible();
        assertThat(situation()).contains("Baltic Avenue");
    }
}
