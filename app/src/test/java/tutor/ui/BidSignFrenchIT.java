package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;

/** The bid dialog writes its sign where French writes money: "[__] $" ("10 $"), not "$ [__]". At 1024x768. */
class BidSignFrenchIT extends AbstractTutorIT {

    @Override
    protected String language() {
        return "fr";
    }

    @Test
    void theSignFollowsTheAmountInFrench() {
        openScenario("shortage-opening-bid");
        window.button("action.bid").requireEnabled().click();
        DialogFixture bid = window.dialog("dialog.bid");
        int field = onEdt(() -> bid.textBox("dialog.amount").target().getX());
        javax.swing.JLabel sign = bid.label("dialog.amountSign").target();
        assertThat(onEdt(sign::getText)).isEqualTo("$");
        assertThat(onEdt(sign::getX)).as("the sign stands after the field").isGreaterThan(field);
        bid.close();
    }
}
