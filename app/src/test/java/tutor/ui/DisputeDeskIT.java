package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/** The dispute desk: the last move ruled again under the editions ticked, with the differing clause shown. */
class DisputeDeskIT extends AbstractTutorIT {

    @Test
    void doubleRentWithAMortgagedLotIsRuledUnderEachEdition() {
        openScenario("dispute-double-rent-mortgaged");
        window.tabbedPane("tabs").selectTab("Compare");
        // The dispute names its editions: they are ticked already.
        window.checkBox("compare.edition.classic").requireSelected();
        window.checkBox("compare.edition.ru-classic").requireSelected();
        window.checkBox("compare.edition.fr-classic").requireSelected();
        window.checkBox("compare.edition.modern").requireNotSelected();
        window.button("compare.run").click();
        String text = GuiActionRunner.execute(() -> frame.comparisonText());
        assertThat(text).contains("Ben throws the dice")
                .contains("classic (Classic (US long-form rules)):\n  Ben pays Ann $100")
                .contains("ru-classic (Classic (Russian-language edition, in translation)):\n  Ben pays Ann ₽50k")
                .contains("Where they differ:")
                .contains("Double rent when a lot of the group is mortgaged [rent.street.group-double.mortgaged-lot]")
                .contains("ru-classic: site rent only — ru-classic: ru-classic, Paying rent: no double rent if one lot of the group is mortgaged");

        // A house rule is added to the scenario's own edition.
        window.checkBox("compare.edition.ru-classic").uncheck();
        window.checkBox("compare.edition.fr-classic").uncheck();
        window.checkBox("compare.house.no-rent-in-jail").check();
        window.button("compare.run").click();
        assertThat(GuiActionRunner.execute(() -> frame.comparisonText())).contains("classic+no-rent-in-jail")
                .contains("The same ruling under every one of them.");
    }

    @Test
    void aWholeScenarioIsRuledFromItsStartUnderEachEditionOffTheEventThread() {
        openScenario("dispute-jail-doubles-roll-again");
        window.tabbedPane("tabs").selectTab("Compare");
        window.checkBox("compare.edition.seminary").requireSelected();
        window.button("compare.whole").click();
        // The worker fills the output when it is done; until then the buttons are disabled.
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("the comparison is shown") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> frame.comparisonText()).contains("Ruled under:");
            }
        }, org.assertj.swing.timing.Timeout.timeout(20_000));
        window.button("compare.whole").requireEnabled();
        String text = GuiActionRunner.execute(() -> frame.comparisonText());
        assertThat(text).contains("  classic: Classic (US long-form rules)")
                .contains("  seminary: Seminary house rules")
                .contains("Ann throws the dice:")
                .contains("  classic: no money or deeds change hands; then Ann decides whether to buy St. James Place")
                .contains("  seminary: refused: Under this ruleset doubles do not open the Jail: Ann leaves by paying "
                        + "the $500 fine or playing a Get Out of Jail Free card.")
                .contains("Doubles free you from Jail [jail.exit.doubles]")
                .contains("Ann buys the deed at its printed price:");
    }
}
