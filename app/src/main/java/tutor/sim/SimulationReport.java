package tutor.sim;

import java.util.List;
import java.util.Map;

/**
 * What a simulation found, per strategy and overall: wins with a 95% interval, bankruptcies and
 * who caused them, game length, where rolls ended, and net worth over time (median and quartiles).
 * Folded in game by game as the games finish ({@link SimulationTally}): no game's record is kept.
 *
 * @param played         the games played (fewer than asked when cancelled)
 * @param cancelled      whether the run was cancelled before the end
 * @param strategies     one summary per strategy, in the order first named
 * @param finishedTurns  player-turns of each game that ended with a winner, shortest first
 * @param capped         games that reached the cap (or stopped) without a winner
 * @param landingPercent percent of all rolls ending on each space, then In Jail
 * @param causes         bankruptcies by (strategy that went bankrupt, strategy of the creditor or "the Bank")
 * @param totalTurns     player-turns of all games, finished or capped
 * @param longestTurns   player-turns of the longest game
 */
public record SimulationReport(SimulationSpec spec, int played, boolean cancelled,
                               List<StrategySummary> strategies, int[] finishedTurns, int capped,
                               double[] landingPercent, Map<String, Map<String, Integer>> causes, long totalTurns,
                               int longestTurns) {

    /**
     * One strategy's results.
     *
     * @param seats        seats it played (games x seats it held)
     * @param wins         games it won
     * @param winLow       95% Wilson interval of the win rate per seat, low end
     * @param bankrupt     times it went bankrupt
     * @param caused       bankruptcies of other players it was owed the money for
     * @param median       median net worth at each sample; {@code q1}, {@code q3} the quartiles
     */
    public record StrategySummary(String name, String description, int seats, int wins, double winRate, double winLow,
                                  double winHigh, int bankrupt, int caused, double[] median, double[] q1, double[] q3) { }

    /** The report of these games (a list already kept, as a test has it). */
    public static SimulationReport of(SimulationSpec spec, List<GameRecord> games, boolean cancelled) {
        SimulationTally tally = new SimulationTally(spec);
        games.forEach(tally::add);
        return tally.report(cancelled);
    }

    /** The mean player-turns of a game, finished or capped. */
    public double meanTurns() {
        return played == 0 ? 0 : (double) totalTurns / played;
    }
}
