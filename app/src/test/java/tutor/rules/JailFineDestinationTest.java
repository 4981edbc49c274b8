package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Transfer;
import tutor.trace.WordedStep;

/**
 * "Does the $50 Jail fine go under Free Parking?" (issue 22, family walk 5). With the common Free Parking pot house
 * rule the pot takes taxes and card payments, not the Jail fine: the $50 goes to the Bank on the classic rules' word
 * (us-longform, Jail). The step says so with the edition and its source named in the reader's language; it once read
 * "the Bank (classic: us-longform, Jail: …)".
 */
class JailFineDestinationTest {

    private static Outcome finePaid(String spec) {
        var table = Bundle.get().table(spec, List.of("Ann", "Ben"));
        GameState s = new PositionBuilder(table).inJail("Ann", 0).turn("Ann").dice(3, 4).build();
        return apply(s, new Move.PayJailFine(0));
    }

    private static String goesTo(Outcome o, String language) {
        WordedStep step = o.trace().flatten(Bundle.get().words(language)).stream()
                .filter(st -> st.ruleId().equals(RuleIds.JAIL_PAY_FINE)).findFirst().orElseThrow();
        return step.inputs().entrySet().stream().filter(e -> e.getKey().equals(Bundle.get().words(language).templates()
                .get("input.goes-to"))).map(java.util.Map.Entry::getValue).findFirst().orElseThrow();
    }

    @Test
    void underTheFreeParkingPotTheFiftyStillGoesToTheBankAndTheStepSaysOnWhoseWordInEachLanguage() {
        Outcome o = finePaid("classic+free-parking-pot");
        assertThat(o.ledger()).containsExactly(new Transfer(0, Estates.BANK, 50, RuleIds.JAIL_PAY_FINE));
        assertThat(o.after().pot()).isZero();
        assertThat(goesTo(o, "en")).isEqualTo("the Bank (under Hasbro US rules, long form "
                + "(as printed in the Boutique Edition, 2007) \u2014 Jail: the fine is paid to the Bank)");
        assertThat(goesTo(o, "fr")).startsWith("la Banque (voir ")
                .doesNotContain("classic").doesNotContain("us-longform");
        assertThat(goesTo(o, "ru")).startsWith("Банк (см. ")
                .doesNotContain("classic").doesNotContain("us-longform");
    }

    @Test
    void underTheSeminaryJackpotTheFiveHundredGoesToTheBankOnTheSeminarysWord() {
        Outcome o = finePaid("seminary");
        assertThat(o.ledger()).containsExactly(new Transfer(0, Estates.BANK, 500, RuleIds.JAIL_PAY_FINE));
        assertThat(goesTo(o, "en")).startsWith("the Bank (under House rules written by a seminary player group")
                .contains("except Jail fines");
    }
}
