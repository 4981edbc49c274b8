package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;

/** The seminary rules in the window: special dice chosen through a dialog, and speeding to Jail. */
class SeminaryIT extends AbstractTutorIT {

    @Test
    void aLearnerMovesByTheProductAndIsCaughtSpeeding() {
        openScenario("seminary-speeding");
        window.button("action.useDice").requireVisible().requireEnabled();

        // The sum is a named wrong path here: the dialog lists every use, and the lesson wants the product.
        window.button("action.useDice").click();
        DialogFixture uses = window.dialog();
        uses.comboBox("dialog.choice").selectItem("Ben moves by the product, 4 × 5 = 20");
        // Enter is the dialog's default button, as a keyboard user would confirm.
        uses.comboBox("dialog.choice").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER);
        assertThat(situation()).contains("4 × 5 = 20 spaces, exactly onto Free Parking");
        // The question asks what the move leads to: until it is answered the board and cash show the position before it.
        window.label("situation.veil").requireVisible();
        window.label("player.Ben.cash").requireText("$1,000");
        window.button("situation.choice.1").click();
        assertThat(situation()).contains("The move stands, jackpot and all, and then the turn ends in Jail.");
        window.label("player.Ben.cash").requireText("$1,100");
        assertThat(onEdt(() -> model().activity().state().pot())).isEqualTo(100);
    }
}
