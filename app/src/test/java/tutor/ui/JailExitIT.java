package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import javax.swing.UIManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/** A learner leaves Jail with their own card: a wrong move first, the right one, the trace, undo, themes. */
class JailExitIT extends AbstractTutorIT {

    @Test
    void aLearnerLeavesJailWithTheirCard() {
        openScenario("jail-own-card");
        assertThat(situation()).contains("Ann wants to leave Jail now and keep her $1,500.");

        // A disabled action says why, with the rule and its citation.
        window.button("action.buy").requireDisabled();
        assertThat(window.button("action.buy").target().getToolTipText()).contains("Not now.").contains("buy.offer");

        // The named wrong path: paying is legal, but the tutor explains why it is not the move here.
        window.button("action.payFine").requireEnabled().click();
        assertThat(situation()).contains("Paying works, but it costs $50 when she holds a card that does the same for free. Try again.");
        window.label("player.Ann.cash").requireText("$1500");

        // A hint, then the right move.
        window.button("action.hint").click();
        assertThat(situation()).contains("Hint: Look at what Ann is holding besides cash.");
        window.button("action.useCard").click();
        assertThat(situation()).contains("The card frees her at no cost.");

        // The script goes on: Ann throws 5+3. Its ruling, step by step, with the rule and its citation.
        window.tree("trace.tree").requireSelection(0);
        assertThat(window.textBox("trace.detail").text()).contains("Ann throws 5+3 = 8.")
                .contains("The rule [turn.roll]").contains("Hasbro US rules, long form");
        window.button("trace.next").click();
        assertThat(window.textBox("trace.detail").text()).contains("Ann moves 8 spaces forward to Tennessee Avenue.")
                .contains("[token.move]");
        // Selecting that step highlights the squares it involves: Jail and Tennessee Avenue.
        assertThat(GuiActionRunner.execute(() -> frame.board().highlighted())).containsExactlyInAnyOrder(10, 18);

        // Undo takes the move back: Ann is in Jail again with her card.
        window.button("action.undo").click();
        assertThat(GuiActionRunner.execute(() -> frame.session().state().player(0).inJail())).isTrue();
        window.button("action.useCard").requireEnabled();

        // Dark theme and large text, from the View menu.
        window.menuItemWithPath("View", "Dark theme").click();
        assertThat(GuiActionRunner.execute(Theme::isDark)).isTrue();
        window.menuItemWithPath("View", "Large text (classroom)").click();
        Font f = GuiActionRunner.execute(() -> UIManager.getFont("defaultFont"));
        assertThat(f.getSize()).isEqualTo(Theme.LARGE);
        window.button("action.useCard").requireEnabled();
    }
}
