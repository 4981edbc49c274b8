package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;

/** Two players want the last houses: the learner bids in the auction through the bid dialog. */
class BuildingShortageIT extends AbstractTutorIT {

    @Test
    void aLearnerBidsForAScarceHouse() {
        openScenario("shortage-last-houses");
        assertThat(situation()).contains("The Bank auctions the first house and Ann bids first.");

        // Buying a house outright is refused during the auction: the action is disabled and says why.
        window.button("action.build").requireDisabled();
        assertThat(window.button("action.build").target().getToolTipText()).contains("timing.between-moves");

        // A bid below what the lesson expects is allowed but is not the lesson.
        window.button("action.bid").click();
        DialogFixture bid = window.dialog();
        bid.spinner("dialog.amount").enterTextAndCommit("60");
        bid.button(org.assertj.swing.core.matcher.JButtonMatcher.withText("OK")).click();
        assertThat(situation()).contains("the winner pays the bid instead of the house price");
        assertThat(GuiActionRunner.execute(() -> frame.session().state().bankHouses())).isZero();
        window.label("player.Ann.cash").requireText("$1440");

        // The board shows the last move; the trace of the last ruling can be copied.
        window.menuItemWithPath("Ruling", "Copy ruling as Markdown").click();
        assertThat(GuiActionRunner.execute(() -> frame.session().finished())).isTrue();
    }
}
