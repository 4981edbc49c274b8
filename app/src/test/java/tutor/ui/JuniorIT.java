package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JMenuItem;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;

/**
 * Monopoly Junior in the window: only its own moves show, in the action area and in the Game
 * menu, and a free ticket booth is placed through a dialog.
 */
class JuniorIT extends AbstractTutorIT {

    @Test
    void aLearnerPlacesAFreeTicketBooth() {
        openScenario("junior-free-booth");
        // Junior has no Jail, taxes, houses, mortgages or trading: those moves are in no menu.
        for (String absent : new String[] {"payFine", "taxFlat", "build", "mortgage", "lift", "trade"}) {
            JMenuItem item = robot.finder().findByName(window.target(), "menu.action." + absent, JMenuItem.class, false);
            assertThat(onEdt(item::isVisible)).as(absent).isFalse();
        }
        JMenuItem booth = robot.finder().findByName(window.target(), "menu.action.booth", JMenuItem.class, false);
        assertThat(onEdt(booth::isVisible)).isTrue();
        window.button("action.booth").requireVisible().requireEnabled();

        // The booth dialog offers the two €1 amusements; Ann picks the Candy Floss, replacing Cat's booth.
        window.button("action.booth").click();
        DialogFixture choice = window.dialog();
        choice.comboBox("dialog.choice").selectItem("Ann places the free ticket booth on Candy Floss");
        choice.button(org.assertj.swing.core.matcher.JButtonMatcher.withText("OK")).click();
        assertThat(situation()).contains("Ann's booth replaces Cat's");
        assertThat(onEdt(() -> model().activity().state().estates().owner(
                model().activity().state().board().spaceNamed("Candy Floss").orElseThrow().deed()))).isZero();
        window.label("player.Ann.cash").requireText("€31");
        assertThat(onEdt(() -> model().activity().finished())).isTrue();
    }
}
