package tutor.play.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.Setup;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Roll;
import tutor.rules.state.Table;
import tutor.sim.Strategies;

/** A free game: people and computer players, every move ruled, undo to the last throw, typed dice. */
class FreeGameTest {

    private final Table classic = Bundle.get().table("classic", List.of("Ann", "Ben", "Cat"));

    private static List<Seat> seats(Seat... s) {
        return List.of(s);
    }

    private static Seat bot(String strategy) {
        return Seat.computer(Strategies.parse(strategy));
    }

    @Test
    void aGameOfComputerPlayersRunsToItsEnd() {
        FreeGame g = new FreeGame(Setup.newGame(classic, 7), seats(bot("buy-all"), bot("trader"), bot("three-houses")));
        int moves = 0;
        while (!g.over() && g.turns() < 3000) {
            assertThat(g.waitsForComputer()).isTrue();
            Played p = g.computerMove();
            assertThat(p).isNotNull();
            assertThat(p.applied()).as("move %d: %s", moves, p.move()).isTrue();
            moves++;
        }
        assertThat(g.over()).as("seed 7 ends in a win").isTrue();
        int winner = ((Pending.GameOver) g.state().pending()).winner();
        assertThat(winner).isBetween(0, 2);
        assertThat(g.state().playersIn()).isEqualTo(1);
        assertThat(g.computerMove()).isNull();
        GameSummary summary = GameSummary.of(g);
        assertThat(summary.winner()).isEqualTo(winner);
        assertThat(summary.turns()).isEqualTo(g.state().turn());
        assertThat(summary.seats().stream().filter(GameSummary.SeatSummary::out).count()).isEqualTo(2);
        assertThat(summary.seats().stream().filter(GameSummary.SeatSummary::out).allMatch(s -> s.leftAtTurn() > 0)).isTrue();
        // Every rent paid is a rent received, and a game this long has plenty of them.
        assertThat(summary.rentPaid()).isEqualTo(summary.seats().stream().mapToInt(GameSummary.SeatSummary::rentReceived).sum())
                .isGreaterThan(1000);
        assertThat(summary.samples()).hasSizeGreaterThan(summary.turns());
        assertThat(summary.samples().get(0)).containsExactly(1500, 1500, 1500);
    }

    @Test
    void theComputerNeverMovesForAPerson() {
        FreeGame g = new FreeGame(Setup.newGame(classic, 3), seats(Seat.person(), bot("buy-all"), bot("buy-all")));
        assertThat(g.waitsForPerson()).isTrue();
        assertThat(g.computerMove()).isNull();
        g.act(new Move.RollDice(0));
        while (g.actor() == 0 && !(g.state().pending() instanceof Pending.TurnOver)) {
            Move m = g.state().pending() instanceof Pending.BuyDecision ? new Move.DeclineToBuy(0) : null;
            if (m == null) {
                break;
            }
            g.act(m);
            while (g.waitsForComputer() && g.state().pending() instanceof Pending.Auction) {
                g.computerMove();
            }
        }
        // However the auction went, the people's seat was asked, never answered for.
        assertThat(g.history()).filteredOn(p -> p.by() == Seat.Kind.COMPUTER).allMatch(p -> p.move().player() != 0);
    }

