package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JTextPane;
import javax.swing.JTree;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * On the projector at 1024x768 the step's sentence, what the class reads, is wholly in the ruling's box, in English,
 * French and Russian, for every step of every ruling of a few scenarios: the box showed one or two lines and cut
 * "Cat bids $140 for St. Charles / Place" after its first line (the teacher's item 6). A step longer than 35% of the
 * window (an auction's whole paragraph) may scroll, in a box that tall, or as tall as the column allows once the
 * situation above is down to its least; its first sentence is always whole (issue 22, the teacher's 4th walk item 5).
 */
class RulingSentenceIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void everyStepsSentenceIsWhollyInSight() {
        List<String> cut = new ArrayList<>();
        int checked = 0;
        for (String scenario : List.of("auction-decline-then-bid", "doubles-go-to-jail", "doubles-third", "shortage-last-houses")) {
            openScenario(scenario);
            playExpected(12);
            for (String language : List.of("en", "fr", "ru")) {
                GuiActionRunner.execute(() -> frame.applyLanguage(language));
                GuiActionRunner.execute(() -> frame.showScreen("table"));
                robot.waitForIdle();
                int rulings = onEdt(() -> model().timeline().rulings().size());
                for (int n = 1; n <= rulings; n++) {
                    int number = n;
                    GuiActionRunner.execute(() -> model().timeline().select(number));
                    robot.waitForIdle();
                    JTree tree = (JTree) robot.finder().findByName(frame, "trace.tree", Component.class, true);
                    int steps = onEdt(tree::getRowCount);
                    for (int row = 0; row < steps; row++) {
                        int r = row;
                        GuiActionRunner.execute(() -> tree.setSelectionRow(r));
                        robot.waitForIdle();
                        String where = scenario + " " + language + " ruling " + number + " step " + (row + 1);
                        String problem = onEdt(() -> sentenceCut(where));
                        if (problem != null) {
                            cut.add(problem);
                        }
                        checked++;
                    }
                }
            }
        }
        assertThat(checked).as("steps read").isGreaterThan(30);
        assertThat(cut).isEmpty();
    }

    /** Why the step's sentence (the detail's first paragraph) is not wholly in sight, or null if it is. */
    private String sentenceCut(String where) {
        JTextPane pane = (JTextPane) robot.finder().findByName(frame, "trace.detail", Component.class, true);
        String text = pane.getText();
        int end = text.indexOf('\n');
        if (end <= 0) {
            return null;
        }
        try {
            Rectangle2D last = pane.modelToView2D(end);
            Rectangle seen = pane.getVisibleRect();
            javax.swing.JScrollPane box = (javax.swing.JScrollPane) SwingUtilities.getAncestorOfClass(javax.swing.JScrollPane.class, pane);
            // Up to what the screen allows: a step longer than 35% of the window scrolls in a box that tall.
            boolean asTallAsAllowed = box.getHeight() >= frame.getRootPane().getHeight() * 35 / 100 - 1;
            // Or as tall as the column allows: the situation above has given its room, down to its heading and two lines.
            tutor.ui.situation.SituationPanel situation = (tutor.ui.situation.SituationPanel) robot.finder().findByName(frame, "situation",
                    Component.class, true);
            // (or the rulings were given less than their least: the column had no more to give).
            Component rulings = robot.finder().findByName(frame, "trace", Component.class, true);
            boolean columnFull = situation.getHeight() <= situation.leastHeightAt(situation.getWidth(), 2) + 1
                    || rulings.getHeight() < rulings.getMinimumSize().height;
            // The first sentence, always.
            java.text.BreakIterator sentences = java.text.BreakIterator.getSentenceInstance();
            sentences.setText(text.substring(0, end));
            Rectangle2D first = pane.modelToView2D(Math.max(0, sentences.next() - 1));
            if (seen.height <= 0 || first.getMaxY() > seen.y + seen.height
                    || last.getMaxY() > seen.y + seen.height && !asTallAsAllowed && !columnFull) {
                return where + ": \"" + text.substring(0, end) + "\" ends at y " + (int) last.getMaxY() + ", the box shows " + seen.y + "-"
                        + (seen.y + seen.height);
            }
            return null;
        } catch (javax.swing.text.BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }
}
