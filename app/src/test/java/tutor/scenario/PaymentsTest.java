package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.Move;
import tutor.rules.Referee;
import tutor.rules.state.Ruling;

/** Several rules paying the same person are one line with its parts named and summed; one payment stays as it was. */
class PaymentsTest {

    private Ruling roll(String ruleset) {
        Scenario s = new ScenarioLoader(Bundle.get()).load(Path.of("../scenarios/disputes/four-hundred-on-go.yaml"), ruleset)
                .scenario();
        return new Referee().apply(s.start(), new Move.RollDice(0));
    }

    @Test
    void aHouseRuleBonusIsSummedWithTheSalary() {
        Ruling r = roll("classic+go-400");
        assertThat(Payments.lines(r, Bundle.get().rulebook(), Bundle.get().words(), Bundle.get().houseRules().keySet()))
                .containsExactly("the Bank pays Ann $200 salary at GO + $200 extra for stopping exactly on GO (house rule) = $400");
        assertThat(ComparisonReport.summary(r)).startsWith("the Bank pays Ann $200 salary at GO + $200 extra");
    }

    @Test
    void aSinglePaymentIsWrittenAsBefore() {
        Ruling r = roll("classic");
        assertThat(Payments.lines(r, Bundle.get().rulebook(), Bundle.get().words(), Bundle.get().houseRules().keySet()))
                .containsExactly("the Bank pays Ann $200");
    }
}
