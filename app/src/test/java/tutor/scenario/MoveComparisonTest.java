package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;

/** One move ruled again under editions that cannot all hold the table: those that cannot say why and rule nothing. */
public class MoveComparisonTest {

    /** Ben about to land on Ann's Boardwalk with a hotel (Park Place with one too): $2,000 under the classic rules. */
    public static GameState benBeforeBoardwalk() {
        return new PositionBuilder(Bundle.get().table("classic", List.of("Ann", "Ben")))
                .owns("Ann", "Park Place", "Boardwalk").hotel("Park Place").hotel("Boardwalk")
                .at("Ben", 35).turn("Ben").dice(1, 3).build();
    }

    @Test
    void juniorIsRefusedInWordsAndRulesNothing() {
        MoveComparison c = MoveComparison.of(benBeforeBoardwalk(), new Move.RollDice(1), List.of("classic", "modern", "junior"));
        assertThat(c.rulings()).containsOnlyKeys("classic", "modern");
        assertThat(ComparisonReport.summary(c.rulings().get("classic"))).contains("$2,000");
        assertThat(c.refusal("classic")).isNull();
        assertThat(c.refusal("junior")).isNotNull();
        assertThat(c.refusal("junior").in("en"))
                .startsWith("This move cannot be ruled under ")
                .contains("Junior")
                .endsWith("it is played on another board, without this game's squares.");
        assertThat(c.refusal("junior").in("fr")).startsWith("Impossible de juger ce coup selon ").contains("autre plateau");
        assertThat(c.refusal("junior").in("ru")).startsWith("Этот ход нельзя разобрать").contains("другом поле");
    }

    @Test
    void aRefusedEditionDoesNotCountAsAgreeing() {
        MoveComparison c = MoveComparison.of(benBeforeBoardwalk(), new Move.RollDice(1), List.of("classic", "junior"));
        assertThat(c.rulings()).containsOnlyKeys("classic");
        assertThat(c.differing()).isEmpty();
        // Classic and a house rule that leaves this move alone still agree, and Junior is no part of that.
        MoveComparison three = MoveComparison.of(benBeforeBoardwalk(), new Move.RollDice(1),
                List.of("classic", "classic+no-rent-in-jail", "junior"));
        assertThat(three.rulings()).containsOnlyKeys("classic", "classic+no-rent-in-jail");
        assertThat(three.differing()).isEmpty();
    }

    @Test
    void aDebtLeftUnpaidIsSaidAsTheTableSaysIt() {
        MoveComparison c = MoveComparison.of(benBeforeBoardwalk(), new Move.RollDice(1), List.of("classic", "modern"));
        var r = c.rulings().get("classic");
        assertThat(ComparisonReport.summary(r, Bundle.get().words("en"), "en")).isEqualTo("Ben owes Ann $2,000 for Boardwalk; nothing is paid yet");
        assertThat(ComparisonReport.summary(r, Bundle.get().words("fr"), "fr").replaceAll("[\u00a0\u202f]", " "))
                .isEqualTo("Ben doit 2 000 $ à Ann pour la case Boardwalk ; rien n'est encore payé");
        // The name stays in the nominative and no verb guesses the debtor's sex («Ben должен», ru8 N2).
        assertThat(ComparisonReport.summary(r, Bundle.get().words("ru"), "ru").replaceAll("[\u00a0\u202f]", " "))
                .isEqualTo("Ben: долг 2 000 $ за поле «Boardwalk», получатель — Ann; пока ничего не заплачено");
    }

    /**
     * A card the edition does not print, lying in the table's Chance deck, matters only to a move that draws it: Modern
     * rules "Ben ends the turn" and a throw to Boardwalk (teacher walk 4, shot-51 refused them for the poor-tax card),
     * and refuses a throw to Chance, saying in a family's words which card of this table that edition does not print.
     */
    @Test
    void aCardTheEditionLacksMattersOnlyWhenTheMoveDrawsIt() {
        GameState toBoardwalk = new PositionBuilder(Bundle.get().table("classic", List.of("Ann", "Ben")))
                .topCard("chance", "ch-poor-tax").at("Ben", 35).turn("Ben").dice(1, 3).build();
        MoveComparison noCard = MoveComparison.of(toBoardwalk, new Move.RollDice(1), List.of("classic", "modern"));
        assertThat(noCard.refusal("modern")).isNull();
        assertThat(noCard.rulings()).containsOnlyKeys("classic", "modern");
        MoveComparison endTurn = MoveComparison.of(new PositionBuilder(Bundle.get().table("classic", List.of("Ann", "Ben")))
                .topCard("chance", "ch-poor-tax").at("Ben", 39).turn("Ben").build(), new Move.EndTurn(1), List.of("classic", "modern"));
        assertThat(endTurn.refusal("modern")).isNull();
        assertThat(endTurn.rulings()).containsOnlyKeys("classic", "modern");

        GameState toChance = new PositionBuilder(Bundle.get().table("classic", List.of("Ann", "Ben")))
                .topCard("chance", "ch-poor-tax").at("Ben", 3).turn("Ben").dice(1, 3).build();
        MoveComparison drawn = MoveComparison.of(toChance, new Move.RollDice(1), List.of("classic", "modern"));
        assertThat(drawn.rulings()).containsOnlyKeys("classic");
        assertThat(drawn.refusal("modern").in("en")).startsWith("This move cannot be ruled under Modern")
                .endsWith("this table's Chance deck has the card \u201cPay a poor tax of $15\u201d, which that edition does not print.");
        assertThat(drawn.refusal("modern").in("fr")).contains("de cette table contient la carte").contains("que cette édition n'imprime pas");
        assertThat(drawn.refusal("modern").in("ru")).contains("на этом столе есть карточка").endsWith("которой нет в этом издании.");
    }
}
