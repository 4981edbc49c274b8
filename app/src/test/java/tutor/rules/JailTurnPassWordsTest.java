package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static tutor.rules.Moves.apply;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.edition.RuleIds;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.trace.WordedStep;

/**
 * When the turn passes to a player in Jail, the step lists that player's ways out, and a Get Out of Jail Free card
 * only when one is within reach (review-ru12: it offered "use a card" to a player who had none and could buy none).
 * A card in hand is used; one held by another player may be bought from them first (Russian-language classic
 * rules, Jail); with no card in the game the ways are the fine and the doubles.
 */
class JailTurnPassWordsTest {

    private static String turnPassed(PositionBuilder b, String language) {
        GameState s = b.turn("Ann").pending(new Pending.TurnOver(0)).build();
        WordedStep step = apply(s, new Move.EndTurn(0)).trace().flatten(Bundle.get().words(language)).stream()
                .filter(st -> st.ruleId().equals(RuleIds.TURN_END)).findFirst().orElseThrow();
        return step.text();
    }

    private static PositionBuilder table(String ruleset) {
        return new PositionBuilder(Bundle.get().table(ruleset, List.of("Ann", "Ben", "Cat"))).inJail("Ben", 0);
    }

    @Test
    void noCardInTheGameLeavesTheFineAndTheDoubles() {
        assertThat(turnPassed(table("classic"), "en")).endsWith("to Ben, who is in Jail and may pay or throw for doubles.");
        assertThat(turnPassed(table("classic"), "fr")).endsWith("à Ben, qui est en prison et peut payer ou tenter un double.");
        assertThat(turnPassed(table("classic"), "ru")).endsWith("Ben в тюрьме и может заплатить штраф или попытаться выбросить дубль.");
    }

    @Test
    void aCardInHandIsOfferedToUse() {
        assertThat(turnPassed(table("classic").jailCard("Ben", "chance"), "en"))
                .endsWith("may pay, use a Get Out of Jail Free card, or throw for doubles.");
    }

    @Test
    void aCardHeldByAnotherPlayerMayBeBoughtFirst() {
        String en = turnPassed(table("classic").jailCard("Cat", "chance"), "en");
        assertThat(en).endsWith("may pay, buy a Get Out of Jail Free card from the player who holds one and use it, or throw for doubles.");
        assertThat(turnPassed(table("classic").jailCard("Cat", "chance"), "ru"))
                .contains("купить карточку «Освобождение из тюрьмы» у игрока, у которого она есть");
    }
}
