package tutor.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The chart of one game: every player's net worth after each turn, drawn by XChart like the lab's. */
public final class GameCharts {

    private static final Color[] SERIES = {
        new Color(0x1F77B4), new Color(0xD62728), new Color(0x2CA02C), new Color(0xFF7F0E),
        new Color(0x9467BD), new Color(0x8C564B), new Color(0xE377C2), new Color(0x17BECF)
    };

    private GameCharts() {
    }

    /**
     * One line per player: sample k is the net worth after turn k (sample 0 at the start).
     * The words (title, axes) come from the caller in the learner's language.
     */
    public static XYChart netWorth(List<String> names, List<int[]> samples, String title, String xTitle, String yTitle,
                                   boolean dark, float fontSize, int width, int height) {
        return netWorth(names, List.of(SERIES), samples, title, xTitle, yTitle, dark, fontSize, width, height);
    }

    /** The same, each player's line in the colour given for that player (the window gives the tokens' colours). */
    public static XYChart netWorth(List<String> names, List<Color> colours, List<int[]> samples, String title, String xTitle,
                                   String yTitle, boolean dark, float fontSize, int width, int height) {
        XYChart c = new XYChartBuilder().width(width).height(height).title(title).xAxisTitle(xTitle).yAxisTitle(yTitle).build();
        c.getStyler().setLocale(Locale.ROOT);
        c.getStyler().setChartTitleBoxVisible(false);
        c.getStyler().setPlotGridVerticalLinesVisible(false);
        // Below the plot: every line starts at the same cash on the left, where an inside legend would cover them.
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        c.getStyler().setYAxisDecimalPattern("#,##0");
        c.getStyler().setXAxisDecimalPattern("0");
        c.getStyler().setXAxisTickMarkSpacingHint(90);
        LabCharts.theme(c.getStyler(), dark, fontSize);
        // One more point half a turn in, at the starting worth: XChart spaces the numbers under an axis of equally spaced
        // values only by their bare glyph widths and printed «104117130» touching on the projector; an axis of unequal
        // steps keeps the spacing hint above between its numbers. (A repeated turn 0 would not do: XChart drops repeats.)
        double[] x = new double[samples.size() + 1];
        for (int k = 0; k < x.length; k++) {
            x[k] = k == 0 ? 0 : k == 1 ? 0.5 : k - 1;
        }
        for (int p = 0; p < names.size(); p++) {
            double[] y = new double[x.length];
            for (int k = 0; k < y.length; k++) {
                y[k] = samples.get(Math.max(0, k - 1))[p];
            }
            XYSeries s = c.addSeries(names.get(p), x, y);
            // No dots, and each line thinner than the one drawn before it, as the lab's medians: players at the same worth
            // (everyone at $1,500 after a quiet start) show as nested stripes of every colour, not as the last one drawn
            // alone (teacher walk 4, shot-93: only Cat's line showed). A dot would cover the stripes at every turn.
            s.setMarker(SeriesMarkers.NONE);
            s.setLineColor(colours.get(p % colours.size()));
            s.setLineStyle(new BasicStroke(LabCharts.medianWidth(p, names.size())));
        }
        return c;
    }
}
