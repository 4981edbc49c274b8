package tutor.sim;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A simulation's results folded in as each game finishes, so that no game's record is kept: wins, seats and
 * bankruptcies are counts, the landings a sum, the net worth at each sample a count per value (exact quantiles in a
 * size set by the range of the values, not the number of games), and the finished games' lengths, wanted whole by
 * the length chart, as plain ints (4 bytes a game). Thread-safe: the
 * simulation's workers add their games as they finish them, in any order; every total is the same whatever the
 * order.
 */
final class SimulationTally {

    private final SimulationSpec spec;
    private final Map<String, String> descriptions = new LinkedHashMap<>();
    /** Per strategy: seats, wins, bankrupt, caused. */
    private final Map<String, int[]> counts = new LinkedHashMap<>();
    /** Per strategy, per sample: the net worth of every seat it held, as it was at that sample. */
    private final Map<String, ValueCounts[]> worth = new LinkedHashMap<>();
    private final Map<String, Map<String, Integer>> causes = new LinkedHashMap<>();
    private final Ints finished = new Ints();
    private long[] landings;
    private int played;
    private int capped;
    private long turns;
    private int longest;

    SimulationTally(SimulationSpec spec) {
        this.spec = spec;
        for (Policy p : spec.strategies()) {
            descriptions.putIfAbsent(p.name(), p.description());
        }
        for (String name : descriptions.keySet()) {
            counts.put(name, new int[4]);
            ValueCounts[] samples = new ValueCounts[spec.samples()];
            for (int k = 0; k < samples.length; k++) {
                samples[k] = new ValueCounts();
            }
            worth.put(name, samples);
        }
    }

    /** Folds one finished game in; the record may be dropped afterwards. */
    synchronized void add(GameRecord g) {
        played++;
        turns += g.turns();
        longest = Math.max(longest, g.turns());
        for (int seat = 0; seat < g.strategies().size(); seat++) {
            String name = g.strategies().get(seat);
            counts.get(name)[0]++;
            ValueCounts[] samples = worth.get(name);
            for (int k = 0; k < samples.length; k++) {
                samples[k].add(g.netWorth()[seat][k]);
            }
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

    synchronized SimulationReport report(boolean cancelled) {
        java.util.List<SimulationReport.StrategySummary> summaries = new java.util.ArrayList<>();
        for (Map.Entry<String, int[]> e : counts.entrySet()) {
            int[] c = e.getValue();
            double[] ci = Stats.wilson(c[1], c[0]);
            ValueCounts[] samples = worth.get(e.getKey());
            double[] median = new double[samples.length];
            double[] q1 = new double[samples.length];
            double[] q3 = new double[samples.length];
            for (int k = 0; k < samples.length; k++) {
                median[k] = samples[k].quantile(0.5);
                q1[k] = samples[k].quantile(0.25);
                q3[k] = samples[k].quantile(0.75);
            }
            summaries.add(new SimulationReport.StrategySummary(e.getKey(), descriptions.get(e.getKey()), c[0], c[1],
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
        // In the strategies' order (the Bank last), whatever order the games finished in.
        java.util.List<String> order = new java.util.ArrayList<>(descriptions.keySet());
        order.add("the Bank");
        Map<String, Map<String, Integer>> copy = new LinkedHashMap<>();
        for (String who : order) {
            Map<String, Integer> to = causes.get(who);
            if (to != null) {
                Map<String, Integer> inOrder = new LinkedHashMap<>();
                order.stream().filter(to::containsKey).forEach(k -> inOrder.put(k, to.get(k)));
                copy.put(who, inOrder);
            }
        }
        int[] lengths = finished.toArray();
        Arrays.sort(lengths); // the same whatever order the games finished in
        return new SimulationReport(spec, played, cancelled, summaries, lengths, capped, percent, copy, turns, longest);
    }

    /** A growable array of ints: no boxing, so a large run's values take 4 bytes each. */
    private static final class Ints {
        private int[] values = new int[16];
        private int size;

        void add(int v) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = v;
        }

        int[] toArray() {
            return Arrays.copyOf(values, size);
        }
    }
}
