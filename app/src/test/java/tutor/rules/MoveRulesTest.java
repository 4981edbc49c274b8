package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.TestWords.EN;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.MoveOption;
import tutor.rules.state.Offer;
import tutor.rules.state.Pending;
import tutor.rules.state.TaxOption;
import tutor.rules.state.Table;

/** Every kind of move has exactly one rule, and each rule says its move in words, the deed it is about and what a view offers. */
class MoveRulesTest {

    @Test
    void everyKindOfMoveHasARule() {
        List<String> without = new ArrayList<>();
        for (Class<?> kind : Move.class.getPermittedSubclasses()) {
            if (!MoveRules.has(kind)) {
                without.add(kind.getSimpleName());
            }
        }
        assertThat(without).as("kinds of move with no rule").isEmpty();
        assertThat(MoveRules.ALL).hasSize(Move.class.getPermittedSubclasses().length);
    }

    @Test
    void aMoveReadsAsItsRuleSaysIt() {
        Table t = Tables.classic();
        GameState s = new PositionBuilder(t).owns("Ann", "Park Place", "Boardwalk").build();
        assertThat(EN.format(Referee.describe(s, new Move.RollDice(0)), t)).isEqualTo("Ann throws the dice");
        assertThat(EN.format(Referee.describe(s, new Move.BuyHouse(0, 27)), t)).isEqualTo("Ann buys a house for Boardwalk");
        assertThat(EN.format(Referee.describe(s, new Move.Trade(0, 1, new Offer(100, List.of(26, 27), 1), new Offer(0, List.of(), 0))), t))
                .isEqualTo("Ann trades with Ben: gives $100, Park Place, Boardwalk, 1 jail card, gets nothing");
        Table boutique = tutor.data.Bundle.get().table("boutique", List.of("Ann", "Ben", "Cat"));
        GameState b = new PositionBuilder(boutique).owns("Ann", "Park Place", "Boardwalk").build();
        assertThat(EN.format(Referee.describe(b, new Move.BuyHotel(0, 27)), boutique)).isEqualTo("Ann buys a mall for Boardwalk");
    }

    /** The view's buttons come from the rules' candidates, in the order the terminal game has always listed them. */
    @Test
    void aViewIsOfferedTheTurnsDecisionsInOrderWithWhyNot() {
        Table t = Tables.classic();
        GameState s = new PositionBuilder(t).build();
        List<MoveOption> options = new Referee().options(s, 1);
        int opening = Math.max(1, s.rules().auctionOpeningBid());
        assertThat(options).extracting(MoveOption::move).containsExactly(new Move.RollDice(1), new Move.BuyProperty(1),
                new Move.DeclineToBuy(1), new Move.Bid(1, opening), new Move.PassBid(1), new Move.DropOutOfAuction(1),
                new Move.PayJailFine(1), new Move.UseJailFreeCard(1), new Move.ChooseIncomeTax(1, TaxOption.FLAT),
                new Move.ChooseIncomeTax(1, TaxOption.PERCENT), new Move.EndTurn(1), new Move.ClaimRent(1), new Move.PayDebt(1),
                new Move.DeclareBankruptcy(1));
        assertThat(options).allSatisfy(o -> assertThat(o.rejection()).as("Ben waits for Ann: %s", o.move()).isPresent());
        assertThat(new Referee().options(s, 0).get(0).rejection()).as("Ann may throw").isEmpty();
    }

    @Test
    void eachMoveSaysTheDeedItIsAbout() {
        Table t = Tables.classic();
        GameState s = new PositionBuilder(t).owns("Ann", "Park Place", "Boardwalk").build();
        assertThat(Referee.deedOf(s, new Move.BuyHouse(0, 27))).isEqualTo(27);
        assertThat(Referee.deedOf(s, new Move.MortgageDeed(0, 26))).isEqualTo(26);
        assertThat(Referee.deedOf(s, new Move.RollDice(0))).isEqualTo(-1);
        assertThat(Referee.deedOf(s, new Move.Bid(0, 10))).as("no auction runs").isEqualTo(-1);
        GameState offer = new PositionBuilder(t).pending(new Pending.BuyDecision(0, 5)).build();
        assertThat(Referee.deedOf(offer, new Move.BuyProperty(0))).isEqualTo(5);
        assertThat(Referee.deedOf(offer, new Move.DeclineToBuy(0))).isEqualTo(5);
    }
}
