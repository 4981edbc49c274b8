package tutor.ui.budget;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import net.miginfocom.swing.MigLayout;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XChartPanel;
import org.knowm.xchart.XYChart;
import tutor.chart.LabCharts;
import tutor.chart.StrategyNames;
import tutor.data.Bundle;
import tutor.rules.state.Table;
import tutor.sim.Policy;
import tutor.sim.Simulation;
import tutor.sim.SimulationReport;
import tutor.sim.SimulationSpec;
import tutor.sim.Strategies;
import tutor.scenario.Lang;
import tutor.text.Numbers;
import tutor.text.Texts;

/**
 * "Run N games": strategies, games, players and seed; the run goes on a worker (using every core)
 * with a progress bar and Cancel; the results as a win-rate chart, a net-worth chart and a
 * summary; PNG and CSV export. A cancelled run shows the games it finished.
 */
final class SimulationPanel extends LabTab {

    private static final long serialVersionUID = 1L;
    private static final List<String> NAMES = List.of("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal");

    private final JSpinner games = new JSpinner(new SpinnerNumberModel(1000, 1, 1_000_000, 100));
    private final JSpinner players = new JSpinner(new SpinnerNumberModel(4, 2, 8, 1));
    private final JSpinner seed = new JSpinner(new SpinnerNumberModel(1, 0, Integer.MAX_VALUE, 1));
    private final StrategyPicker strategies = new StrategyPicker();
    private final JButton run = new JButton();
    private final JButton cancel = new JButton();
    private final JButton png = new JButton();
    private final JButton csv = new JButton();
    private final JLabel strategiesLabel = new JLabel();
    private final JLabel gamesLabel = new JLabel();
    private final JLabel playersLabel = new JLabel();
    private final JLabel seedLabel = new JLabel();
    private final JProgressBar progress = new JProgressBar();
    /** What the run is doing or found, wrapped to the tab's width (French and Russian sentences run long). */
    private final tutor.ui.widgets.WrappingLabel status = new tutor.ui.widgets.WrappingLabel();
    private int progressOf;
    /** What the status line says, kept as a key and arguments so that it is worded again when the language changes. */
    private transient java.util.function.Supplier<String> said = () -> texts().get("simulate.ready");
    /**
     * What a run found, one view at a time in the height left under the form (a 1024x768 projector has no room for a
     * table and two charts one above the other): each strategy's record as a table, then each chart.
     */
    private final javax.swing.JTabbedPane results = new javax.swing.JTabbedPane();
    private final RecordsTable records = new RecordsTable();
    private final JPanel form = new tutor.ui.widgets.WidthFittedPanel(new MigLayout("insets 6, wrap 1, novisualpadding", "[grow,fill]"));
    private transient AtomicBoolean stop;
    private transient SimulationReport report;
    private transient CategoryChart wins;
    private transient XYChart worth;

