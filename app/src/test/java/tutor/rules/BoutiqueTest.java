package tutor.rules;

import static tutor.TestWords.EN;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;
import static tutor.rules.Moves.reject;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.rules.state.TaxOption;
import tutor.rules.state.Transfer;

/** The Boutique Edition: the classic rules, its own names for the card and tax spaces, and its words in every ruling. */
class BoutiqueTest {

    private static PositionBuilder boutique() {
        return new PositionBuilder(Bundle.get().table("boutique", List.of("Ann", "Ben")));
    }

    @Test
    void theBoardNamesTheSpacesTheRulebookNames() {
        Board b = Bundle.get().table("boutique", List.of("Ann", "Ben")).board();
        assertThat(b.space(2).name()).isEqualTo("Text Message");
        assertThat(b.space(7).name()).isEqualTo("Instant Message");
        assertThat(b.space(4).name()).isEqualTo("Shopping Spree");
        // The lots, their prices and rents are the classic ones: the rulebook does not print its own.
        assertThat(b.deed(boutique().deed("Boardwalk")).price()).isEqualTo(400);
    }

    @Test
    void rulingsSayBoutiquesAndMallsAndTheNumbersAreTheClassicOnes() {
        GameState s = boutique().owns("Ann", "Park Place", "Boardwalk").build();
        Outcome built = apply(s, new Move.BuyHouse(0, boutique().deed("Park Place")));
        assertThat(built.ledger()).containsExactly(new Transfer(0, Estates.BANK, 200, RuleIds.BUILD_HOUSE));
        assertThat(built.trace().flatten(EN)).anyMatch(st -> st.text().equals(
                "Ann puts a boutique on Park Place, bought from the Bank at the price on the deed."));
        assertThat(built.trace().flatten(EN)).noneMatch(st -> st.text().contains("house"));
        Rejection mall = reject(built.after(), new Move.BuyHotel(0, boutique().deed("Park Place")));
        assertThat(mall.reason(EN)).startsWith("A mall needs 4 boutiques on every lot of the group first");
    }

    @Test
    void shoppingSpreeIsTheTwoHundredOrTenPercentChoice() {
        GameState s = boutique().at("Ben", 1).turn("Ben").dice(1, 2).build();
        Outcome o = apply(s, new Move.RollDice(1));
        assertThat(o.after().pending()).isInstanceOf(Pending.TaxChoice.class);
        assertThat(o.trace().flatten(EN)).anyMatch(st -> st.text().contains("Shopping Spree"));
        assertThat(apply(o.after(), new Move.ChooseIncomeTax(1, TaxOption.PERCENT)).ledger())
                .containsExactly(new Transfer(1, Estates.BANK, 150, RuleIds.TAX_INCOME_CHOICE));
    }
}
