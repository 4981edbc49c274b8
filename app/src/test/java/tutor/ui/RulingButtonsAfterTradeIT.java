package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;

/**
 * Play in French on a 1024x768 projector: after a refused trade the rulings' ◀ ▶ Copier MD row was cut by the
 * status line at the window's foot (teacher walk 6, F7). Each of those buttons shows whole inside the rulings' tab.
 */
class RulingButtonsAfterTradeIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void theRulingsButtonsShowWholeAfterARefusedTrade() {
        GuiActionRunner.execute(() -> frame.applyLanguage("fr"));
        robot.waitForIdle();
        window.toggleButton("screen.play").click();
        window.textBox("play.seed").deleteText().enterText("833802");
        window.button("play.start").click();
        robot.waitForIdle();
        window.button("action.trade").click();
        DialogFixture trade = window.dialog("dialog.trade");
        trade.button("dialog.ok").click();
        trade.requireNotVisible();
        robot.waitForIdle();
        assertThat(onEdt(() -> model().activity().timeline().get(model().activity().timeline().size() - 1).applied()))
                .as("the $0-for-$0 trade is refused").isFalse();
        Rectangle tab = onEdt(() -> {
            java.awt.Component rulings = window.panel("trace").target();
            return SwingUtilities.convertRectangle(rulings.getParent(), rulings.getBounds(), frame.getRootPane());
        });
        Rectangle visible = onEdt(() -> {
            java.awt.Component rulings = window.panel("trace").target();
            Rectangle v = ((javax.swing.JComponent) rulings).getVisibleRect();
            return SwingUtilities.convertRectangle(rulings, v, frame.getRootPane());
        });
        for (String name : new String[] {"trace.previous", "trace.next", "trace.copyText", "trace.copyMarkdown"}) {
            Rectangle b = onEdt(() -> {
                java.awt.Component c = window.button(name).target();
                return SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), frame.getRootPane());
            });
            assertThat(visible.contains(b)).as(name + " " + b + " whole in the rulings' shown part " + visible + " (tab " + tab + ")").isTrue();
        }
        assertThat(onEdt(() -> Clipping.of(window.panel("trace").target(), frame.getRootPane(), "fr"))).isEmpty();
    }
}
