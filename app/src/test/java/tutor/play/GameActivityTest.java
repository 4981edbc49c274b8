package tutor.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.play.game.FreeGame;
import tutor.play.game.Seat;
import tutor.rules.Setup;
import tutor.rules.state.Move;
import tutor.rules.state.Table;
import tutor.sim.Strategies;

/** A free game as the window's activity: who acts, its timeline as it grows and after undo, and where it stands. */
class GameActivityTest {

    private final Table classic = Bundle.get().table("classic", List.of("Ann", "Ben"));

    @Test
    void theTimelineFollowsTheGameThroughUndoAndNewMoves() {
        GameActivity a = new GameActivity(new FreeGame(Setup.newGame(classic, 7),
                List.of(Seat.person(), Seat.computer(Strategies.parse("buy-all")))), "g", lang -> "A game", () -> "en");
        assertThat(a.kind()).isEqualTo(Activity.Kind.FREE_GAME);
        assertThat(a.learnerSeat()).isZero();
        assertThat(a.timeline()).isEmpty();
        // Seed 7: Ann throws 6+1 to Chance and pays the $15 poor tax; then ends her turn.
        a.act(new Move.RollDice(0));
        assertThat(a.situation()).contains("Turn 1. Ann to act: the end of the turn.").contains("Last move: Ann throws the dice.");
        a.act(new Move.EndTurn(0));
        assertThat(a.learnerSeat()).as("the computer's turn").isEqualTo(-1);
        assertThat(a.situation()).contains(". Ben to act: ").doesNotContain("plays next");
        // Ben throws 3+2 to Reading Railroad and buys it, then ends his turn.
        while (a.game().waitsForComputer()) {
            a.computerMove();
        }
        List<RulingEntry> t = a.timeline();
        assertThat(t).extracting(RulingEntry::what).containsExactly("Ann throws the dice", "Ann ends the turn",
                "Ben throws the dice", "Ben buys the deed at its printed price", "Ben ends the turn");
        assertThat(t).extracting(RulingEntry::by).containsExactly(RulingEntry.By.LEARNER, RulingEntry.By.LEARNER,
                RulingEntry.By.COMPUTER, RulingEntry.By.COMPUTER, RulingEntry.By.COMPUTER);
        assertThat(t.get(4).number()).isEqualTo(5);

        // Ann's doubles (4+4) put Pennsylvania Railroad on offer; she buys, takes it back, and declines instead.
        a.act(new Move.RollDice(0));
        a.act(new Move.BuyProperty(0));
        assertThat(a.timeline()).hasSize(7);
        assertThat(a.canUndo()).isTrue();
        a.undo();
        assertThat(a.timeline()).hasSize(6).last().extracting(RulingEntry::what).isEqualTo("Ann throws the dice");
        assertThat(a.canUndo()).as("the throw is a barrier").isFalse();
        a.act(new Move.DeclineToBuy(0));
        assertThat(a.timeline()).hasSize(7).last().extracting(RulingEntry::what).isEqualTo("Ann declines to buy");
        assertThat(a.state().player(0).cash()).isEqualTo(1485);
        assertThat(a.finished()).isFalse();
    }

    @Test
    void theSituationSaysOnceWhoActs() {
        // The box once joined the bar's line to the turn's own: «Ход 1. Ann: … Ann, ваша очередь: выберите действие ниже.»
        GameActivity a = new GameActivity(new FreeGame(Setup.newGame(classic, 7),
                List.of(Seat.person(), Seat.computer(Strategies.parse("buy-all")))), "g", lang -> "Партия", () -> "ru");
        a.act(new Move.RollDice(0));
        String situation = a.situation();
        assertThat(situation).startsWith("Ход 1. Решает Ann: ").doesNotContain("ваша очередь").doesNotContain("выберите действие ниже");
    }
}
