package tutor.sim;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a simulation found, per strategy and overall: wins with a 95% interval, bankruptcies and
 * who caused them, game length, where rolls ended, and net worth over time (median and quartiles).
 *
 * @param games          the games played (fewer than asked when cancelled)
 * @param cancelled      whether the run was cancelled before the end
 * @param strategies     one summary per strategy, in the order first named
 * @param finishedTurns  player-turns of each game that ended with a winner
 * @param capped         games that reached the cap (or stopped) without a winner
 * @param landingPercent percent of all rolls ending on each space, then In Jail
 * @param causes         bankruptcies by (strategy that went bankrupt, strategy of the creditor or "the Bank")
 */
public record SimulationReport(SimulationSpec spec, List<GameRecord> games, boolean cancelled,
                               List<StrategySummary> strategies, int[] finishedTurns, int capped,
                               double[] landingPercent, Map<String, Map<String, Integer>> causes) {

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

    public static SimulationReport of(SimulationSpec spec, List<GameRecord> games, boolean cancelled) {
        Map<String, String> descriptions = new LinkedHashMap<>();
        for (Policy p : spec.strategies()) {
            descriptions.putIfAbsent(p.name(), p.description());
        }
        Map<String, int[]> counts = new LinkedHashMap<>(); // seats, wins, bankrupt, caused
        Map<String, List<int[]>> worth = new LinkedHashMap<>();
        Map<String, Map<String, Integer>> causes = new LinkedHashMap<>();
        for (String name : descriptions.keySet()) {
            counts.put(name, new int[4]);
            worth.put(name, new ArrayList<>());
        }
        List<Integer> finished = new ArrayList<>();
        int capped = 0;
        long[] landings = null;
        for (GameRecord g : games) {
            for (int seat = 0; seat < g.strategies().size(); seat++) {
                String name = g.strategies().get(seat);
                counts.get(name)[0]++;
                worth.get(name).add(g.netWorth()[seat]);
            }
            if (g.winner() >= 0) {
                counts.get(g.strategies().get(g.winner()))[1]++;
                finished.add(g.turns());
            } else {
                capped++;
            }
            for (GameRecord.Bankruptcy b : g.bankruptcies()) {
                String who = g.strategies().get(b.seat());
                counts.get(who)[2]++;
                String to = b.creditor() < 0 ? "the Bank" : g.strategies().get(b.creditor());
                if (b.creditor() >= 0) {
                    counts.get(to)[3]++;
                }
                causes.computeIfAbsent(who, k -> new LinkedHashMap<>()).merge(to, 1, Integer::sum);
            }
            if (landings == null) {
                landings = new long[g.landings().length];
            }
            for (int i = 0; i < landings.length; i++) {
                landings[i] += g.landings()[i];
            }
        }
        List<StrategySummary> summaries = new ArrayList<>();
        int samples = spec.samples();
        for (Map.Entry<String, int[]> e : counts.entrySet()) {
            int[] c = e.getValue();
            double[] ci = Stats.wilson(c[1], c[0]);
            double[] median = new double[samples];
            double[] q1 = new double[samples];
            double[] q3 = new double[samples];
            List<int[]> series = worth.get(e.getKey());
            for (int k = 0; k < samples; k++) {
                int[] at = new int[series.size()];
                for (int i = 0; i < at.length; i++) {
                    at[i] = series.get(i)[k];
                }
                median[k] = Stats.quantile(at, 0.5);
                q1[k] = Stats.quantile(at, 0.25);
                q3[k] = Stats.quantile(at, 0.75);
            }
            summaries.add(new StrategySummary(e.getKey(), descriptions.get(e.getKey()), c[0], c[1],
                    c[0] == 0 ? 0 : (double) c[1] / c[0], ci[0], ci[1], c[2], c[3], median, q1, q3));
        }
        double[] percent = new double[landings == null ? 0 : landings.length];
        long total = 0;
        for (int i = 0; i < percent.length; i++) {
            total += landings[i];
        }
        for (int i = 0; i < percent.length; i++) {
            percent[i] = total == 0 ? 0 : 100.0 * landings[i] / total;
        }
        return new SimulationReport(spec, List.copyOf(games), cancelled, summaries,
                finished.stream().mapToInt(Integer::intValue).toArray(), capped, percent, causes);
    }

    /** Player-turns of all games, finished or capped. */
    public long totalTurns() {
        long t = 0;
        for (GameRecord g : games) {
            t += g.turns();
        }
        return t;
    }

    /** The mean player-turns of a game, finished or capped. */
    public double meanTurns() {
        return games.isEmpty() ? 0 : (double) totalTurns() / games.size();
    }
}