    @Test
    void undoTakesBackAPersonsMoveAndTheRepliesButNeverAThrow() {
        // Ann stops on Boardwalk (a throw of 4 from Short Line) and may buy it.
        GameState s = new PositionBuilder(classic).at("Ann", 35).dice(1, 3).build();
        FreeGame g = new FreeGame(s, seats(Seat.person(), bot("buy-all"), bot("buy-all")));
        g.act(new Move.RollDice(0));
        assertThat(g.state().pending()).isInstanceOf(Pending.BuyDecision.class);
        assertThat(g.canUndo()).as("the throw is a barrier").isFalse();
        GameState afterThrow = g.state();
        g.act(new Move.DeclineToBuy(0));
        assertThat(g.waitsForPerson()).as("the auctioneer asks Ann first, who declined").isTrue();
        // Open bidding: Ann is asked again after every raise, and passes each time; Ben and Cat bid.
        while (g.state().pending() instanceof Pending.Auction) {
            if (g.waitsForPerson()) {
                g.act(new Move.PassBid(0));
            } else {
                g.computerMove();
            }
        }
        assertThat(g.state().estates().owner(new PositionBuilder(classic).deed("Boardwalk"))).isIn(1, 2);
        int played = g.history().size();
        int lastPerson = played - 1;
        while (g.history().get(lastPerson).by() != Seat.Kind.PERSON) {
            lastPerson--;
        }
        assertThat(g.canUndo()).isTrue();
        List<Played> taken = g.undo();
        assertThat(taken).hasSize(played - lastPerson);
        assertThat(taken.get(0).move()).isEqualTo(new Move.PassBid(0));
        assertThat(taken.subList(1, taken.size())).allMatch(p -> p.by() == Seat.Kind.COMPUTER).isNotEmpty();
        while (g.canUndo()) {
            g.undo();
        }
        assertThat(g.history()).hasSize(1);
        assertThat(g.state()).isSameAs(afterThrow);
        assertThat(g.state().player(0).cash()).isEqualTo(1500);
        assertThat(g.undo()).isEmpty();
        // Buying instead, then ending the turn: both undone one at a time, back to the throw and no further.
        g.act(new Move.BuyProperty(0));
        g.act(new Move.EndTurn(0));
        assertThat(g.undo()).extracting(Played::move).containsExactly(new Move.EndTurn(0));
        assertThat(g.undo()).extracting(Played::move).containsExactly(new Move.BuyProperty(0));
        assertThat(g.canUndo()).isFalse();
        assertThat(g.history()).hasSize(1);
    }

    @Test
    void aRefusedMoveIsKeptWithItsRuleAndChangesNothing() {
        FreeGame g = new FreeGame(Setup.newGame(classic, 1), seats(Seat.person(), Seat.person(), Seat.person()));
        GameState before = g.state();
        Played p = g.act(new Move.BuyProperty(0));
        assertThat(p.applied()).isFalse();
        assertThat(p.ruling().trace().ruleIds()).isNotEmpty();
        assertThat(g.state()).isSameAs(before);
    }

    @Test
    void diceTypedInAreRuledAsTheThrowOnTheRealBoard() {
        FreeGame g = new FreeGame(Setup.newGame(classic, 1), seats(Seat.person(), Seat.person(), Seat.person()));
        Played p = g.throwTyped(0, new Roll(3, 4));
        assertThat(p.applied()).isTrue();
        assertThat(g.state().player(0).position()).isEqualTo(7); // Chance
        assertThat(p.threw()).isTrue();
        // The seeded dice go on from where they were: the typed throw took nothing from them.
        assertThat(g.state().dice().seed()).isEqualTo(Setup.newGame(classic, 1).dice().seed());
        assertThatThrownBy(() -> g.throwTyped(1, Roll.single(4))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void juniorIsThrownWithOneDie() {
        Table junior = Bundle.get().table("junior", List.of("Ann", "Ben"));
        FreeGame g = new FreeGame(Setup.newGame(junior, 1), seats(Seat.person(), Seat.person()));
        assertThat(g.throwTyped(0, Roll.single(5)).applied()).isTrue();
        assertThat(g.state().player(0).position()).isEqualTo(5);
        assertThatThrownBy(() -> g.throwTyped(1, new Roll(2, 3))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void restartPlaysTheSameGameAgainFromTheSeed() {
        FreeGame g = new FreeGame(Setup.newGame(classic, 11), seats(bot("buy-all"), bot("cautious"), bot("trader")));
        for (int i = 0; i < 200; i++) {
            g.computerMove();
        }
        List<Move> first = g.history().stream().map(Played::move).toList();
        int cash = g.state().player(1).cash();
        g.restart();
        assertThat(g.history()).isEmpty();
        for (int i = 0; i < 200; i++) {
            g.computerMove();
        }
        assertThat(g.history().stream().map(Played::move).toList()).isEqualTo(first);
        assertThat(g.state().player(1).cash()).isEqualTo(cash);
    }

    @Test
    void aSeatCanBeHandedToTheComputerMidGame() {
        FreeGame g = new FreeGame(Setup.newGame(classic, 5), seats(Seat.person(), bot("buy-all"), bot("buy-all")));
        assertThat(g.waitsForPerson()).isTrue();
        g.seat(0, bot("cautious"));
        assertThat(g.waitsForComputer()).isTrue();
        assertThat(g.computerMove().move()).isEqualTo(new Move.RollDice(0));
    }
}
