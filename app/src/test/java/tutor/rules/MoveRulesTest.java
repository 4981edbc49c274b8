package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.TestWords.EN;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.Table;

/** Every kind of move has exactly one rule, and each rule says its move in words. */
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
}
