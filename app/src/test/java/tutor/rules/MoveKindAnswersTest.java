package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import tutor.rules.state.DiceUse;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;

/** What a move's own rule file answers for the drills, in place of the drills' own lists of move kinds. */
class MoveKindAnswersTest {

    @Test
    void onlyAThrowOrTheUseOfASpecialThrowMovesATokenByTheDice() {
        assertThat(Referee.movesByTheThrow(new Move.RollDice(0))).isTrue();
        assertThat(Referee.movesByTheThrow(new Move.UseDice(0, DiceUse.SUM))).isTrue();
        assertThat(Referee.movesByTheThrow(new Move.PayJailFine(0))).isFalse();
        assertThat(Referee.movesByTheThrow(new Move.TravelByRail(0, 2))).isFalse();
        assertThat(Referee.movesByTheThrow(new Move.EndTurn(0))).isFalse();
    }

    @Test
    void theWaysOutOfJailAreTheThrowTheFineAndTheCard() {
        assertThat(Referee.triesJailExit(new Move.RollDice(0))).isTrue();
        assertThat(Referee.triesJailExit(new Move.PayJailFine(0))).isTrue();
        assertThat(Referee.triesJailExit(new Move.UseJailFreeCard(0))).isTrue();
        assertThat(Referee.triesJailExit(new Move.SellJailFreeCard(0, 1, 50))).isFalse();
        assertThat(Referee.triesJailExit(new Move.Trade(0, 1, Offer.cash(1), Offer.cash(1)))).isFalse();
        assertThat(Referee.triesJailExit(new Move.UseDice(0, DiceUse.SUM))).isFalse();
    }
}
