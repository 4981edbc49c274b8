package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.ui.widgets.WrappingLabel;

/**
 * A notice longer than the whole status line is read whole at 1024x768 on the projector (teacher walk 7, F15): the
 * warning of a mid-turn save, with the file's default name, ended in "…" in French before saying what was left out.
 * It wraps to a second line, inside the window, in English, French and Russian.
 */
class StatusLineWrapsIT extends AbstractTutorIT {

    private static final String FILE = "partie-en-classique-regles-americaines-version-longue-tour-9.yaml";

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void theMidTurnSaveWarningIsReadWhole() {
        JComponent message = (JComponent) window.label("status.message").target();
        List<String> cut = new ArrayList<>();
        for (String language : List.of("fr", "en", "ru")) {
            GuiActionRunner.execute(() -> frame.applyLanguage(language));
            robot.waitForIdle();
            String notice = tutor.text.Texts.of("play", language).get("save.done.lossy", FILE);
            GuiActionRunner.execute(() -> model().notice(notice, false));
            robot.waitForIdle();
            // Every line the words take at the label's width shows, and the label stands inside the window.
            int[] got = onEdt(() -> {
                java.awt.FontMetrics fm = message.getFontMetrics(message.getFont());
                int lines = message.getHeight() / fm.getHeight();
                int need = message instanceof WrappingLabel w ? w.heightAt(message.getWidth()) / fm.getHeight()
                        : (int) Math.ceil(fm.stringWidth(notice) / (double) message.getWidth());
                return new int[] {lines, need};
            });
            Rectangle at = onEdt(() -> SwingUtilities.convertRectangle(message.getParent(), message.getBounds(), frame.getRootPane()));
            if (got[0] < got[1] || at.y + at.height > onEdt(() -> frame.getRootPane().getHeight())) {
                cut.add(language + ": " + got[0] + " line(s) shown of " + got[1] + " at " + at + " for \"" + notice + "\"");
            }
            assertThat(onEdt(() -> frame.statusText())).isEqualTo(notice);
            GuiActionRunner.execute(() -> ProjectorQuestionIT.shot(frame, java.nio.file.Path.of("target", "status-wraps-" + language + ".png")));
        }
        assertThat(cut).isEmpty();
    }
}
