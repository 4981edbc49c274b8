package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.ui.widgets.WrappingLabel;

/**
 * The free game's status line ("Ann to play: choose a move below.") is read whole at 1024x768 in the projector theme,
 * in English, French and Russian, even with a family's long name in it: it wraps to a second line beside Save and
 * End rather than being cut at the right (the teacher's walk saw "Ann to play: …").
 */
class GameBarStatusIT extends AbstractTutorIT {

    private static final String LONG_NAME = "Marie-Joséphine Charlotte de La Tour d'Auvergne-Lauragais";

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void theStatusWrapsRatherThanBeingCut() {
        window.toggleButton("screen.play").click();
        window.textBox("play.name.0").deleteText().enterText(LONG_NAME);
        window.textBox("play.seed").deleteText().enterText("7");
        window.button("play.start").click();
        GuiActionRunner.execute(() -> frame.gameBar().pacer().pause());
        robot.waitForIdle();
        WrappingLabel status = (WrappingLabel) window.label("play.status").target();
        int lines = 0;
        for (String language : List.of("en", "fr", "ru")) {
            GuiActionRunner.execute(() -> frame.applyLanguage(language));
            robot.waitForIdle();
            robot.waitForIdle();
            String words = onEdt(status::words);
            assertThat(words).contains(LONG_NAME);
            assertThat(onEdt(() -> Clipping.of(window.panel("play.bar").target(), frame.getRootPane(), language))).isEmpty();
            assertThat(onEdt(status::getHeight)).as(language + ": every line of \"" + words + "\" shows")
                    .isGreaterThanOrEqualTo(onEdt(() -> status.heightAt(status.getWidth())));
            java.awt.Rectangle inBar = onEdt(() -> javax.swing.SwingUtilities.convertRectangle(status.getParent(), status.getBounds(), frame.getRootPane()));
            assertThat(inBar.x + inBar.width).as(language + ": the status ends inside the window").isLessThanOrEqualTo(onEdt(() -> frame.getRootPane().getWidth()));
            lines = Math.max(lines, onEdt(() -> status.heightAt(status.getWidth()) / status.getFontMetrics(status.getFont()).getHeight()));
        }
        assertThat(lines).as("the longest status took a second line").isEqualTo(2);
    }
}
