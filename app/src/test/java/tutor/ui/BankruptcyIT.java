package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;
import tutor.ui.model.Settings;

/**
 * A creditor inherits a mortgaged Boardwalk: the named wrong choice first, then Lift mortgage,
 * its own action with a dialog that shows the cost (Enter confirms), then the question, whose
 * answer the cash and the ledger keep hidden until it is given.
 */
class BankruptcyIT extends AbstractTutorIT {

    @Test
    void aCreditorLiftsTheReceivedMortgageAndAnswersBeforeSeeingTheSum() {
        openScenario("bankruptcy-creditor-lifts");
        assertThat(situation()).contains("Ben declares bankruptcy.").contains("What is the cheaper way");
        window.label("player.Ann.cash").requireText("$1,580");
        // Mortgaging and lifting are two actions; Ann has nothing left to mortgage, so only Lift is on offer.
        window.button("action.lift").requireVisible().requireEnabled();

        window.button("action.keep").click();
        assertThat(situation()).contains("Ann would pay $240 in all instead of $220. Try again.");

        // Lifting asks first, with the sum the referee rules; Enter confirms.
        window.button("action.lift").click();
        DialogFixture lift = window.dialog();
        assertThat(lift.comboBox("dialog.choice").contents()).containsExactly("Ann lifts the mortgage on Boardwalk: \u2212$200");
        lift.comboBox("dialog.choice").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        assertThat(situation()).contains("$20 interest now plus $200 = $220 in all.");

        // The question: until it is answered, the cash, the ledger and the ruling show the position before the lift.
        window.label("situation.veil").requireVisible();
        window.label("player.Ann.cash").requireText("$1,580");
        window.tabbedPane("tabs").selectTab("Ledger");
        int before = window.table("ledger.table").rowCount();
        assertThat(java.util.Arrays.stream(window.table("ledger.table").contents()).map(row -> row[5])).doesNotContain("Lifting a mortgage");
        window.tabbedPane("tabs").selectTab("Ruling");
        String[] timeline = timelineRows();
        assertThat(timeline[timeline.length - 1]).contains("1 ruling is hidden until you answer the question");

        // A common wrong amount gets its own explanation, any other a plain "Not quite"; then not a number; then the right one.
        window.textBox("situation.amount").enterText("240");
        window.button("situation.answer").click();
        assertThat(situation()).contains("$240 is what keeping the mortgage and lifting it later would cost");
        window.textBox("situation.amount").deleteText().enterText("230");
        window.button("situation.answer").click();
        assertThat(situation()).contains("Not quite.");
        window.textBox("situation.amount").setText("two hundred");
        window.button("situation.answer").click();
        window.label("situation.amountProblem").requireText("Type a whole number, like 220.");
        window.textBox("situation.amount").deleteText().enterText("$220");
        window.button("situation.answer").click();
        assertThat(situation()).contains("Scenario complete.").contains("What to take away: Lifting a received mortgage");

        // Revealed: the cash after the lift, and the ledger's last row is the lift.
        window.label("player.Ann.cash").requireText("$1,380");
        window.tabbedPane("tabs").selectTab("Ledger");
        assertThat(window.table("ledger.table").rowCount()).isEqualTo(before + 1);
        assertThat(window.table("ledger.table").contents()[before]).contains("Ann", "the Bank", "$200", "Lifting a mortgage");
        assertThat(onEdt(() -> Settings.standard().progress("bankruptcy-creditor-lifts"))).isEqualTo(Settings.Progress.DONE_WITHOUT_HINTS);
    }
}
