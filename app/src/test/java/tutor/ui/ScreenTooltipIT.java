package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Window;
import javax.swing.JToolTip;
import javax.swing.ToolTipManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * A tooltip shown on one screen is gone when another screen is shown: «Сначала пройдите: …», shown over a lesson's
 * locked step, stayed on screen over every tab after (native-ru3's shots 43 to 68).
 */
class ScreenTooltipIT extends AbstractTutorIT {

    @Test
    void theTooltipHidesWhenTheScreenChanges() {
        openScenario("jail-third-failed-throw");
        int delay = onEdt(() -> ToolTipManager.sharedInstance().getInitialDelay());
        try {
            GuiActionRunner.execute(() -> {
                ToolTipManager.sharedInstance().setInitialDelay(0);
                ToolTipManager.sharedInstance().setDismissDelay(60_000);
            });
            robot.moveMouse(window.button("action.now").target());
            robot.moveMouse(window.button("action.now").target(), 6, 6);
            waitFor("the button's tooltip", () -> tooltipShown());
            GuiActionRunner.execute(() -> frame.showScreen("lessons"));
            robot.waitForIdle();
            assertThat(onEdt(ScreenTooltipIT::tooltipShown)).as("a tooltip still shown on Lessons").isFalse();
        } finally {
            GuiActionRunner.execute(() -> ToolTipManager.sharedInstance().setInitialDelay(delay));
        }
    }

    /** Whether a tooltip shows anywhere (in a light popup inside the window or in a window of its own). */
    private static boolean tooltipShown() {
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && has(w)) {
                return true;
            }
        }
        return false;
    }

    private static boolean has(Component c) {
        if (c instanceof JToolTip && c.isShowing()) {
            return true;
        }
        if (c instanceof java.awt.Container k) {
            for (Component child : k.getComponents()) {
                if (has(child)) {
                    return true;
                }
            }
        }
        return false;
    }
}
