package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.util.UIScale;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.JList;
import org.assertj.swing.core.KeyPressInfo;
import org.junit.jupiter.api.Test;
import tutor.play.RulingEntry;

/**
 * A learner leaves Jail with their own card: a named wrong move, a hint, the right move, the
 * timeline keeping the learner's ruling apart from the scripted reply, the rule and its citation
 * in full, copying a ruling (which says it copied), undo, and the dark and projector themes.
 */
class JailExitIT extends AbstractTutorIT {

    /** AssertJ Swing takes the old-style modifier masks. */
    @SuppressWarnings("deprecation")
    private static final int CTRL = InputEvent.CTRL_MASK;

    @Test
    void aLearnerLeavesJailWithTheirCard() {
        openScenario("jail-own-card");
        assertThat(situation()).contains("Ann wants to leave Jail now and keep her $1,500.");

        // The named wrong path: paying is legal, but the tutor explains why it is not the move here.
        window.button("action.payFine").requireEnabled().click();
        assertThat(situation()).contains("Paying works, but it costs $50 when she holds a card that does the same for free. Try again.");
        window.label("player.Ann.cash").requireText("$1,500");

        // A hint, then the right move.
        window.button("action.hint").click();
        assertThat(situation()).contains("Hint: Look at what Ann is holding besides cash.");
        window.button("action.useCard").click();
        assertThat(situation()).contains("The card frees her at no cost.");

        // The timeline keeps the learner's own ruling and marks the scripted reply.
        JList<?> timeline = window.list("ruling.timeline").target();
        assertThat(onEdt(() -> timeline.getModel().getSize())).isEqualTo(2);
        assertThat(onEdt(() -> ((RulingEntry) timeline.getModel().getElementAt(0)).by())).isEqualTo(RulingEntry.By.LEARNER);
        assertThat(onEdt(() -> ((RulingEntry) timeline.getModel().getElementAt(1)).by())).isEqualTo(RulingEntry.By.SCRIPTED);
        assertThat(timelineRows()[1]).contains("Scripted reply").contains("Ann throws the dice");

        // The scripted throw is shown first, step by step, with the rule in full and where it is written.
        window.tree("trace.tree").requireSelection(0);
        assertThat(window.textBox("trace.detail").text()).contains("Ann throws 5 + 3 = 8.")
                .contains("The rule: Throw and move\n").doesNotContain("[turn.roll]").contains("Where the rulebooks say so")
                .contains("Hasbro US rules, long form");
        window.button("trace.next").click();
        assertThat(window.textBox("trace.detail").text()).contains("Ann moves 8 spaces forward to Tennessee Avenue.");
        // Selecting that step highlights the squares it involves: Jail and Tennessee Avenue.
        assertThat(onEdt(() -> frame.board().highlighted())).containsExactlyInAnyOrder(10, 18);

        // Stepping back through the timeline shows the learner's own ruling again.
        window.list("ruling.timeline").clickItem(0);
        assertThat(window.textBox("trace.detail").text()).contains("Ann plays a Get Out of Jail Free card");
        assertThat(onEdt(() -> model().timeline().selected().number())).isEqualTo(1);

        // Copy says it copied.
        window.button("trace.copyText").click();
        assertThat(onEdt(() -> frame.statusText())).startsWith("Copied ruling 1 (Ann uses a Get Out of Jail Free card) as text");
        window.button("trace.copyText").requireText("Copied \u2714");

        // Undo takes the move back: Ann is in Jail again with her card, and the timeline keeps only her wrong try.
        window.button("action.undo").click();
        assertThat(onEdt(() -> model().activity().state().player(0).inJail())).isTrue();
        assertThat(onEdt(() -> model().timeline().rulings())).isEmpty();
        window.button("action.useCard").requireEnabled();

        // Dark theme, then the projector theme: chrome a little larger, what the class reads much larger.
        window.menuItemWithPath("View", "Dark theme").click();
        assertThat(onEdt(Theme::current)).isEqualTo(Theme.DARK);
        // Ctrl+L works anywhere in the window. It is pressed on the Use card button, not the timeline:
        // since undo emptied the timeline, the rulings list is hidden until there is a ruling again (window12).
        window.button("action.useCard").pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_L).modifiers(CTRL));
        assertThat(onEdt(Theme::current)).isEqualTo(Theme.PROJECTOR);
        assertThat(onEdt(UIScale::getZoomFactor)).isEqualTo(1.1f);
        assertThat(onEdt(tutor.ui.widgets.Reading::scale)).isEqualTo(1.4f);
        window.button("action.useCard").requireEnabled();
        // Ctrl+L again goes back to the light theme.
        window.button("action.useCard").pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_L).modifiers(CTRL));
        assertThat(onEdt(Theme::current)).isEqualTo(Theme.LIGHT);
        assertThat(onEdt(UIScale::getZoomFactor)).isEqualTo(1f);
        assertThat(onEdt(tutor.ui.widgets.Reading::scale)).isEqualTo(1f);
    }
}
