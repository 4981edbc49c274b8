package tutor.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Ruling;
import tutor.rules.state.Table;
import tutor.sim.RandomBot;
import tutor.trace.Tracer;

/**
 * One list of legal moves, one check: in every position of seeded random games under every
 * edition and house rule, each move {@code legalMoves} offers is one {@code check} accepts (and
 * {@code apply} then rules on). Every state is checked, not a sample, so a move the list offers
 * and the referee refuses (a rent claim from Jail under the seminary rules) cannot slip through.
 */
class LegalMovesAgreeWithCheckTest {

    private static final List<String> NAMES = List.of("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal");

    /** Every shipped edition, plus every house rule on the classic rules and all of them at once. */
    static List<String> rulesets() {
        List<String> specs = new ArrayList<>(Bundle.get().rulesets().keySet());
        for (String houseRule : Bundle.get().houseRules().keySet()) {
            specs.add("classic+" + houseRule);
        }
        specs.add("classic+" + String.join("+", Bundle.get().houseRules().keySet()));
        return specs;
    }

    @Test
    void everyOfferedMoveIsAcceptedUnderEveryRuleset() {
        List<String> specs = rulesets();
        Referee referee = new Referee();
        qt().withExamples(specs.size() * 6).withFixedSeed(21L)
                .forAll(integers().between(0, specs.size() - 1), integers().between(2, 8), integers().between(0, 100_000))
                .checkAssert((which, players, seed) -> {
                    String spec = specs.get(which);
                    int seats = Math.min(players, Bundle.get().ruleset(spec).maxPlayers());
                    Table table = Bundle.get().table(spec, NAMES.subList(0, seats));
                    // Half the games leave rent for the owners to claim, so claims are offered too.
                    table = new Table(table.board(), table.rules(), table.cards(), table.seats(), seed % 3 != 0);
                    GameState s = Setup.newGame(table, seed);
                    RandomBot bot = new RandomBot(seed * 7L + 1, seed % 2 == 0 ? 0.5 : 0);
                    for (int move = 0; move < 1500 && !s.isOver(); move++) {
                        List<Move> legal = referee.legalMoves(s);
                        for (Move m : legal) {
                            assertThat(referee.check(s, m).map(r -> r.ruleId() + ": " + r.reason().id()))
                                    .as("under %s (seed %d, move %d, %s) the listed move %s is refused", spec, seed, move,
                                            s.pending(), m)
                                    .isEmpty();
                        }
                        Move next = bot.choose(s, referee);
                        if (next == null) {
                            break;
                        }
                        Ruling r = referee.apply(s, next, Tracer.OFF);
                        assertThat(r).as("%s under %s", next, spec).isInstanceOf(Ruling.Applied.class);
                        s = ((Ruling.Applied) r).outcome().after();
                    }
                });
    }
}
