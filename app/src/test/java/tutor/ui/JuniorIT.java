package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;

/** Monopoly Junior in the window: only its own actions show, and a free ticket booth is placed through a dialog. */
class JuniorIT extends AbstractTutorIT {

    @Test
    void aLearnerPlacesAFreeTicketBooth() {
        openScenario("junior-free-booth");
        // Junior has no Jail, taxes, houses, mortgages or trading: those actions are not shown at all.
        for (String absent : new String[] {"action.payFine", "action.taxFlat", "action.build", "action.mortgage", "action.trade"}) {
            javax.swing.JButton b = robot.finder().findByName(window.target(), absent, javax.swing.JButton.class, false);
            assertThat(GuiActionRunner.execute(b::isVisible)).as(absent).isFalse();
        }
        window.button("action.roll").requireVisible();
        window.button("action.booth").requireEnabled();

        // The booth dialog offers the two $1 amusements; Ann picks the Candy Floss, replacing Cat's booth.
        window.button("action.booth").click();
        DialogFixture choice = window.dialog();
        choice.comboBox("dialog.choice").selectItem("Ann places the free ticket booth on Candy Floss");
        choice.button(org.assertj.swing.core.matcher.JButtonMatcher.withText("OK")).click();
        assertThat(situation()).contains("Ann's booth replaces Cat's");
        assertThat(GuiActionRunner.execute(() -> frame.session().state().estates().owner(
                frame.session().state().board().spaceNamed("Candy Floss").orElseThrow().deed()))).isZero();
        window.label("player.Ann.cash").requireText("$31");
        assertThat(GuiActionRunner.execute(() -> frame.session().finished())).isTrue();
    }
}
