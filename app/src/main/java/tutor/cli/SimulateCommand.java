package tutor.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.knowm.xchart.BitmapEncoder;
import tutor.analysis.Amounts;
import tutor.chart.LabCharts;
import tutor.data.Bundle;
import tutor.rules.state.Table;
import tutor.sim.GameRecord;
import tutor.sim.Policy;
import tutor.sim.Simulation;
import tutor.sim.SimulationReport;
import tutor.sim.SimulationSpec;
import tutor.sim.Strategies;

/**
 * {@code simulate}: N full games between named strategies on both cores, reproducible by seed; a
 * report of wins (95% intervals), game length, bankruptcies and who caused them, landing
 * frequencies and net worth over time; per-game rows to CSV and the charts to a PNG on request.
 */
final class SimulateCommand {

    static final List<String> NAMES = List.of("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal");

    private final PrintStream out;
    private final PrintStream err;

    SimulateCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(Options o) {
        Lab.noArguments(o, "simulate");
        String rulesetId = o.get("ruleset", "classic");
        Rulesets.require(rulesetId);
        int games = o.integer("games", 1000, 1, 10_000_000);
        int maxPlayers = Math.min(NAMES.size(), Bundle.get().ruleset(rulesetId).maxPlayers());
        int players = o.integer("players", 4, 2, maxPlayers);
        long seed = o.integer("seed", 1, 0, Integer.MAX_VALUE);
        List<Policy> strategies;
        try {
            strategies = Strategies.parseAll(o.get("strategies", String.join(",", Strategies.DEFAULT)));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        Table table = Bundle.get().table(rulesetId, NAMES.subList(0, players));
        SimulationSpec spec = SimulationSpec.of(table, strategies, games, seed);
        long start = System.nanoTime();
        SimulationReport report;
        if (games >= 100) {
            try (ProgressBar bar = new ProgressBarBuilder().setTaskName("Simulating").setInitialMax(games)
                    .setConsumer(new ConsoleProgressBarConsumer(err)).setUpdateIntervalMillis(250).build()) {
                report = Simulation.run(spec, bar::stepTo, () -> false);
            }
        } else {
            report = Simulation.run(spec, n -> { }, () -> false);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        print(report, table, seconds);
        String csv = o.get("csv", null);
        if (csv != null) {
            writeCsv(report, Path.of(csv));
            out.println("Per-game rows written to " + csv);
        }
        String chart = o.get("chart", null);
        if (chart != null) {
            writeChart(report, table, Path.of(chart));
            out.println("Charts written to " + chart);
        }
        return 0;
    }

    private void print(SimulationReport r, Table table, double seconds) {
        SimulationSpec spec = r.spec();
        String c = table.board().currency();
        int n = spec.players();
        out.println(r.games().size() + " games of " + n + " players under " + table.rules().title() + ", seed " + spec.seed()
                + String.format(Locale.ROOT, " (%.1f s on %d threads).", seconds, spec.threads()));
        out.println("Strategies are dealt round the table and move one seat on each game, so each plays every seat.");
        out.println();
        out.println(String.format(Locale.ROOT, "%-14s %7s %6s %8s %17s %9s %7s", "strategy", "seats", "wins", "win rate",
                "95% interval", "bankrupt", "caused"));
        for (SimulationReport.StrategySummary s : r.strategies()) {
            out.println(String.format(Locale.ROOT, "%-14s %7d %6d %7.1f%% %7.1f%% - %5.1f%% %9d %7d", s.name(), s.seats(),
                    s.wins(), 100 * s.winRate(), 100 * s.winLow(), 100 * s.winHigh(), s.bankrupt(), s.caused()));
        }
        out.println("(win rate: games won per seat played; interval: Wilson score, 95%; caused: other players'"
                + " bankruptcies on debts owed to it)");
        out.println();
        int[] finished = r.finishedTurns().clone();
        java.util.Arrays.sort(finished);
        out.println("Game length: " + finished.length + " games ended with a winner"
                + (finished.length == 0 ? "." : String.format(Locale.ROOT, ", after %s player-turns on the median (%s rounds); quartiles %s-%s.",
                median(finished), Amounts.decimal(Double.parseDouble(median(finished)) / n, 1),
                quantile(finished, 0.25), quantile(finished, 0.75))));
        out.println(r.capped() + " games reached the cap of " + spec.capRounds() + " rounds (" + spec.capRounds() * n
                + " player-turns) without a winner. Mean length of all games: "
                + Amounts.decimal(r.meanTurns(), 1) + " player-turns.");
        out.println();
        out.println("Bankruptcies, and who was owed the money:");
        for (Map.Entry<String, Map<String, Integer>> e : r.causes().entrySet()) {
            List<String> parts = new ArrayList<>();
            e.getValue().forEach((to, count) -> parts.add(count + " to " + to));
            out.println("  " + e.getKey() + ": " + String.join(", ", parts));
        }
        out.println();
        out.println("Where rolls ended (% of all rolls in these games), the ten most frequent:");
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < r.landingPercent().length; i++) {
            order.add(i);
        }
        order.sort((a, b) -> Double.compare(r.landingPercent()[b], r.landingPercent()[a]));
        for (int i : order.subList(0, Math.min(10, order.size()))) {
            String name = i == table.board().size() ? "In Jail" : table.board().space(i).name();
            out.println(String.format(Locale.ROOT, "  %-28s %6s%%", name, Amounts.decimal(r.landingPercent()[i], 2)));
        }
        out.println();
        out.println("Net worth (median, with quartiles) by round; bankrupt players count as " + c + "0:");
        int[] rounds = {0, 10, 25, 50, 100, 200};
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "  %-14s", "round"));
        for (int round : rounds) {
            if (round <= spec.capRounds()) {
                head.append(String.format(Locale.ROOT, " %18d", round));
            }
        }
        out.println(head);
        for (SimulationReport.StrategySummary s : r.strategies()) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "  %-14s", s.name()));
            for (int round : rounds) {
                if (round <= spec.capRounds()) {
                    int k = round / spec.sampleRounds();
                    line.append(String.format(Locale.ROOT, " %18s", Amounts.money(c, Math.round(s.median()[k])) + " ("
                            + shortMoney(s.q1()[k]) + "-" + shortMoney(s.q3()[k]) + ")"));
                }
            }
            out.println(line);
        }
    }

    private static String shortMoney(double v) {
        return Long.toString(Math.round(v));
    }

    private static String median(int[] sorted) {
        return quantile(sorted, 0.5);
    }

    private static String quantile(int[] sorted, double q) {
        return Amounts.decimal(tutor.sim.Stats.quantile(sorted, q), 0);
    }

    private static void writeCsv(SimulationReport r, Path file) {
        StringBuilder b = new StringBuilder("game,seed,players,strategies,winner_seat,winner_strategy,player_turns,capped,bankruptcies\n");
        int g = 0;
        for (GameRecord rec : r.games()) {
            List<String> bk = new ArrayList<>();
            for (GameRecord.Bankruptcy x : rec.bankruptcies()) {
                bk.add(x.seat() + ">" + (x.creditor() < 0 ? "bank" : Integer.toString(x.creditor())) + "@" + x.turn());
            }
            b.append(g++).append(',').append(Long.toUnsignedString(rec.seed())).append(',').append(rec.strategies().size())
                    .append(',').append(String.join(";", rec.strategies())).append(',').append(rec.winner())
                    .append(',').append(rec.winner() < 0 ? "" : rec.strategies().get(rec.winner()))
                    .append(',').append(rec.turns()).append(',').append(rec.capped())
                    .append(',').append(String.join(";", bk)).append('\n');
        }
        try {
            Files.writeString(file, b.toString(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void writeChart(SimulationReport r, Table table, Path file) {
        try {
            BitmapEncoder.saveBitmap(List.of(LabCharts.winRates(r, 900, 420),
                            LabCharts.netWorth(r, table.board().currency(), 900, 420)), 2, 1, file.toString(),
                    BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
