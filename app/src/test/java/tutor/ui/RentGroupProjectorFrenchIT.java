package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * A French projector at 1024x768 with the library shown (F9): through every step of rent-complete-group no button
 * or title of the Table is cut (for one step the ruling's ◀ and the situation's title were, issue 22).
 *
 * <p>At the second step ◀ ▶ Copier MD lay at y 720-748 of a 724 px root pane: the situation kept 232 px of a 641 px
 * column against its most of 211 (its row was capped at 66% of the column, not at the pixels the rulings leave it), and
 * the Ruling tab's panel had 373 of the 389 its parts need at least. Where the column is shorter still, the rulings
 * list and then the steps give way to the chosen one's first line (RulingPanel).
 */
class RentGroupProjectorFrenchIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Override
    protected String language() {
        return "fr";
    }

    @Test
    void nothingOnTheTableIsCutAtAnyStep() {
        openScenario("rent-complete-group");
        if (!onEdt(frame::libraryShown)) {
            GuiActionRunner.execute(frame::toggleLibrary);
        }
        robot.waitForIdle();
        for (int step = 0; step < 12; step++) {
            int at = step;
            robot.waitForIdle();
            assertThat(onEdt(() -> Clipping.of(frame.getContentPane(), frame.getRootPane(), "step " + at))).isEmpty();
            if (onEdt(() -> model().scenario().session().finished())) {
                break;
            }
            playExpected(1);
        }
    }
}
