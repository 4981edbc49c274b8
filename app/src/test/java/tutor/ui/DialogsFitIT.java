package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;

/**
 * Every dialog the table screen opens lies wholly on the 1024x768 screen it opens on, title bar and buttons included:
 * the file chooser (Swing's own is larger than a projector's screen allows), the learner's question, a trade and a bid.
 */
class DialogsFitIT extends AbstractTutorIT {

    private void requireOnScreen(DialogFixture d, String what) {
        Rectangle usable = onEdt(() -> tutor.ui.widgets.ScreenFit.usable(frame));
        Rectangle at = onEdt(() -> d.target().getBounds());
        assertThat(usable.contains(at)).as(what + " at " + at + " within " + usable).isTrue();
    }

    @Test
    void everyDialogFitsTheScreen() {
        openScenario("trade-buildings-block");

        window.menuItem("menu.open").click();
        DialogFixture chooser = window.dialog();
        requireOnScreen(chooser, "the file chooser");
        chooser.button(org.assertj.swing.core.matcher.JButtonMatcher.withText("Cancel")).click();
        chooser.requireNotVisible();

        window.button("action.trade").click();
        DialogFixture trade = window.dialog("dialog.trade");
        requireOnScreen(trade, "the trade");
        trade.button("dialog.cancel").click();
        trade.requireNotVisible();

        window.menuItem("menu.learner").click();
        DialogFixture learner = window.dialog();
        requireOnScreen(learner, "the learner's question");
        learner.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);

        openScenario("shortage-opening-bid");
        window.button("action.bid").click();
        DialogFixture bid = window.dialog("dialog.bid");
        requireOnScreen(bid, "the bid");
        bid.button("dialog.cancel").click();
        bid.requireNotVisible();
    }
}
