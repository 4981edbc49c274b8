package tutor.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.knowm.xchart.BitmapEncoder;
import tutor.chart.LabCharts;
import tutor.data.AtomicWrite;
import tutor.data.Bundle;
import tutor.rules.state.Table;
import tutor.sim.GameRecord;
import tutor.sim.Policy;
import tutor.sim.Simulation;
import tutor.sim.SimulationReport;
import tutor.sim.SimulationSpec;
import tutor.sim.Strategies;
import tutor.scenario.EditionNames;
import tutor.scenario.Lang;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * {@code simulate}: N full games between named strategies on both cores, reproducible by seed; a
 * report of wins (95% intervals), game length, bankruptcies and who caused them, landing
 * frequencies and net worth over time; per-game rows to CSV and the charts to a PNG on request.
 */
final class SimulateCommand {

    static final List<String> NAMES = List.of("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal");

    private final PrintStream out;
    private final PrintStream err;
    private final String language;
    private final Texts t;

    SimulateCommand(PrintStream out, PrintStream err, String language) {
        this.out = out;
        this.err = err;
        this.language = language;
        this.t = Texts.of("lab", language);
    }

    int run(Options o) {
        Lab.noArguments(o, "simulate");
        String rulesetId = o.get("ruleset", "classic");
        Rulesets.require(rulesetId);
        int games = o.integer("games", 1000, 1, 10_000_000);
        int maxPlayers = Math.min(NAMES.size(), Bundle.get().ruleset(rulesetId).maxPlayers());
        int players = o.integer("players", 4, 2, maxPlayers);
        long seed = o.integer("seed", 1, 0, Integer.MAX_VALUE);
        List<Policy> strategies = strategies(o.get("strategies", String.join(",", Strategies.DEFAULT)));
        Table table = Bundle.get().table(rulesetId, NAMES.subList(0, players));
        // Where the results go is checked before the games are played, not after.
        Path csv = OutputFile.checked(o, "csv", "simulate.csv");
        Path chart = OutputFile.checked(o, "chart", "simulate.png");
        SimulationSpec spec = SimulationSpec.of(table, strategies, games, seed);
        long start = System.nanoTime();
        SimulationReport report;
        // The simulation keeps no game; a file of every game keeps them here, only when asked for.
        GameRecord[] rows = csv == null ? null : new GameRecord[games];
        Simulation.GameSink sink = rows == null ? (g, r) -> { } : (g, r) -> rows[g] = r;
        if (games >= 100) {
            try (ProgressBar bar = new ProgressBarBuilder().setTaskName(t.get("simulate.progress")).setInitialMax(games)
                    .setConsumer(new ConsoleProgressBarConsumer(err)).setUpdateIntervalMillis(250).build()) {
                report = Simulation.run(spec, bar::stepTo, () -> false, sink);
            }
        } else {
            report = Simulation.run(spec, n -> { }, () -> false, sink);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        print(report, table, seconds);
        try {
            if (csv != null) {
                writeCsv(rows, csv);
                out.println(t.get("simulate.csv-written", csv.toString()));
            }
            if (chart != null) {
                writeChart(report, table, chart, language);
                out.println(t.get("simulate.chart-written", chart.toString()));
            }
        } catch (IOException e) {
            // Checked before the run; the disk can still fill up or the folder go away meanwhile.
            out.println(Texts.of("editor", language).get("format.cannot-write", String.valueOf(csv != null ? csv : chart),
                    String.valueOf(e.getMessage())));
            return 1;
        }
        return 0;
    }

    /** The strategies named, or a message in the reader's language naming the known ones. */
    private static List<Policy> strategies(String specs) {
        for (String spec : specs.split(",")) {
            String s = spec.trim();
            boolean known = STRATEGIES.contains(s) || s.startsWith("reserve-") || s.startsWith("bid-to-");
            if (!s.isEmpty() && !known) {
                throw new UsageException(Phrase.of("lab", "simulate.error.strategy", s, String.join(", ", Cli.STRATEGIES)));
            }
        }
        try {
            return Strategies.parseAll(specs);
        } catch (IllegalArgumentException e) {
            throw new UsageException(Phrase.literal(e.getMessage()));
        }
    }

    private static final List<String> STRATEGIES = List.of("buy-all", "three-houses", "no-build", "jail-stays", "trader",
            "never-trades", "cautious");

    private String money(String sign, long amount) {
        return Lang.money(amount, sign, language);
    }

    private String decimal(double v, int places) {
        return Lang.decimal(v, places, language);
    }

    private String percent(double fraction) {
        return Lang.percent(100 * fraction, 1, language);
    }

    private void print(SimulationReport r, Table table, double seconds) {
        SimulationSpec spec = r.spec();
        String c = table.board().currency();
        int n = spec.players();
        String content = Lang.content(language);
        out.println(t.get("simulate.heading", r.played(), n, EditionNames.after(table.rules(), content),
                String.valueOf(spec.seed()), decimal(seconds, 1), spec.threads()));
        out.println(t.get("simulate.dealt"));
        out.println();
        out.println(Lab.pad(t.get("simulate.col.strategy"), 14, true) + " " + Lab.pad(t.get("simulate.col.seats"), 7, false) + " "
                + Lab.pad(t.get("simulate.col.wins"), 6, false) + " " + Lab.pad(t.get("simulate.col.win-rate"), 8, false) + " "
                + Lab.pad(t.get("simulate.col.interval"), 17, false) + " " + Lab.pad(t.get("simulate.col.bankrupt"), 9, false) + " "
                + Lab.pad(t.get("simulate.col.caused"), 7, false));
        for (SimulationReport.StrategySummary s : r.strategies()) {
            out.println(Lab.pad(s.name(), 14, true) + " " + Lab.pad(Integer.toString(s.seats()), 7, false) + " "
                    + Lab.pad(Integer.toString(s.wins()), 6, false) + " " + Lab.pad(percent(s.winRate()), 8, false) + " "
                    + Lab.pad(percent(s.winLow()), 8, false) + " – " + Lab.pad(percent(s.winHigh()), 6, false) + " "
                    + Lab.pad(Integer.toString(s.bankrupt()), 9, false) + " " + Lab.pad(Integer.toString(s.caused()), 7, false));
        }
        out.println(t.get("simulate.columns"));
        out.println();
        int[] finished = r.finishedTurns().clone();
        java.util.Arrays.sort(finished);
        out.println(finished.length == 0 ? t.get("simulate.length.none")
                : t.get("simulate.length", finished.length, whole(quantile(finished, 0.5)),
                        decimal((double) quantile(finished, 0.5) / n, 1), whole(quantile(finished, 0.25)), whole(quantile(finished, 0.75))));
        out.println(t.get("simulate.capped", r.capped(), spec.capRounds(), spec.capRounds() * n,
                decimal(r.meanTurns(), 1)));
        out.println();
        out.println(t.get("simulate.bankruptcies"));
        for (Map.Entry<String, Map<String, Integer>> e : r.causes().entrySet()) {
            List<String> parts = new ArrayList<>();
            // The simulation names the Bank as a creditor by its English name (the engine has no words).
            e.getValue().forEach((to, count) -> parts.add("the Bank".equals(to) ? t.get("simulate.owed-to-bank", count)
                    : t.get("simulate.owed-to", count, to)));
            out.println("  " + t.get("simulate.bankrupt-line", e.getKey(), String.join(", ", parts)));
        }
        out.println();
        out.println(t.get("simulate.landing"));
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < r.landingPercent().length; i++) {
            order.add(i);
        }
        order.sort((a, b) -> Double.compare(r.landingPercent()[b], r.landingPercent()[a]));
        for (int i : order.subList(0, Math.min(10, order.size()))) {
            String name = i == table.board().size() ? Texts.of("lab", language).get("space.in-jail") : table.space(i, content);
            out.println("  " + Lab.pad(name, 28, true) + " " + Lab.pad(Lang.percent(r.landingPercent()[i], 2, language), 7, false));
        }
        out.println();
        out.println(t.get("simulate.net-worth", money(c, 0)));
        int[] rounds = {0, 10, 25, 50, 100, 200};
        // Wide enough for a median and its grouped quartiles: "$12,345 (10,409–21,086)", "12 345 $ (10 409–21 086)".
        int width = 23;
        StringBuilder head = new StringBuilder("  " + Lab.pad(t.get("simulate.col.round"), 14, true));
        for (int round : rounds) {
            if (round <= spec.capRounds()) {
                head.append(' ').append(Lab.pad(Integer.toString(round), width, false));
            }
        }
        out.println(head);
        for (SimulationReport.StrategySummary s : r.strategies()) {
            StringBuilder line = new StringBuilder("  " + Lab.pad(s.name(), 14, true));
            for (int round : rounds) {
                if (round <= spec.capRounds()) {
                    int k = round / spec.sampleRounds();
                    line.append(' ').append(Lab.pad(money(c, Math.round(s.median()[k])) + " ("
                            + whole(s.q1()[k]) + "–" + whole(s.q3()[k]) + ")", width, false));
                }
            }
            out.println(line);
        }
    }

