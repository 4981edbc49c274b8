package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.TestWords;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.rules.state.Table;
import tutor.trace.Msg;
import tutor.trace.Words;

/**
 * A refusal for the moment reads as a sentence in every language, whatever decision is open: "not while
 * Ann decides whether to buy Boardwalk", never "not while whether to buy Boardwalk is being decided".
 */
class RefusalSentencesTest {

    @Test
    void theTimingRefusalReadsAsASentenceForEveryOpenDecision() {
        Table t = Tables.classic();
        GameState s = new PositionBuilder(t).build();
        List<Pending> moments = List.of(new Pending.BuyDecision(0, 27), new Pending.Auction(27, 0, 0b111, 0, 50, 1),
                new Pending.BuildingAuction(false, 0b11, 0b11, 0, 0, -1, 0, 1, new Pending.TurnOver(0)),
                new Pending.PlaceBuilding(1, true, new Pending.TurnOver(0)), new Pending.MortgageChoice(1, List.of(27), null),
                new Pending.TaxChoice(0, 4), new Pending.Debt(List.of(new Pending.Owed(0, Estates.BANK, 200, "tax.income")),
                        new Pending.TurnOver(0), 0), new Pending.DiceChoice(0, 2, 5), new Pending.JackpotChoice(0),
                new Pending.PlaceBooth(0, List.of(1)), new Pending.GameOver(0));
        for (Words w : List.of(TestWords.EN, TestWords.FR, TestWords.RU)) {
            for (Pending p : moments) {
                String text = w.format(Msg.of("reject.timing.between-moves", "while", Decisions.during(s, p)), t);
                assertThat(text).as(w.language() + " " + p).matches("\\p{Lu}.*\\.").doesNotContain("{").doesNotContain("while whether")
                        .doesNotContain("while the auction of").doesNotContain("while a debt");
            }
        }
        assertThat(TestWords.EN.format(Msg.of("reject.timing.between-moves", "while",
                Decisions.during(s, new Pending.Debt(List.of(new Pending.Owed(0, Estates.BANK, 200, "tax.income")), null, 0))), t))
                .isEqualTo("This is done between moves, not while Ann is raising $200 owed to the Bank.");
    }
}
