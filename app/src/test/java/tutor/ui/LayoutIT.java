package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * Nothing is clipped at 1024x768 or 1280x800, in the light theme or the projector theme: every
 * button and label outside a scrolling area is as large as its text needs, lies inside the
 * window, and is not cut off by the panel it stands in. An amount question and a multiple-choice
 * one are both measured. The projector theme scales the whole window, and the board keeps its room. (The dark
 * theme has the light one's sizes, so it is not measured again.)
 */
class LayoutIT extends AbstractTutorIT {

    @Test
    void nothingIsCutOffAtTheClassroomSizesInEveryTheme() {
        // A scenario with a long title, a multiple-choice question and a ruling to read.
        List<String> clipped = new ArrayList<>();
        int lightBoard = 0;
        for (Theme theme : List.of(Theme.LIGHT, Theme.PROJECTOR)) {
            GuiActionRunner.execute(() -> frame.applyTheme(theme));
            for (String scenario : List.of("cards-go-then-jail", "rent-utility")) {
            openScenario(scenario);
            for (Dimension size : List.of(new Dimension(1024, 768), new Dimension(1280, 800))) {
                window.resizeTo(size);
                robot.waitForIdle();
                for (String screen : List.of("table", "dispute")) {
                    GuiActionRunner.execute(() -> frame.showScreen(screen));
                    robot.waitForIdle();
                    clipped.addAll(onEdt(() -> clipped(theme + " " + size.width + "x" + size.height + " " + screen + " "
                            + model().activity().id())));
                }
                GuiActionRunner.execute(() -> frame.showScreen("table"));
                robot.waitForIdle();
                int board = onEdt(() -> Math.min(frame.board().getWidth(), frame.board().getHeight()));
                if (theme == Theme.LIGHT && size.width == 1024) {
                    lightBoard = board;
                }
                // The board is never squeezed: at least half the window's height, in every theme.
                assertThat(board).as("board side, " + theme + " at " + size).isGreaterThanOrEqualTo(size.height / 2);
            }
            }
        }
        assertThat(clipped).isEmpty();
        assertThat(lightBoard).isGreaterThan(0);
    }

    /** Buttons and labels smaller than their text needs, or outside the window. */
    private List<String> clipped(String where) {
        List<String> out = new ArrayList<>();
        Rectangle window = frame.getRootPane().getBounds();
        visit(frame.getRootPane(), c -> {
            if (!(c instanceof AbstractButton || c instanceof JLabel) || !c.isShowing() || inScroller(c)) {
                return;
            }
            String text = c instanceof AbstractButton b ? b.getText() : ((JLabel) c).getText();
            if (text == null || text.isBlank()) {
                return;
            }
            Dimension pref = c.getPreferredSize();
            Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), frame.getRootPane());
            if (c.getWidth() < pref.width - 1 || c.getHeight() < pref.height - 1) {
                out.add(where + ": " + name(c, text) + " is " + c.getWidth() + "x" + c.getHeight() + ", needs " + pref.width + "x" + pref.height);
            } else if (!new Rectangle(0, 0, window.width, window.height).contains(r)) {
                out.add(where + ": " + name(c, text) + " at " + r + " is outside the window");
            } else if (c instanceof javax.swing.JComponent j && (j.getVisibleRect().width < c.getWidth() - 1
                    || j.getVisibleRect().height < c.getHeight() - 1)) {
                out.add(where + ": " + name(c, text) + " is cut off by its panel: " + j.getVisibleRect().getSize() + " of " + c.getSize() + " shows");
            }
        });
        return out;
    }

    private static String name(Component c, String text) {
        return (c.getName() == null ? c.getClass().getSimpleName() : c.getName()) + " \"" + text + "\"";
    }

    private static boolean inScroller(Component c) {
        for (Component p = c.getParent(); p != null; p = p.getParent()) {
            if (p instanceof JViewport) {
                return true;
            }
        }
        return false;
    }

    private static void visit(Component c, java.util.function.Consumer<Component> f) {
        f.accept(c);
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                visit(child, f);
            }
        }
    }
}