    SimulationPanel(java.util.function.Consumer<SimulationPanel> exportPng, java.util.function.Consumer<SimulationPanel> exportCsv) {
        super("budget.simulate", "[][][grow,fill][]");
        games.setName("budget.simulate.games");
        players.setName("budget.simulate.players");
        seed.setName("budget.simulate.seed");
        run.setName("budget.simulate.run");
        cancel.setName("budget.simulate.cancel");
        progress.setName("budget.simulate.progress");
        status.setName("budget.simulate.status");
        cancel.setEnabled(false);
        progress.setStringPainted(true);
        run.addActionListener(e -> start());
        cancel.addActionListener(e -> {
            if (stop != null) {
                stop.set(true);
                cancel.setEnabled(false);
                say(() -> texts().get("simulate.cancelling"));
            }
        });
        png.setName("budget.simulate.exportPng");
        png.addActionListener(e -> exportPng.accept(this));
        csv.setName("budget.simulate.exportCsv");
        csv.addActionListener(e -> exportCsv.accept(this));
        // One thing a row where words run long (the strategies' tick boxes under their label), so the tab fits a
        // 1024-wide projector in French and Russian.
        form.setName("budget.simulate.form");
        gamesLabel.setLabelFor(games);
        playersLabel.setLabelFor(players);
        seedLabel.setLabelFor(seed);
        form.add(strategiesLabel, "left");
        form.add(strategies, "growx, wmin 0");
        // Games, players and seed on one row where it has room (a second where it has not).
        JPanel numbers = new JPanel(new tutor.ui.widgets.WrapLayout(12, 0));
        ((java.awt.FlowLayout) numbers.getLayout()).setAlignment(java.awt.FlowLayout.LEADING);
        for (javax.swing.JComponent[] pair : new javax.swing.JComponent[][] {{gamesLabel, games}, {playersLabel, players}, {seedLabel, seed}}) {
            JPanel p = new JPanel(new MigLayout("insets 0, novisualpadding, gap 4"));
            p.add(pair[0]);
            p.add(pair[1]);
            numbers.add(p);
        }
        form.add(numbers, "wmin 0");
        JPanel buttons = new JPanel(new MigLayout("insets 0, fillx, novisualpadding", "[][][grow,fill]"));
        buttons.add(run);
        buttons.add(cancel);
        buttons.add(progress, "wmin 60");
        add(buttons, "wmin 0");
        add(status, "wmin 0");
        // The form is the first of the tabs, not above them: on a 768-high screen a form above left the charts
        // 15 to 20 pixels of plot. A finished run turns to its charts; the form is one click away.
        results.setName("budget.simulate.results");
        results.addTab("", new javax.swing.JScrollPane(form));
        add(results, "wmin 0, hmin 0");
        add(png, "split 2, right");
        add(csv);
        png.setEnabled(false);
        csv.setEnabled(false);
    }

    /** The status line wraps to the width the tab has now. */
    @Override
    public void doLayout() {
        status.wrapAt(Math.max(1, getWidth() - com.formdev.flatlaf.util.UIScale.scale(16)));
        super.doLayout();
    }

    private Texts texts() {
        return Texts.of("budget", language);
    }

    /** Words itself in a language: labels, buttons, the status line and, after a run, its charts. */
    void language(String lang) {
        language = lang;
        Texts t = texts();
        numbers(games, 8);
        numbers(players, 2);
        numbers(seed, 6); // a longer seed scrolls in its field; the row keeps room for the exports
        strategiesLabel.setText(t.get("simulate.strategies"));
        gamesLabel.setText(t.get("simulate.games"));
        playersLabel.setText(t.get("simulate.players"));
        seedLabel.setText(t.get("simulate.seed"));
        run.setText(t.get("simulate.run"));
        cancel.setText(t.get("simulate.cancel"));
        png.setText(t.get("simulate.exportPng"));
        csv.setText(t.get("simulate.exportCsv"));
        results.setTitleAt(0, t.get("simulate.results.setup"));
        strategies.language(t, this::describe, moneyUnit());
        progress.setString(progressOf == 0 ? "" : t.get("simulate.progress", Numbers.whole(progress.getValue(), Lang.content(lang)),
                Numbers.whole(progressOf, Lang.content(lang))));
        status.setText(said.get());
        if (report != null) {
            records.show(report, t, names(), this::percent, this::percentNumber);
            charts(report);
        }
    }

    /** A spinner's number as the language groups its digits (1,000; 1 000), in a field {@code digits} wide. */
    private void numbers(JSpinner spinner, int digits) {
        JSpinner.NumberEditor editor = new JSpinner.NumberEditor(spinner, "#,##0");
        editor.getFormat().setDecimalFormatSymbols(java.text.DecimalFormatSymbols.getInstance(java.util.Locale.forLanguageTag(language)));
        editor.getTextField().setColumns(digits);
        spinner.setEditor(editor);
        editor.getTextField().setValue(null); // shown again in the new symbols
        editor.getTextField().setValue(spinner.getValue());
    }

    private String moneyUnit() {
        return StrategyNames.moneyUnit(language, lab == null ? "$" : lab.board().currency());
    }

