package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * The Play screen's new-game form and a game's bar fit 1024x768 in French and Russian, in every theme: the
 * heading, every house rule's check box and every button show their whole words («Двойная зарплата при остановке
 * на «Вперёд»» was cut at the right). The form stands in a scrolling pane, which {@link Clipping} forgives, so its
 * words are measured here against what the pane shows.
 */
class PlayFormFitsIT extends AbstractTutorIT {

    @Test
    void theNewGameFormAndTheGameBarShowTheirWholeWords() {
        List<String> cut = new ArrayList<>();
        int boxes = 0;
        for (Theme theme : List.of(Theme.LIGHT, Theme.DARK, Theme.PROJECTOR)) {
            GuiActionRunner.execute(() -> frame.applyTheme(theme));
            for (String language : List.of("fr", "ru")) {
                GuiActionRunner.execute(() -> model().setLanguage(language));
                GuiActionRunner.execute(() -> frame.showScreen("play"));
                robot.waitForIdle();
                Component form = window.panel("play.new").target();
                String where = theme + " " + language;
                cut.addAll(onEdt(() -> cutIn(form, where)));
                boxes = onEdt(() -> count(form));
            }
        }
        assertThat(boxes).as("house rules' check boxes and other words measured").isGreaterThan(10);
        // A game's bar (Pause, One move, Save, End the game) over the table, in Russian in the projector theme.
        GuiActionRunner.execute(() -> frame.play().newGame("classic", List.of("person", "buy-all", "trader"), 7));
        GuiActionRunner.execute(() -> frame.gameBar().pacer().pause());
        robot.waitForIdle();
        for (Theme theme : List.of(Theme.LIGHT, Theme.PROJECTOR)) {
            GuiActionRunner.execute(() -> frame.applyTheme(theme));
            for (String language : List.of("fr", "ru")) {
                GuiActionRunner.execute(() -> model().setLanguage(language));
                robot.waitForIdle();
                Component bar = window.panel("play.bar").target();
                cut.addAll(onEdt(() -> Clipping.of(bar, frame.getRootPane(), "game bar " + theme + " " + language)));
            }
        }
        assertThat(cut).isEmpty();
    }

    /** Words under {@code top} narrower or shorter than they need, or hidden by the scrolling pane around them. */
    private static List<String> cutIn(Component top, String where) {
        List<String> out = new ArrayList<>();
        ComponentWalk.visit(top, c -> {
            String text = c instanceof AbstractButton b ? b.getText() : c instanceof JLabel l ? l.getText() : null;
            if (text == null || text.isBlank() || !c.isShowing()) {
                return;
            }
            Dimension pref = c.getPreferredSize();
            java.awt.Rectangle shown = ((JComponent) c).getVisibleRect();
            if (c.getWidth() < pref.width - 1 || c.getHeight() < pref.height - 1) {
                out.add(where + ": \"" + text + "\" is " + c.getWidth() + "x" + c.getHeight() + ", needs " + pref.width + "x" + pref.height);
            } else if (shown.width < c.getWidth() - 1 || shown.height < c.getHeight() - 1) {
                out.add(where + ": \"" + text + "\" shows " + shown.getSize() + " of " + c.getSize());
            }
        });
        return out;
    }

    private static int count(Component top) {
        int[] n = new int[1];
        ComponentWalk.visit(top, c -> {
            if ((c instanceof AbstractButton || c instanceof JLabel) && c.isShowing()) {
                n[0]++;
            }
        });
        return n[0];
    }
}
