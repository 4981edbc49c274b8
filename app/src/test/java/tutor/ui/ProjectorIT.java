package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * On a projector the class reads the board and the ruling: the projector theme makes both larger than the light
 * theme does at the same 1024x768, not smaller (the board once went from 504 px to 363 px, and the ruling stayed in
 * small print). The room comes from the library, which folds away, and from the chrome, which stays nearly as small.
 */
class ProjectorIT extends AbstractTutorIT {

    private record Measure(int board, float detail, float story, float cash, boolean library, int words) { }

    private Measure measure() {
        robot.waitForIdle();
        return onEdt(() -> new Measure(Math.min(frame.board().getWidth(), frame.board().getHeight()) - 8,
                font("trace.detail"), font("situation.text"), font("player.Ann.cash"), frame.libraryShown(), words("trace.detail")));
    }

    /** The size the ruling's words are set in (its first line), not only the pane's font: what the class sees. */
    private int words(String name) {
        javax.swing.JTextPane p = (javax.swing.JTextPane) robot.finder().findByName(frame, name, java.awt.Component.class, true);
        return javax.swing.text.StyleConstants.getFontSize(p.getStyledDocument().getCharacterElement(0).getAttributes());
    }

    private float font(String name) {
        return robot.finder().findByName(frame, name, java.awt.Component.class, true).getFont().getSize2D();
    }

    @Test
    void theBoardAndTheRulingAreLargerOnTheProjectorThanInTheLightTheme() {
        openScenario("rent-complete-group");
        playExpected(1);
        window.resizeTo(new Dimension(1024, 768));
        Measure light = measure();
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.PROJECTOR));
        Measure projector = measure();
        System.out.println("board side at 1024x768: light " + light.board() + " px, projector " + projector.board()
                + " px; ruling detail font " + light.detail() + " -> " + projector.detail() + "; story " + light.story()
                + " -> " + projector.story() + "; cash " + light.cash() + " -> " + projector.cash());
        // Measured at 1024x768 under Xvfb with fluxbox: light 502 px, projector 529 px (503 and 553 px without a window
        // manager's title bar). The light board is as wide as its column allows; the projector's as tall as the window.
        // Since the moves keep room for a buy or auction line (so the board never jumps during a game), the projector
        // board is 523 px here.
        assertThat(light.board()).isBetween(480, 530);
        assertThat(projector.board()).isGreaterThanOrEqualTo(520).isGreaterThan(light.board());
        assertThat(projector.detail()).isGreaterThanOrEqualTo(light.detail() * 1.4f);
        // The ruling already shown is set again at once in the projector's size (it kept its old size until the next step).
        assertThat((float) projector.words()).isGreaterThanOrEqualTo(light.words() * 1.4f - 1);
        assertThat(projector.story()).isGreaterThanOrEqualTo(light.story() * 1.4f);
        assertThat(projector.cash()).isGreaterThanOrEqualTo(light.cash() * 1.4f);
        assertThat(light.library()).isTrue();
        assertThat(projector.library()).isFalse();

        // And back: the light theme's sizes return.
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.LIGHT));
        Measure again = measure();
        assertThat(again.board()).isEqualTo(light.board());
        assertThat(again.detail()).isEqualTo(light.detail());
    }

    /**
     * The ruling on the projector: the selected step stays in sight (expanding the steps once scrolled the first,
     * selected, one out of view) and the step's words get most of the column (about six lines were shown).
     */
    @Test
    void theSelectedStepStaysInSightAndTheRulingHasRoomToBeRead() {
        openScenario("rent-complete-group");
        playExpected(1);
        window.resizeTo(new Dimension(1024, 768));
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.PROJECTOR));
        robot.waitForIdle();
        javax.swing.JTree tree = (javax.swing.JTree) robot.finder().findByName(frame, "trace.tree", java.awt.Component.class, true);
        javax.swing.JTextPane detail = (javax.swing.JTextPane) robot.finder().findByName(frame, "trace.detail", java.awt.Component.class, true);
        for (int step = 0; step < 4; step++) {
            boolean inSight = onEdt(() -> {
                int[] rows = tree.getSelectionRows();
                java.awt.Rectangle r = tree.getRowBounds(rows == null || rows.length == 0 ? 0 : rows[0]);
                java.awt.Rectangle v = tree.getVisibleRect(); // its height in sight: a long step runs on to the right
                return r != null && r.y >= v.y && r.y + r.height <= v.y + v.height;
            });
            assertThat(inSight).as("selected step %d in sight", step).isTrue();
            GuiActionRunner.execute(() -> ((javax.swing.JButton) robot.finder().findByName(frame, "trace.next", java.awt.Component.class, true)).doClick());
            robot.waitForIdle();
        }
        int lines = onEdt(() -> {
            java.awt.FontMetrics fm = detail.getFontMetrics(detail.getFont().deriveFont(
                    (float) javax.swing.text.StyleConstants.getFontSize(detail.getStyledDocument().getCharacterElement(0).getAttributes())));
            return detail.getParent().getHeight() / fm.getHeight();
        });
        System.out.println("projector ruling: " + lines + " lines of the step's words in sight");
        // Seven lines of projector type (21 px): with the players beside the board, their strip heads this column and
        // the board gained 53 px over the light theme's (ProjectorBoardLargerIT); the step's sentence is always whole
        // (RulingSentenceIT). Eight were asked when the strip sat under the board.
        assertThat(lines).isGreaterThanOrEqualTo(7);
    }

    /** A theme change sets the rows taller: the chosen ruling and its step are scrolled back into sight (the review saw them below the edge). */
    @Test
    void theChosenRulingStaysInSightWhenTheThemeChanges() {
        openScenario("auction-bidding-from-jail");
        window.resizeTo(new Dimension(1024, 768));
        javax.swing.JList<?> timeline = window.list("ruling.timeline").target();
        int last = onEdt(() -> timeline.getModel().getSize()) - 1;
        assertThat(last).as("the scripted replies before the learner's move").isGreaterThanOrEqualTo(3);
        window.list("ruling.timeline").clickItem(last);
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.PROJECTOR));
        robot.waitForIdle();
        boolean inSight = onEdt(() -> {
            java.awt.Rectangle r = timeline.getCellBounds(last, last);
            java.awt.Rectangle v = timeline.getVisibleRect();
            return r != null && r.y >= v.y && r.y + r.height <= v.y + v.height;
        });
        assertThat(inSight).as("the chosen ruling in sight on the projector").isTrue();
        assertThat(onEdt(timeline::getSelectedIndex)).isEqualTo(last);
    }
}
