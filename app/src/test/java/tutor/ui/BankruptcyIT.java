package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/** A creditor inherits a mortgaged Boardwalk: the wrong choice first, then lifting, then the question. */
class BankruptcyIT extends AbstractTutorIT {

    @Test
    void aCreditorLiftsTheReceivedMortgage() {
        openScenario("bankruptcy-creditor-lifts");
        assertThat(situation()).contains("Ben declares bankruptcy.").contains("What is the cheaper way");
        window.label("player.Ann.cash").requireText("$1580");

        window.button("action.keep").click();
        assertThat(situation()).contains("Ann would pay $240 in all instead of $220. Try again.");

        window.button("action.mortgage").click();
        assertThat(situation()).contains("$20 interest now plus $200 = $220 in all.");
        window.label("player.Ann.cash").requireText("$1380");

        // The question: an amount. A common wrong amount gets its own explanation, any other a plain "Not quite".
        window.textBox("situation.amount").enterText("240");
        window.button("situation.answer").click();
        assertThat(situation()).contains("$240 is what keeping the mortgage and lifting it later would cost");
        window.textBox("situation.amount").deleteText().enterText("230");
        window.button("situation.answer").click();
        assertThat(situation()).contains("Not quite.");
        window.textBox("situation.amount").deleteText().enterText("220");
        window.button("situation.answer").click();
        assertThat(situation()).contains("Scenario complete.");

        // The ledger has every transaction: the bankruptcy, the interest, the lift.
        window.tabbedPane("tabs").selectTab("Ledger");
        assertThat(window.table("ledger.table").rowCount()).isGreaterThanOrEqualTo(3);
        assertThat(window.table("ledger.table").contents()[window.table("ledger.table").rowCount() - 1])
                .contains("Ann", "the Bank", "$200", "Lifting a mortgage");
        assertThat(GuiActionRunner.execute(() -> Settings.standard().progress("bankruptcy-creditor-lifts")))
                .isIn(Settings.Progress.DONE_WITHOUT_HINTS);
    }
}