    /** What a strategy does, in the language (the cautious one's sum in the board's money). */
    private String describe(String id) {
        String cautious = lab == null ? "500" : Lang.money(500, lab.board().currency(), language);
        return texts().get("strategy." + id, cautious);
    }

    private void say(java.util.function.Supplier<String> text) {
        said = text;
        status.setText(text.get());
    }

    private void progress(int done, int of) {
        progressOf = of;
        progress.setValue(done);
        progress.setString(texts().get("simulate.progress", Numbers.whole(done, Lang.content(language)),
                Numbers.whole(of, Lang.content(language))));
    }

    /** The strategies ticked, as the simulator plays them; none ticked is told in the window's language. */
    private List<Policy> strategies() {
        List<String> names = strategies.chosen();
        if (names.isEmpty()) {
            throw new IllegalArgumentException(texts().get("error.noStrategy"));
        }
        return Strategies.parseAll(String.join(",", names));
    }

    StrategyPicker strategyPicker() {
        return strategies;
    }

    void show(LabState lab) {
        this.lab = lab;
        strategies.language(texts(), this::describe, moneyUnit());
        int max = Math.min(NAMES.size(), lab.rules().maxPlayers());
        ((SpinnerNumberModel) players.getModel()).setMaximum(max);
        if ((Integer) players.getValue() > max) {
            players.setValue(max);
        }
    }

