package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.TaxOption;
import tutor.scenario.MoveText;

/**
 * The percentage choice at Income Tax named in words: under the French rules, which have no percentage, the `play`
 * list of refused moves read «Ann choisit de payer 0 % de sa fortune» (review-fr12). Where the edition has a
 * percentage, the French names it; where it has none, the move is "a percentage", not 0 %.
 */
class TaxChoiceWordsTest {

    private static String percentChoice(String ruleset) {
        GameState s = new PositionBuilder(Bundle.get().table(ruleset, List.of("Ann", "Ben"))).build();
        return MoveText.describe(s, new Move.ChooseIncomeTax(0, TaxOption.PERCENT), Bundle.get().words("fr"));
    }

    @Test
    void frenchNamesTheEditionsPercentageOrNone() {
        assertThat(percentChoice("classic")).isEqualTo("Ann choisit de payer 10\u00a0% de sa fortune");
        assertThat(percentChoice("fr-classic")).isEqualTo("Ann choisit de payer un pourcentage de sa fortune");
    }
}
