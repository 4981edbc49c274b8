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
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingWorker;
import net.miginfocom.swing.MigLayout;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XChartPanel;
import org.knowm.xchart.XYChart;
import tutor.analysis.Amounts;
import tutor.chart.LabCharts;
import tutor.data.Bundle;
import tutor.rules.Table;
import tutor.sim.Policy;
import tutor.sim.Simulation;
import tutor.sim.SimulationReport;
import tutor.sim.SimulationSpec;
import tutor.sim.Strategies;

/**
 * "Run N games": strategies, games, players and seed; the run goes on a worker (using every core)
 * with a progress bar and Cancel; the results as a win-rate chart, a net-worth chart and a
 * summary; PNG and CSV export. A cancelled run shows the games it finished.
 */
final class SimulationPanel extends JPanel {

    private static final long serialVersionUID = 1L;
    private static final List<String> NAMES = List.of("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal");

    private final JSpinner games = new JSpinner(new SpinnerNumberModel(1000, 1, 1_000_000, 100));
    private final JSpinner players = new JSpinner(new SpinnerNumberModel(4, 2, 8, 1));
    private final JSpinner seed = new JSpinner(new SpinnerNumberModel(1, 0, Integer.MAX_VALUE, 1));
    private final JTextField strategies = new JTextField(String.join(",", Strategies.DEFAULT), 28);
    private final JButton run = new JButton("Run games");
    private final JButton cancel = new JButton("Cancel");
    private final JProgressBar progress = new JProgressBar();
    private final JLabel status = new JLabel("Choose strategies and press Run games.");
    private final JPanel results = new JPanel(new MigLayout("insets 0, fill, wrap 1", "[grow,fill]", "[grow,fill][grow,fill]"));
    private transient AtomicBoolean stop;
    private transient SimulationReport report;
    private transient CategoryChart wins;
    private transient XYChart worth;
    private transient LabState lab;