    private void start() {
        List<Policy> chosen;
        try {
            chosen = strategies();
        } catch (IllegalArgumentException e) {
            say(() -> texts().get("simulate.cannotRun", texts().get("error.noStrategy")));
            return;
        }
        int n = (Integer) players.getValue();
        Table table = Bundle.get().table(lab.spec(), NAMES.subList(0, n));
        SimulationSpec spec = SimulationSpec.of(table, chosen, (Integer) games.getValue(), ((Integer) seed.getValue()).longValue());
        AtomicBoolean halt = new AtomicBoolean();
        stop = halt;
        run.setEnabled(false);
        cancel.setEnabled(true);
        progress.setMaximum(spec.games());
        progress(0, spec.games());
        say(() -> texts().get("simulate.playing", spec.games(), spec.threads()));
        long started = System.nanoTime();
        new SwingWorker<SimulationReport, Integer>() {
            @Override
            protected SimulationReport doInBackground() {
                return Simulation.run(spec, this::publish, halt::get);
            }

            @Override
            protected void process(List<Integer> chunks) {
                progress(chunks.get(chunks.size() - 1), spec.games());
            }

            @Override
            protected void done() {
                run.setEnabled(true);
                cancel.setEnabled(false);
                try {
                    showReport(get(), (System.nanoTime() - started) / 1e9);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (java.util.concurrent.ExecutionException e) {
                    String why = String.valueOf(e.getCause().getMessage());
                    say(() -> texts().get("simulate.failed", why));
                }
            }
        }.execute();
    }

    private void showReport(SimulationReport r, double seconds) {
        report = r;
        progress(r.played(), r.spec().games());
        say(() -> summary(r, seconds));
        records.show(r, texts(), names(), this::percent, this::percentNumber);
        charts(r);
    }

    /** What the run found, in the language: how many games and how long they lasted (each strategy's record is the table's). */
    private String summary(SimulationReport r, double seconds) {
        Texts t = texts();
        // Plain words: the status line wraps them itself (it draws no HTML).
        return (r.cancelled() ? t.get("simulate.cancelled", r.played(), r.spec().games())
                : t.get("simulate.done", r.played(), Lang.decimal(seconds, 1, language)))
                + ' ' + t.get("simulate.capped", r.capped(), r.spec().capRounds(), Math.round(r.meanTurns())); // a whole number, so the bundle can agree the noun with it
    }

    /** Strategies as the window words them ("Keeps $200 in reserve"), in the board's money. */
    private java.util.function.UnaryOperator<String> names() {
        return StrategyNames.in(language, lab == null ? "$" : lab.board().currency());
    }

    private String percent(double fraction) {
        return Lang.percent(100 * fraction, 1, language);
    }

    private String percentNumber(double fraction) {
        return Lang.decimal(100 * fraction, 1, language);
    }

    private void charts(SimulationReport r) {
        Texts t = texts();
        String c = lab.board().currency();
        wins = LabCharts.winRates(r, 600, 280, language, names());
        worth = LabCharts.netWorth(r, c, 600, 280, language, names());
        // On screen, a few hundred pixels wide: the win-rate legend (wider than the chart in French and Russian) gives
        // way to the bars, whose title already says the triangles are the 95% interval; the axis gets a short title.
        wins.getStyler().setLegendVisible(false);
        wins.setYAxisTitle(t.get("charts.wins.y"));
        float size = getFont() == null ? 13f : getFont().getSize2D();
        LabCharts.theme(wins.getStyler(), tutor.ui.widgets.Reading.darkTheme(), size);
        LabCharts.theme(worth.getStyler(), tutor.ui.widgets.Reading.darkTheme(), size);
        wins.getStyler().setChartTitleFont(wins.getStyler().getChartTitleFont().deriveFont(size - 1));
        worth.getStyler().setChartTitleFont(worth.getStyler().getChartTitleFont().deriveFont(size - 1));
        int chosen = results.getSelectedIndex();
        while (results.getTabCount() > 1) {
            results.removeTabAt(1);
        }
        javax.swing.JScrollPane table = new javax.swing.JScrollPane(records);
        table.setName("budget.simulate.records");
        results.addTab(t.get("simulate.results.records"), table);
        XChartPanel<CategoryChart> a = tutor.chart.FittedChartPanel.named(wins, language, "budget.simulate.wins", t.get("simulate.wins"));
        XChartPanel<XYChart> b = tutor.chart.FittedChartPanel.named(worth, language, "budget.simulate.worth", t.get("simulate.worth"));
        results.addTab(t.get("simulate.results.wins"), TitledChart.of(a));
        results.addTab(t.get("simulate.results.worth"), TitledChart.of(b));
        // A new run shows its records; a language switch keeps the tab the learner was reading.
        results.setSelectedIndex(chosen <= 0 ? 1 : chosen);
        png.setEnabled(true);
        csv.setEnabled(true);
        results.revalidate();
        results.repaint();
    }

    /** The charts' titles, axes and legends, for the tests. */
    List<String> chartWords() {
        return ChartText.of(wins, worth);
    }

    /** Each strategy's record as the table shows it, row by row, for the tests. */
    List<List<String>> records() {
        return records.rows();
    }

    SimulationReport report() {
        return report;
    }

    String statusText() {
        return status.getText();
    }

    void writePng(Path file) throws IOException {
        if (report == null) {
            throw new IOException(texts().get("save.nothing"));
        }
        TitledChart.writePng(List.of(wins, worth), file, () -> { });
    }

    /** One row per strategy: the summary a lesson charts; the id for programs, then the strategy in the window's words. */
    void writeCsv(Path file) throws IOException {
        if (report == null) {
            throw new IOException(texts().get("save.nothing"));
        }
        List<String> lines = new ArrayList<>();
        lines.add("strategy,name,seats,wins,win_rate,ci95_low,ci95_high,bankrupt,caused,median_net_worth_round_50");
        int k = Math.min(report.spec().samples() - 1, 50 / report.spec().sampleRounds());
        for (SimulationReport.StrategySummary x : report.strategies()) {
            lines.add(String.join(",", x.name(), csvQuoted(names().apply(x.name())), Integer.toString(x.seats()), Integer.toString(x.wins()),
                    tutor.text.Numbers.plain(x.winRate(), 4), tutor.text.Numbers.plain(x.winLow(), 4), tutor.text.Numbers.plain(x.winHigh(), 4),
                    Integer.toString(x.bankrupt()), Integer.toString(x.caused()), tutor.text.Numbers.plain(x.median()[k], 0)));
        }
        Files.write(file, lines, StandardCharsets.UTF_8);
    }

    /** A CSV field in quotes (a name may hold a comma: "Keeps $1,000 in reserve"). */
    private static String csvQuoted(String field) {
        return '"' + field.replace("\"", "\"\"") + '"';
    }
}
