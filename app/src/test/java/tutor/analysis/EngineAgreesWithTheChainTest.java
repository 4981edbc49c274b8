package tutor.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.Referee;
import tutor.rules.state.Ruling;
import tutor.rules.Setup;
import tutor.rules.state.Table;
import tutor.rules.state.TaxOption;
import tutor.trace.Tracer;

/**
 * A Monte Carlo run of the engine itself against the chain: two players who never buy, leave Jail
 * at once (the short strategy) and otherwise just throw, on the classic board. Where every roll
 * ends is counted, exactly as the chain counts (In Jail as row 40).
 *
 * <p>The tolerance. Successive rolls are correlated (the token walks), so the standard error of
 * each square's frequency is estimated by batch means: the run is cut into 50 batches of equal
 * length, and the spread of the 50 batch frequencies gives SE = sd / sqrt(50), autocorrelation
 * included. Each square must lie within 5 SE of the chain (a false alarm on one of 41 squares
 * has a chance of about 41 x 5.7e-7 = 2e-5), and the largest SE is checked to be small enough
 * (under 0.03 percentage points) that the test would catch a real rules error: a missed card or
 * a wrong doubles rule moves a square by 0.1 to 1 point. The engine draws cards from a shuffled
 * deck in order, not at random, and keeps a Get Out of Jail Free card out of its deck while it is
 * held (here never longer than the next stay in Jail); both are long-run neutral or far below
 * the SE, and the batch spread would show them if not.
 */
class EngineAgreesWithTheChainTest {

    private static final int ROLLS = 500_000;
    private static final int BATCHES = 50;

    @Test
    void theEnginesRollsEndWhereTheChainSays() {
        Table table = Bundle.get().table("classic", List.of("Ann", "Ben"));
        Odds chain = LandingChainTest.odds("classic", JailStrategy.SHORT);
        Referee referee = new Referee();
        int rows = 41;
        long[][] batch = new long[BATCHES][rows];
        long[] salaries = new long[BATCHES];
        int perBatch = ROLLS / BATCHES;
        int rolls = 0;
        long seed = 2024;
        GameState s = Setup.newGame(table, seed);
        while (rolls < ROLLS) {
            if (s.isOver()) {
                s = Setup.newGame(table, ++seed);
            }
            Move m = walker(s, referee);
            Ruling r = referee.apply(s, m, Tracer.OFF);
            GameState after = r.state();
            if (rolls < ROLLS && r instanceof Ruling.Applied a) {
                // A salary is a lap: GO passed or landed on, by the dice or a card (Go To Jail never passes it).
                salaries[rolls / perBatch] += a.outcome().events().stream().filter(e -> e instanceof tutor.rules.state.Event.SalaryPaid).count();
            }
            if (m instanceof Move.RollDice) {
                PlayerState p = after.player(m.player());
                batch[rolls / perBatch][p.inJail() ? 40 : p.position()]++;
                rolls++;
            }
            s = after;
        }
        double worstSe = 0;
        for (int i = 0; i < rows; i++) {
            double sum = 0;
            double sq = 0;
            for (long[] b : batch) {
                double f = (double) b[i] / perBatch;
                sum += f;
                sq += f * f;
            }
            double mean = sum / BATCHES;
            double sd = Math.sqrt(Math.max(0, (sq - BATCHES * mean * mean) / (BATCHES - 1)));
            double se = sd / Math.sqrt(BATCHES);
            worstSe = Math.max(worstSe, se);
            double expected = i == 40 ? chain.inJail() : chain.at(i);
            assertThat(Math.abs(mean - expected)).as("square " + i + ": engine " + 100 * mean + "%, chain "
                    + 100 * expected + "%, SE " + 100 * se).isLessThanOrEqualTo(5 * se + 1e-12);
        }
        assertThat(worstSe).isLessThan(0.0003);
        // Laps a roll: the chain's squares a roll (cards and Jail included) over 40, against the engine's salaries.
        double sum = 0;
        double sq = 0;
        for (long b : salaries) {
            double f = (double) b / perBatch;
            sum += f;
            sq += f * f;
        }
        double mean = sum / BATCHES;
        double se = Math.sqrt(Math.max(0, (sq - BATCHES * mean * mean) / (BATCHES - 1))) / Math.sqrt(BATCHES);
        assertThat(Math.abs(mean - 1 / chain.rollsPerLap())).as("laps a roll: engine " + mean + ", chain " + 1 / chain.rollsPerLap()
                + ", SE " + se).isLessThanOrEqualTo(5 * se);
        assertThat(Math.abs(mean - 7 / 40.0)).as("the dice alone (40/7 rolls a lap) are not what the engine does").isGreaterThan(5 * se);
    }

    /** Never buys or bids, leaves Jail at once, pays the flat tax, ends turns; gives up only when it must. */
    private static Move walker(GameState s, Referee referee) {
        Pending p = s.pending();
        int who = p.actor();
        if (p instanceof Pending.AwaitRoll a) {
            PlayerState me = s.player(a.player());
            if (me.inJail()) {
                return !me.jailCards().isEmpty() ? new Move.UseJailFreeCard(who) : new Move.PayJailFine(who);
            }
            return new Move.RollDice(who);
        }
        if (p instanceof Pending.BuyDecision) {
            return new Move.DeclineToBuy(who);
        }
        if (p instanceof Pending.TaxChoice) {
            return new Move.ChooseIncomeTax(who, TaxOption.FLAT);
        }
        if (p instanceof Pending.TurnOver) {
            return new Move.EndTurn(who);
        }
        for (Move m : referee.legalMoves(s)) {
            if (m.player() == who && (m instanceof Move.PassBid || m instanceof Move.PayDebt)) {
                return m;
            }
        }
        for (Move m : referee.legalMoves(s)) {
            if (m.player() == who && m instanceof Move.DeclareBankruptcy) {
                return m;
            }
        }
        return referee.legalMoves(s).get(0);
    }
}