    /** A quartile of net worth or a count of player-turns, bare, grouped as the language groups thousands ("1,500", "1 500"). */
    private String whole(double v) {
        return tutor.text.Numbers.whole(Math.round(v), Lang.content(language));
    }

    /** A quartile of game lengths, rounded to whole player-turns half to even. */
    private static long quantile(int[] sorted, double q) {
        return new java.math.BigDecimal(tutor.sim.Stats.quantile(sorted, q)).setScale(0, java.math.RoundingMode.HALF_EVEN).longValueExact();
    }

    private static void writeCsv(GameRecord[] games, Path file) throws IOException {
        StringBuilder b = new StringBuilder("game,seed,players,strategies,winner_seat,winner_strategy,player_turns,capped,bankruptcies\n");
        int g = 0;
        for (GameRecord rec : games) {
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
        AtomicWrite.write(file, os -> os.write(b.toString().getBytes(StandardCharsets.UTF_8)));
    }

    /** The two charts, one above the other, as a PNG written to exactly the file named (no extension added). */
    private static void writeChart(SimulationReport r, Table table, Path file, String language) throws IOException {
        var charts = List.of(LabCharts.winRates(r, 900, 420, language), LabCharts.netWorth(r, table.board().currency(), 900, 420, language));
        AtomicWrite.write(file, os -> BitmapEncoder.saveBitmap(charts, 2, 1, os, BitmapEncoder.BitmapFormat.PNG));
    }
}
