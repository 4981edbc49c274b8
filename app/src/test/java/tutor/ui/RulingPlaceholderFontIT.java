package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JTextPane;
import javax.swing.text.AttributeSet;
import javax.swing.text.StyleConstants;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * The ruling box's words in place of a ruling ("Make a move: the tutor's ruling shows here…") are in the box's own
 * type in every theme: after a ruling was read on the projector and the a new game started, a switch to the light
 * theme kept them in the projector's large bold type beside normal text (teacher walk 6, F6).
 */
class RulingPlaceholderFontIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void thePlaceholderFollowsTheThemeAfterARuling() {
        openScenario("auction-decline-then-bid");
        playExpected(2);
        assertThat(onEdt(() -> model().timeline().rulings().size())).as("a ruling was shown").isPositive();
        // A new game, Ann (a person) first: the ruling box waits for her first move.
        GuiActionRunner.execute(() -> frame.play().newGame("classic", java.util.List.of("person", "buy-all"), 7));
        robot.waitForIdle();
        JTextPane pane = (JTextPane) robot.finder().findByName(frame, "trace.detail", java.awt.Component.class, false);
        String placeholder = onEdt(() -> model().texts().get("ruling.makeAMove"));
        for (Theme theme : new Theme[] {Theme.LIGHT, Theme.PROJECTOR, Theme.DARK}) {
            GuiActionRunner.execute(() -> frame.applyTheme(theme));
            robot.waitForIdle();
            String shown = onEdt(() -> pane.getText());
            assertThat(shown).isEqualTo(placeholder);
            AttributeSet first = onEdt(() -> pane.getStyledDocument().getCharacterElement(0).getAttributes());
            int size = onEdt(() -> pane.getFont().getSize());
            int set = onEdt(() -> StyleConstants.getFontSize(first));
            boolean bold = onEdt(() -> StyleConstants.isBold(first));
            assertThat(set).as(theme + ": the placeholder's size").isEqualTo(size);
            assertThat(bold).as(theme + ": the placeholder in bold").isFalse();
        }
    }
}
