package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.nio.file.Files;
import java.util.List;
import javax.swing.JComponent;
import org.assertj.swing.core.KeyPressInfo;
import org.junit.jupiter.api.Test;
import tutor.drills.RatingStore;
import tutor.drills.Theme;
import tutor.ui.practise.PractiseScreen;
import tutor.ui.practise.PractiseScreenshot;

/**
 * A learner practises drills at 1024x768: Ctrl+6 opens the Practise screen, one theme is picked, a drill
 * is missed first and then answered right (the rating falls, the theme is due to come back), two more are
 * right first time (the rating climbs), never the same drill twice, the ruling is there to read after each
 * answer, the ratings are charted and saved in the learner's file; mining more starts and cancels cleanly.
 */
class PractiseIT extends AbstractTutorIT {

    @Override
    protected Dimension size() {
        return new Dimension(1024, 768);
    }

    @SuppressWarnings("deprecation")
    private static final int CTRL = java.awt.event.InputEvent.CTRL_MASK;

    private PractiseScreen screen() {
        return onEdt(() -> PractiseScreenshot.find(frame));
    }

    @Test
    void aLearnerPractisesAThemeAndIsRated() throws Exception {
        window.pressAndReleaseKey(KeyPressInfo.keyCode(java.awt.event.KeyEvent.VK_6).modifiers(CTRL));
        waitFor("a drill to be served", () -> PractiseScreenshot.find(frame) != null && PractiseScreenshot.find(frame).serving() != null);
        // One theme: untick Everything, tick the tax squares.
        window.checkBox("practise.everything").click();
        var taxes = window.checkBox("practise.theme.taxes");
        onEdt(() -> {
            taxes.target().scrollRectToVisible(new Rectangle(0, 0, taxes.target().getWidth(), taxes.target().getHeight()));
            return null;
        });
        robot.waitForIdle();
        taxes.click();
        waitFor("the theme ticked", () -> taxes.target().isSelected());
        window.button("practise.next").click();
        waitFor("a tax drill", () -> screen().serving().theme() == Theme.TAXES);
        List<String> served = new java.util.ArrayList<>();
        served.add(onEdt(() -> screen().serving().id()));

        // Missed first: a common wrong amount, then the right one.
        int wrong = onEdt(() -> model().scenario().question().wrong().get(0).value());
        int right = onEdt(() -> model().scenario().question().answer());
        window.textBox("situation.amount").enterText(Integer.toString(wrong));
        window.button("situation.answer").click();
        window.textBox("situation.amount").deleteText().enterText(Integer.toString(right));
        window.button("situation.answer").click();
        waitFor("the drill rated", () -> screen().practice().practice().seen().size() == 1);
        assertThat(window.label("practise.result").text()).contains("Not first time");
        double afterMiss = onEdt(() -> screen().practice().rating(Theme.TAXES).rating());
        assertThat(afterMiss).isLessThan(1500);
        assertThat(onEdt(() -> screen().practice().practice().review())).extracting(RatingStore.Review::theme).contains("taxes");
        // The ruling is shown once answered: the throw and the tax, step by step.
        assertThat(timelineRows()).isNotEmpty();

        for (int i = 0; i < 2; i++) {
            window.button("practise.next").click();
            waitFor("another drill", () -> !served.contains(screen().serving().id()));
            served.add(onEdt(() -> screen().serving().id()));
            int answer = onEdt(() -> model().scenario().question().answer());
            window.textBox("situation.amount").deleteText().enterText(Integer.toString(answer));
            window.button("situation.answer").click();
        }
        waitFor("three drills rated", () -> screen().practice().practice().seen().size() == 3);
        assertThat(served).doesNotHaveDuplicates();
        assertThat(window.label("practise.result").text()).contains("Right first time");
        assertThat(onEdt(() -> screen().practice().rating(Theme.TAXES).rating())).isGreaterThan(afterMiss);
        assertThat(window.label("practise.rating").text()).contains("Your rating in Each edition's tax sums");

        // Saved in the learner's own file: every rating after every answer, overall and in the theme.
        var file = RatingStore.standard().file(onEdt(() -> model().learner()));
        assertThat(Files.readString(file)).contains("rating\ttaxes").contains("seen\t" + served.get(2));
        window.tabbedPane("practise.tabs").selectTab(1);
        window.panel("practise.chart").requireVisible();

        // Everything the screen shows fits the 1024x768 window.
        Rectangle bounds = new Rectangle(0, 0, frame.getContentPane().getWidth(), frame.getContentPane().getHeight());
        for (String name : List.of("practise.next", "practise.mine", "practise.rating", "practise.edition", "practise.board")) {
            JComponent c = (JComponent) window.robot().finder().findByName(frame, name, true);
            Rectangle r = onEdt(() -> javax.swing.SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), frame.getContentPane()));
            assertThat(bounds.contains(r)).as(name + " at " + r).isTrue();
        }

        // More drills are mined on a worker thread, with progress and Cancel.
        window.button("practise.mine").click();
        // Mining can end before a click reaches Cancel (on a fast machine, a few games find the drills): Cancel is
        // pressed on the event thread only while the worker still runs, and must be shown whenever it does.
        javax.swing.JButton cancel = (javax.swing.JButton) window.robot().finder().findByName(frame, "practise.mine.cancel", false);
        onEdt(() -> {
            if (screen().mining()) {
                assertThat(cancel.isShowing()).as("Cancel shown while mining").isTrue();
                cancel.doClick();
            }
            return null;
        });
        waitFor("mining to stop", () -> !screen().mining());
        window.button("practise.mine").requireEnabled();
    }
}