    SimulationPanel(java.util.function.Consumer<SimulationPanel> exportPng, java.util.function.Consumer<SimulationPanel> exportCsv) {
        super(new MigLayout("insets 6, fill, wrap 1", "[grow,fill]", "[][][][grow,fill]"));
        setName("budget.simulate");
        games.setName("budget.simulate.games");
        players.setName("budget.simulate.players");
        seed.setName("budget.simulate.seed");
        strategies.setName("budget.simulate.strategies");
        strategies.setToolTipText("<html>" + String.join("<br>", Strategies.CATALOGUE) + "</html>");
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
                status.setText("Cancelling: finishing the games under way…");
            }
        });
        JButton png = new JButton("Export PNG…");
        png.setName("budget.simulate.exportPng");
        png.addActionListener(e -> exportPng.accept(this));
        JButton csv = new JButton("Export CSV…");
        csv.setName("budget.simulate.exportCsv");
        csv.addActionListener(e -> exportCsv.accept(this));
        JPanel form = new JPanel(new MigLayout("insets 0, wrap 4", "[right][grow,fill][right][grow,fill]"));
        form.add(new JLabel("Strategies (dealt round the seats):"));
        form.add(strategies, "span 3, growx");
        form.add(new JLabel("Games:"));
        form.add(games);
        form.add(new JLabel("Players:"));
        form.add(players);
        form.add(new JLabel("Seed:"));
        form.add(seed);
        add(form);
        JPanel buttons = new JPanel(new MigLayout("insets 0, fillx", "[][][grow,fill][][]"));
        buttons.add(run);
        buttons.add(cancel);
        buttons.add(progress);
        buttons.add(png);
        buttons.add(csv);
        add(buttons);
        add(status);
        add(results);
    }

    void show(LabState lab) {
        this.lab = lab;
        int max = Math.min(NAMES.size(), lab.rules().maxPlayers());
        ((SpinnerNumberModel) players.getModel()).setMaximum(max);
        if ((Integer) players.getValue() > max) {
            players.setValue(max);
        }
    }

    private void start() {
        List<Policy> chosen;
        try {
            chosen = Strategies.parseAll(strategies.getText());
        } catch (IllegalArgumentException e) {
            status.setText("<html><b>Cannot run:</b> " + e.getMessage() + "</html>");
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
        progress.setValue(0);
        status.setText("Playing " + spec.games() + " games on " + spec.threads() + " threads…");
        long started = System.nanoTime();
        new SwingWorker<SimulationReport, Integer>() {
            @Override
            protected SimulationReport doInBackground() {
                return Simulation.run(spec, this::publish, halt::get);
            }

            @Override
            protected void process(List<Integer> chunks) {
                progress.setValue(chunks.get(chunks.size() - 1));
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
                    status.setText("<html><b>The run failed:</b> " + e.getCause().getMessage() + "</html>");
                }
            }
        }.execute();
    }

    private void showReport(SimulationReport r, double seconds) {
        report = r;
        progress.setValue(r.games().size());
        String c = lab.board().currency();
        StringBuilder s = new StringBuilder("<html>");
        s.append(r.cancelled() ? "<b>Cancelled</b> after " + r.games().size() + " of " + r.spec().games() + " games; results for those. "
                : r.games().size() + " games in " + Amounts.decimal(seconds, 1) + " s. ");
        s.append(r.capped()).append(" reached the cap of ").append(r.spec().capRounds()).append(" rounds. Mean length ")
                .append(Amounts.decimal(r.meanTurns(), 0)).append(" player-turns.<br>");
        for (SimulationReport.StrategySummary x : r.strategies()) {
            s.append("<b>").append(x.name()).append("</b>: won ").append(Amounts.percent(x.winRate(), 1)).append(" (95%: ")
                    .append(Amounts.percent(x.winLow(), 1)).append("–").append(Amounts.percent(x.winHigh(), 1))
                    .append("), bankrupt ").append(x.bankrupt()).append(", caused ").append(x.caused()).append(". ");
        }
        status.setText(s.append("</html>").toString());
        wins = LabCharts.winRates(r, 600, 280);
        worth = LabCharts.netWorth(r, c, 600, 280);
        float size = getFont() == null ? 13f : getFont().getSize2D();
        LabCharts.theme(wins.getStyler(), tutor.ui.Theme.isDark(), size);
        LabCharts.theme(worth.getStyler(), tutor.ui.Theme.isDark(), size);
        results.removeAll();
        XChartPanel<CategoryChart> a = new XChartPanel<>(wins);
        a.setName("budget.simulate.wins");
        XChartPanel<XYChart> b = new XChartPanel<>(worth);
        b.setName("budget.simulate.worth");
        results.add(a, "hmin 140");
        results.add(b, "hmin 140");
        results.revalidate();
        results.repaint();
    }

    SimulationReport report() {
        return report;
    }

    String statusText() {
        return status.getText();
    }

    void writePng(Path file) throws IOException {
        if (report == null) {
            throw new IOException("run some games first");
        }
        BitmapEncoder.saveBitmap(List.of(wins, worth), 2, 1, file.toString(), BitmapEncoder.BitmapFormat.PNG);
    }

    /** One row per strategy: the summary a lesson charts. */
    void writeCsv(Path file) throws IOException {
        if (report == null) {
            throw new IOException("run some games first");
        }
        List<String> lines = new ArrayList<>();
        lines.add("strategy,seats,wins,win_rate,ci95_low,ci95_high,bankrupt,caused,median_net_worth_round_50");
        int k = Math.min(report.spec().samples() - 1, 50 / report.spec().sampleRounds());
        for (SimulationReport.StrategySummary x : report.strategies()) {
            lines.add(String.join(",", x.name(), Integer.toString(x.seats()), Integer.toString(x.wins()),
                    Amounts.decimal(x.winRate(), 4), Amounts.decimal(x.winLow(), 4), Amounts.decimal(x.winHigh(), 4),
                    Integer.toString(x.bankrupt()), Integer.toString(x.caused()), Amounts.decimal(x.median()[k], 0)));
        }
        Files.write(file, lines, StandardCharsets.UTF_8);
    }
}
