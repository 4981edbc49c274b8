package tutor.ui.lesson;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.SwingWorker;
import net.miginfocom.swing.MigLayout;
import org.knowm.xchart.XChartPanel;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import tutor.chart.LabCharts;
import tutor.chart.LessonCharts;
import tutor.lesson.ChartSpec;
import tutor.lesson.LessonLab;
import tutor.lesson.SimSpec;
import tutor.lesson.Step;
import tutor.sim.SimulationReport;
import tutor.ui.widgets.WrappingLabel;

/**
 * Where a chart or simulate step draws: the chart from the lab (tutor.chart), worked out on a
 * worker thread. Games to simulate first are played with a progress bar and Cancel; a cancelled run
 * says how far it got and can be run again (the figures a lesson states always come from every game).
 */
final class ChartStage extends JPanel {

    private static final long serialVersionUID = 1L;

    /** Told when a simulate step's games are all played (its figures can be shown). */
    interface Done {
        void simulated(Step step, SimulationReport report);
    }

    private final LessonLab lab;
    private final JPanel chartHolder = new JPanel(new java.awt.BorderLayout());
    private final WrappingLabel status = new WrappingLabel();
    private final JProgressBar progress = new JProgressBar();
    private final JButton cancel = new JButton();
    private final JButton again = new JButton();
    private transient SwingWorker<Chart<?, ?>, Integer> worker;
    private transient AtomicBoolean stop = new AtomicBoolean();
    private transient Step shown;
    private transient LessonWords words;
    private transient Done done = (s, r) -> { };

    ChartStage(LessonLab lab) {
        super(new java.awt.BorderLayout(0, 4));
        this.lab = lab;
        setName("lesson.chart");
        status.setName("lesson.chart.status");
        progress.setName("lesson.sim.progress");
        progress.setStringPainted(true);
        cancel.setName("lesson.sim.cancel");
        cancel.addActionListener(e -> stop.set(true));
        again.setName("lesson.sim.again");
        again.addActionListener(e -> {
            Step s = shown;
            shown = null;
            show(s, words, done);
        });
        // No visual padding: with it MigLayout set Cancel 2 px above and below its row, and the row cut its edges.
        JPanel bar = new JPanel(new MigLayout("insets 0, fillx, hidemode 3, novisualpadding", "[grow,fill][][]"));
        bar.add(progress, "wmin 0");
        bar.add(cancel);
        bar.add(again);
        JPanel top = new JPanel(new MigLayout("insets 0, fillx, wrap 1, hidemode 3", "[grow,fill]"));
        top.add(status, "wmin 0");
        top.add(bar, "wmin 0");
        setBorder(javax.swing.BorderFactory.createEmptyBorder(4, 4, 4, 4));
        add(top, java.awt.BorderLayout.NORTH);
        // The chart takes all the height under the status and progress lines: in a grid row of its own it kept the
        // 320 px it was made at, and under its slanted labels and legend the plot was 40 px high on a French
        // projector, its axis title cut to «% de victoir» (the teacher's walk, issue 22).
        add(chartHolder, java.awt.BorderLayout.CENTER);
        setIdle();
    }

    private void setIdle() {
        progress.setVisible(false);
        cancel.setVisible(false);
        again.setVisible(false);
    }

    /** Draws the chart of a chart step, or plays a simulate step's games and draws their win rates. */
    void show(Step step, LessonWords w, Done whenDone) {
        if (step == shown && worker != null) {
            return;
        }
        stopWorker();
        shown = step;
        words = w;
        done = whenDone;
        cancel.setText(w.get("sim.cancel"));
        again.setText(w.get("sim.again"));
        chartHolder.removeAll();
        chartHolder.revalidate();
        chartHolder.repaint();
        ChartSpec spec;
        SimSpec games;
        if (step instanceof Step.Chart c) {
            spec = c.chart();
            games = spec.kind().equals("win-rates") || spec.kind().equals("net-worth") ? spec.games() : null;
        } else if (step instanceof Step.Simulate s) {
            games = s.games();
            spec = new ChartSpec("win-rates", games.ruleset(), "short", java.util.List.of(), java.util.List.of(), games);
        } else {
            return;
        }
        boolean play = games != null && !lab.simulated(games);
        status.setWords(play ? w.get("sim.playing", games.games(), games.players(), games.seed()) : w.get("chart.drawing"));
        status.setVisible(true);
        progress.setVisible(play);
        cancel.setVisible(play);
        cancel.setEnabled(true);
        again.setVisible(false);
        if (play) {
            progress.setMaximum(games.games());
            progress.setValue(0);
            progress.setString(w.get("sim.progress", 0, games.games()));
        }
        AtomicBoolean stopNow = new AtomicBoolean();
        stop = stopNow;
        String language = w.language();
        int width = Math.max(480, getWidth());
        int height = Math.max(320, getHeight() - 60);
        worker = new SwingWorker<>() {
            private SimulationReport report;

            @Override
            protected Chart<?, ?> doInBackground() {
                if (games != null) {
                    report = lab.simulation(games, this::publish, stopNow::get);
                    if (report.cancelled()) {
                        return null;
                    }
                }
                // In the window's language: the board's squares and groups by their names in it, the legend in its words.
                return LessonCharts.of(spec, lab, width, height, language);
            }

            @Override
            protected void process(java.util.List<Integer> chunks) {
                int n = chunks.get(chunks.size() - 1);
                progress.setValue(n);
                progress.setString(words.get("sim.progress", n, progress.getMaximum()));
            }

            @Override
            protected void done() {
                if (worker != this) {
                    return; // another step took over
                }
                cancel.setVisible(false);
                try {
                    Chart<?, ?> chart = get();
                    if (chart == null) {
                        status.setWords(words.get("sim.cancelled", report.played(), games.games()));
                        progress.setVisible(false);
                        again.setVisible(true);
                        return;
                    }
                    progress.setVisible(false);
                    status.setVisible(false);
                    place(chart, spec);
                    if (report != null) {
                        done.simulated(step, report);
                    }
                } catch (CancellationException e) {
                    status.setWords(words.get("sim.cancelled", 0, games == null ? 0 : games.games()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    status.setWords(words.get("chart.failed", String.valueOf(e.getCause().getMessage())));
                    progress.setVisible(false);
                }
            }
        };
        worker.execute();
    }

    private void place(Chart<?, ?> chart, ChartSpec spec) {
        ChartWords.apply(chart, spec, words);
        if (chart.getStyler() instanceof AxesChartStyler s) {
            float size = javax.swing.UIManager.getFont("Label.font").getSize2D();
            LabCharts.theme(s, tutor.ui.widgets.Reading.darkTheme(), size);
        }
        @SuppressWarnings({"unchecked", "rawtypes"})
        XChartPanel<?> panel = new tutor.chart.FittedChartPanel(chart, words.language());
        panel.setName("lesson.chart.panel");
        chartHolder.removeAll();
        chartHolder.add(panel);
        chartHolder.revalidate();
        chartHolder.repaint();
    }

    /** Stops a run under way (another step was chosen, or the lesson closed). */
    void stopWorker() {
        stop.set(true);
        if (worker != null && !worker.isDone()) {
            worker.cancel(false);
        }
        worker = null;
    }

    /** Whether a chart is on show (tests). */
    boolean drawn() {
        return chartHolder.getComponentCount() > 0;
    }

    String statusText() {
        return status.isVisible() ? status.words() : "";
    }
}
