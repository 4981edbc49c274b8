package tutor.ui.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.Referee;
import tutor.rules.Tables;
import tutor.rules.position.PositionBuilder;
import tutor.rules.state.DiceUse;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Table;
import tutor.scenario.MoveText;
import tutor.scenario.ScriptStep;
import tutor.play.Session;

/**
 * "What happens now" plays the natural move of the decision waiting (throw, end the turn, pay the debt, the sum of
 * the dice) and none where the decision is a real choice. In every scenario of the library, at every decision, that
 * move gets a reply of its own: the scenario's (it is what is asked, or a named wrong move), or one that names the
 * move and says again what is asked; never a bare "not this one".
 */
class NaturalMoveTest {

    private final Table table = Tables.classic();

    @Test
    void eachWaitingDecisionHasItsNaturalMove() {
        GameState roll = new PositionBuilder(table).build();
        assertThat(NaturalMove.of(roll, 0)).contains(new Move.RollDice(0));
        assertThat(NaturalMove.of(roll, 1)).isEmpty(); // not Ben's turn
        GameState over = new PositionBuilder(table).pending(new Pending.TurnOver(0)).build();
        assertThat(NaturalMove.of(over, 0)).contains(new Move.EndTurn(0));
        GameState debt = new PositionBuilder(table).pending(new Pending.Debt(
                List.of(new Pending.Owed(0, Estates.BANK, 200, "tax.income")), new Pending.TurnOver(0), -1)).build();
        assertThat(NaturalMove.of(debt, 0)).contains(new Move.PayDebt(0));
        GameState dice = new PositionBuilder(table).pending(new Pending.DiceChoice(0, 2, 5)).build();
        assertThat(NaturalMove.of(dice, 0)).contains(new Move.UseDice(0, DiceUse.SUM));
        int boardwalk = new PositionBuilder(table).deed("Boardwalk");
        GameState buy = new PositionBuilder(table).at("Ann", "Boardwalk").pending(new Pending.BuyDecision(0, boardwalk)).build();
        assertThat(NaturalMove.of(buy, 0)).as("buying is the learner's choice").isEmpty();
    }

    /** Ben owes Ann {@code owed} (rent); it is Ben's move. */
    private GameState benOwes(int owed, PositionBuilder b) {
        return b.turn("Ben").pending(new Pending.Debt(List.of(new Pending.Owed(1, 0, owed, "rent.street")),
                new Pending.TurnOver(1), -1)).build();
    }

    @Test
    void aDebtTheCashCannotCoverIsRaisedOrIsBankruptcyNeverARefusedPayment() {
        Referee referee = new Referee();
        // The family review: Ben has $1,200 of $2,000 and owns nothing. "Ben pays what is owed" was refused at each click.
        GameState nothing = benOwes(2000, new PositionBuilder(table).cash("Ben", 1200));
        assertThat(referee.check(nothing, new Move.PayDebt(1))).isPresent();
        assertThat(NaturalMove.of(nothing, 1)).contains(new Move.DeclareBankruptcy(1));
        assertThat(NaturalMove.bankrupt(nothing, 1)).isTrue();
        // Ben $50, his only deed already mortgaged, $300 owed: bankrupt too.
        GameState mortgaged = benOwes(300, new PositionBuilder(table).cash("Ben", 50).owns("Ben", "Boardwalk").mortgaged("Boardwalk"));
        assertThat(NaturalMove.of(mortgaged, 1)).contains(new Move.DeclareBankruptcy(1));
        // Ben $50 owes $200 with Boardwalk free: mortgaging it ($200) covers the debt, so that is the first step.
        int boardwalk = new PositionBuilder(table).deed("Boardwalk");
        GameState canMortgage = benOwes(200, new PositionBuilder(table).cash("Ben", 50).owns("Ben", "Boardwalk"));
        assertThat(NaturalMove.of(canMortgage, 1)).contains(new Move.MortgageDeed(1, boardwalk));
        assertThat(NaturalMove.bankrupt(canMortgage, 1)).isFalse();
        // With hotels on both dark blues no deed of the group can be mortgaged: a hotel is sold first.
        GameState hotels = benOwes(400, new PositionBuilder(table).cash("Ben", 50).owns("Ben", "Park Place", "Boardwalk")
                .hotel("Park Place").hotel("Boardwalk"));
        Move first = NaturalMove.of(hotels, 1).orElseThrow();
        assertThat(first).isInstanceOf(Move.SellHotel.class);
        for (GameState s : List.of(nothing, mortgaged, canMortgage, hotels)) {
            assertThat(referee.check(s, NaturalMove.of(s, 1).orElseThrow())).as("the natural move is a legal one").isEmpty();
        }
        // The cash covers it: paid at once.
        assertThat(NaturalMove.of(benOwes(200, new PositionBuilder(table).cash("Ben", 500)), 1)).contains(new Move.PayDebt(1));
    }

    @Test
    void everyScenarioRepliesToTheNaturalMoveInItsOwnWords() throws Exception {
        Referee referee = new Referee();
        List<String> generic = new ArrayList<>();
        int tried = 0;
        try (Stream<Path> files = Files.walk(Path.of("../scenarios"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
                LibraryItem item = tutor.ui.library.ScenarioLibrary.load(f);
                if (!item.loaded()) {
                    continue;
                }
                Session s = new Session(item.scenario());
                for (int guard = 0; guard < 80 && !s.finished(); guard++) {
                    if (s.current() instanceof ScriptStep.Question q) {
                        s.answer(q.answer());
                        continue;
                    }
                    ScriptStep.Ask ask = (ScriptStep.Ask) s.current();
                    GameState before = s.state();
                    Optional<Move> natural = NaturalMove.of(before, ask.player());
                    if (natural.isEmpty() || referee.check(before, natural.get()).isPresent()
                            || ask.wrong().stream().anyMatch(w -> w.move().equals(natural.get()))) {
                        s.act(ask.expected().get(0));
                        continue;
                    }
                    tried++;
                    s.act(natural.get());
                    if (s.current() == ask) {
                        List<Session.Entry> said = s.transcript();
                        String reply = said.get(said.size() - 1).text();
                        String move = MoveText.describe(before, natural.get(), Bundle.get().words());
                        if (!reply.contains(move) || !reply.contains(ask.prompt())) {
                            generic.add(item.scenario().id() + ": " + reply);
                        }
                        s.act(ask.expected().get(0));
                    }
                }
            }
        }
        assertThat(tried).as("decisions where the natural move is allowed but not named").isGreaterThan(10);
        assertThat(generic).isEmpty();
    }
}
