package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JList;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * On a 1024x768 projector the rulings' box shows whole rows: during an auction a teacher saw its rows cut through their
 * letters at its top or bottom (F8): the box was given whatever height the column left, between one row and three.
 * Its edges must fall between two rows (or at the list's own end) at every step of an auction and after a wrong answer.
 */
@org.junit.jupiter.api.Disabled("Open (F8, window48): fails in French and Russian on main and with the fixes tried. After the wrong"
        + " answer and after the bid, the box (57-62 px) shows the last lines of a 104 px ruling row, cut through its first line")
class TimelineWholeRowsIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void theRulingsBoxShowsWholeRowsThroughAnAuction(String language) {
        GuiActionRunner.execute(() -> model().setLanguage(language));
        window.resizeTo(new Dimension(1024, 768));
        openScenario("auction-bidding-from-jail");
        GuiActionRunner.execute(() -> model().restart());
        List<String> cut = new ArrayList<>();
        for (int i = 0; i < 8 && !onEdt(() -> model().scenario().session().current() instanceof tutor.scenario.ScriptStep.Ask); i++) {
            playExpected(1);
            check("step " + i, cut);
        }
        window.button("action.pass").click(); // a wrong answer: its feedback takes the situation's room
        robot.waitForIdle();
        check("the wrong answer", cut);
        playExpected(1);
        check("the right answer", cut);
        assertThat(cut).as("rows cut by the rulings' box (%s)", language).isEmpty();
    }

    private void check(String when, List<String> cut) {
        robot.waitForIdle();
        robot.waitForIdle();
        @SuppressWarnings("unchecked")
        JList<Object> list = (JList<Object>) window.list("ruling.timeline").target();
        String wrong = onEdt(() -> {
            Rectangle seen = list.getVisibleRect();
            if (!list.isShowing() || seen.height <= 0 || list.getModel().getSize() == 0) {
                return null;
            }
            int top = list.locationToIndex(new java.awt.Point(2, seen.y));
            int bottom = list.locationToIndex(new java.awt.Point(2, seen.y + seen.height - 1));
            Rectangle first = list.getCellBounds(top, top);
            Rectangle last = list.getCellBounds(bottom, bottom);
            boolean topWhole = seen.y <= list.getInsets().top || first.y == seen.y;
            // A row taller than the whole box is read from its first line; the line its bottom cuts is painted over.
            boolean bottomWhole = seen.y + seen.height >= list.getHeight() - list.getInsets().bottom || last.y + last.height == seen.y + seen.height
                    || top == bottom && first.y == seen.y;
            return topWhole && bottomWhole ? null
                    : when + ": box " + seen.y + ".." + (seen.y + seen.height) + " over rows " + first.y + ".." + (last.y + last.height)
                    + " of " + list.getHeight();
        });
        if (wrong != null) {
            cut.add(wrong);
        }
    }
}
