package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import javax.swing.JButton;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JPopupMenuFixture;
import org.junit.jupiter.api.Test;

/**
 * The action area: only the moves that can be made now are buttons, grouped; every other move
 * is under All moves with why it is not allowed; a tempting wrong move the rules refuse can
 * still be tried; a question puts the moves aside and hides what it asks; Enter bids.
 */
class ActionsIT extends AbstractTutorIT {

    private boolean shown(String name) {
        JButton b = robot.finder().findByName(window.target(), name, JButton.class, false);
        return onEdt(b::isShowing);
    }

    @Test
    void aQuestionComesFirstThenATemptingRefusedMoveCanBeTried() {
        openScenario("rent-utility");
        // The question asks what Ben pays: the cash, the ledger and the ruling wait for the answer.
        window.label("situation.veil").requireVisible();
        window.label("player.Ben.cash").requireText("$1,500");
        assertThat(situation()).contains("How much does Ben pay Ann?").doesNotContain("What to take away");
        assertThat(shown("action.roll")).isFalse();
        assertThat(onEdt(() -> ((tutor.ui.widgets.WrappingLabel) window.label("actions.waiting").target()).words())).isEqualTo("Answer the question first (in the Situation panel).");
        // Hint follows the scenario: offered exactly when it has a hint for this step.
        assertThat(onEdt(() -> window.button("action.hint").target().isEnabled()))
                .isEqualTo(onEdt(() -> model().activity().hasHint()));

        window.textBox("situation.amount").enterText("28");
        window.button("situation.answer").click();
        window.label("player.Ben.cash").requireText("$1,472");
        assertThat(onEdt(() -> robot.finder().findByName(window.target(), "situation.veil", javax.swing.JLabel.class, false)
                .isShowing())).isFalse();

        // Throwing again is refused by the rules, but it is the tempting wrong move here: it is offered, and explained.
        assertThat(shown("action.roll")).isTrue();
        assertThat(shown("action.end")).isTrue();
        assertThat(shown("action.buy")).isFalse();
        window.button("action.roll").click();
        assertThat(situation()).contains("Only doubles earn another throw, and 3 and 4 are not doubles. Try again.");

        // Every other move is one click away, with why it is not allowed now.
        window.button("action.all").click();
        JPopupMenuFixture all = new JPopupMenuFixture(robot, robot.finder().findByName("actions.allMoves", javax.swing.JPopupMenu.class, true));
        assertThat(all.menuItem("allMoves.action.buy").target().isEnabled()).isFalse();
        assertThat(onEdt(() -> all.menuItem("allMoves.action.buy").target().getText())).contains("Buy").contains("[buy.offer]");
        all.menuItem("allMoves.action.end").click();
        assertThat(situation()).contains("His throw was not doubles, so his turn is over.");
    }

    @Test
    void aLearnerBidsForAScarceHouseAndEnterConfirms() {
        openScenario("shortage-last-houses");
        assertThat(situation()).contains("The Bank auctions the first house and Ann bids first.");
        assertThat(shown("action.bid")).isTrue();
        assertThat(shown("action.end")).isFalse();

        // Buying a house outright is refused by the rules, but it is the move this scenario warns about: try it.
        window.button("action.build").click();
        assertThat(situation()).contains("nobody may simply buy one at the printed price; they are auctioned. Try again.");
        window.label("player.Ann.cash").requireText("$1,500");

        // The bid dialog: type the amount and press Enter once.
        window.button("action.bid").click();
        DialogFixture bid = window.dialog();
        bid.textBox().deleteText().enterText("60");
        bid.textBox().pressAndReleaseKeys(KeyEvent.VK_ENTER);
        bid.requireNotVisible();
        assertThat(situation()).contains("the winner paying the bid instead of the house price");
        assertThat(onEdt(() -> model().activity().state().bankHouses())).isZero();
        window.label("player.Ann.cash").requireText("$1,440");
        assertThat(onEdt(() -> model().activity().finished())).isTrue();
    }
}
