package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * On the projector table at 1024x768, every player of the table has its whole box in the strip under the board, and the
 * moves under it are whole, in English, French and Russian, with the library shown and hidden (issue 22). Before, in
 * French with the library shown, "Bidding from Jail" lost Cat's box (the strip's second row was cut) and «Enchérir /
 * Passer» showed only their top half.
 */
class StripEveryPlayerIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void everyPlayerAndEveryMoveIsWholeWithTheLibraryShownAndHidden() {
        List<String> cut = new ArrayList<>();
        int checked = 0;
        for (String[] scenario : List.of(new String[] {"auction-bidding-from-jail", "Ann", "Ben", "Cat"},
                new String[] {"faster-game-ends", "Ann", "Ben", "Cat", "Dan"})) {
            openScenario(scenario[0]);
            for (String language : List.of("en", "fr", "ru")) {
                GuiActionRunner.execute(() -> model().setLanguage(language));
                for (boolean library : List.of(true, false)) {
                    if (onEdt(frame::libraryShown) != library) {
                        GuiActionRunner.execute(frame::toggleLibrary);
                    }
                    robot.waitForIdle();
                    robot.waitForIdle();
                    String where = scenario[0] + " " + language + (library ? " library" : " no library");
                    for (int i = 1; i < scenario.length; i++) {
                        String name = scenario[i];
                        cut.addAll(onEdt(() -> whole(window.panel("player." + name).target(), where)));
                    }
                    cut.addAll(onEdt(() -> Clipping.of(window.panel("actions").target(), frame.getRootPane(), where)));
                    cut.addAll(onEdt(() -> Clipping.of(window.panel("players.strip").target(), frame.getRootPane(), where)));
                    checked++;
                }
            }
        }
        assertThat(checked).isEqualTo(12);
        assertThat(cut).isEmpty();
    }

    /** The chip shows, and all of it lies inside the strip and inside the window. */
    private List<String> whole(Component chip, String where) {
        List<String> out = new ArrayList<>();
        if (!chip.isShowing()) {
            out.add(where + ": " + chip.getName() + " is not shown");
            return out;
        }
        Rectangle seen = new Rectangle();
        ((JComponent) chip).computeVisibleRect(seen);
        if (seen.width < chip.getWidth() || seen.height < chip.getHeight()) {
            out.add(where + ": " + chip.getName() + " shows " + seen.width + "x" + seen.height + " of " + chip.getWidth() + "x"
                    + chip.getHeight());
        }
        Rectangle inWindow = SwingUtilities.convertRectangle(chip.getParent(), chip.getBounds(), frame.getRootPane());
        if (!new Rectangle(frame.getRootPane().getSize()).contains(inWindow)) {
            out.add(where + ": " + chip.getName() + " at " + inWindow + " runs out of the window");
        }
        return out;
    }
}
