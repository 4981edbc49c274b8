package tutor.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import tutor.analysis.Odds;
import tutor.analysis.ReturnRow;
import tutor.rules.edition.ColorGroup;
import tutor.sim.SimulationReport;
import tutor.text.Texts;

/**
 * The lab's charts, drawn by XChart: landing odds, payback by group, win rates with their 95%
 * intervals, and net worth over time (median with quartile bands). The same charts go to the
 * window, to PNG files and to the command line's {@code --chart}. Titles say the convention.
 */
public final class LabCharts {

    /** Colours for strategies, readable on light and dark backgrounds alike. */
    private static final Color[] SERIES = {
        new Color(0x1F77B4), new Color(0xD62728), new Color(0x2CA02C), new Color(0xFF7F0E),
        new Color(0x9467BD), new Color(0x8C564B), new Color(0xE377C2), new Color(0x17BECF)
    };

    private LabCharts() {
    }

    /** A bar for each space and one for In Jail: the chance a roll ends there, in percent; {@code title} names the edition. */
    public static CategoryChart landingOdds(Odds odds, String title, int width, int height) {
        return landingOdds(odds, title, width, height, "en");
    }

    /** The landing odds chart with its titles and the board's names in a language ({@code title} is the caller's, already in it). */
    public static CategoryChart landingOdds(Odds odds, String title, int width, int height, String language) {
        return landingOdds(odds, title, width, height, language, 0);
    }

    /**
     * The landing odds chart, only the {@code top} likeliest squares (most likely first) where {@code top} is above 0:
     * 41 bars in a projector's 580 px left 9 px labels no class could read.
     */
    public static CategoryChart landingOdds(Odds odds, String title, int width, int height, String language, int top) {
        Texts t = Texts.of("lab", language);
        CategoryChart c = new CategoryChartBuilder().width(width).height(height)
                .title(t.get("chart.odds.title"))
                .xAxisTitle(title).yAxisTitle(t.get("chart.odds.y")).build();
        style(c, language);
        c.getStyler().setLegendVisible(false);
        c.getStyler().setXAxisLabelRotation(90);
        c.getStyler().setYAxisDecimalPattern("0.0");
        List<String> names = new ArrayList<>();
        List<Double> values = new ArrayList<>();
        List<Odds.Row> rows = odds.rows();
        if (top > 0) {
            rows = rows.stream().sorted(java.util.Comparator.comparingDouble(Odds.Row::percent).reversed()).limit(top).toList();
        }
        for (Odds.Row r : rows) {
            names.add(squareName(odds, r, language));
            values.add(r.percent());
        }
        CategorySeries s = c.addSeries("odds", names, values);
        s.setFillColor(SERIES[0]);
        ChartFit.categories(c, width, height);
        return c;
    }

    /**
     * Every row's square by its number and name ("6 Oriental Ave.", "30 Go to Jail", "In Jail"), in the odds' order: the
     * names a phone's table has room for where the projector's chart gives numbers alone ({@link #landingOddsFor}).
     */
    public static List<String> squareNames(Odds odds, String language) {
        return odds.rows().stream().map(r -> squareName(odds, r, language)).toList();
    }

    private static String squareName(Odds odds, Odds.Row r, String language) {
        String name = space(odds.board(), r, language);
        // In Jail is no square of the track: its name alone, never "40 In Jail" beside "0 GO".
        return r.inJail(odds.board()) ? name : r.index() + " " + (isEnglish(language) ? shortName(name) : name);
    }

    /**
     * The landing odds for a class: each square by its number (0 = GO), read across on a projector, with
     * the squares of the named colour groups in their own colour so the question the lesson asks ("do the
     * orange streets stand out?") can be answered from the chart itself.
     *
     * @param groupNames each highlighted group's name in the language, by group id
     */
    public static CategoryChart landingOddsFor(Odds odds, List<ColorGroup> highlight, java.util.function.Function<ColorGroup, String> groupNames,
                                               int width, int height, String language) {
        Texts t = Texts.of("lab", language);
        CategoryChart c = new CategoryChartBuilder().width(width).height(height)
                .title(t.get("chart.lesson.odds.title"))
                .xAxisTitle(t.get("chart.lesson.odds.squares")).yAxisTitle(t.get("chart.odds.y")).build();
        style(c, language);
        c.getStyler().setOverlapped(true);
        // Below the plot: inside, the legend stood over the first bars, GO's among them, which the caption is about.
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        c.getStyler().setYAxisDecimalPattern("0.0");
        tutor.rules.edition.Board board = odds.board();
        List<String> names = new ArrayList<>();
        List<Double> rest = new ArrayList<>();
        List<List<Double>> marked = new ArrayList<>();
        highlight.forEach(g -> marked.add(new ArrayList<>()));
        for (Odds.Row r : odds.rows()) {
            names.add(r.inJail(board) ? t.get("chart.lesson.odds.in-jail") : Integer.toString(r.index()));
            int hit = -1;
            for (int k = 0; k < highlight.size() && !r.inJail(board); k++) {
                for (int d : highlight.get(k).deeds()) {
                    if (board.deed(d).space() == r.index()) {
                        hit = k;
                    }
                }
            }
            rest.add(hit < 0 ? r.percent() : 0.0);
            for (int k = 0; k < highlight.size(); k++) {
                marked.get(k).add(k == hit ? r.percent() : 0.0);
            }
        }
        CategorySeries others = c.addSeries(t.get("chart.lesson.odds.others"), names, rest);
        others.setFillColor(new Color(0x8C8C8C));
        for (int k = 0; k < highlight.size(); k++) {
            CategorySeries s = c.addSeries(t.get("chart.lesson.odds.group", groupNames.apply(highlight.get(k))), names, marked.get(k));
            s.setFillColor(Color.decode(highlight.get(k).color()));
        }
        ChartFit.categories(c, width, height);
        return c;
    }

    /** Payback in opponent rolls for each colour group at each level of building (lower is better). */
    public static CategoryChart payback(List<ReturnRow> rows, List<ColorGroup> groups, List<String> levels, int width, int height) {
        return payback(rows, groups, levels, width, height, "en", g -> g.id());
    }

    /**
     * Payback by group with titles and levels in a language; {@code groupName} names a group on the
     * axis (its id in English, as the lab's tables do, or its name in the board's language).
     */
    public static CategoryChart payback(List<ReturnRow> rows, List<ColorGroup> groups, List<String> levels, int width, int height,
                                        String language, java.util.function.Function<ColorGroup, String> groupName) {
        Texts t = Texts.of("lab", language);
        CategoryChart c = new CategoryChartBuilder().width(width).height(height)
                .title(t.get("chart.payback.title"))
                .xAxisTitle(t.get("chart.payback.x")).yAxisTitle(t.get("chart.payback.y")).build();
        style(c, language);
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        c.getStyler().setYAxisDecimalPattern("#,##0");
        List<String> ids = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (ColorGroup g : groups) {
            // Colour groups only: a street group has a "0" level (the whole group, no houses);
            // railroads and utilities count deeds held, which are not rounds of building.
            if (rows.stream().anyMatch(r -> r.kind() == ReturnRow.Kind.GROUP && r.group().equals(g.id())
                    && r.level().equals("0"))) {
                ids.add(g.id());
                names.add(groupName.apply(g));
            }
        }
        int k = 0;
        for (String level : levels) {
            List<Double> values = new ArrayList<>();
            for (String g : ids) {
                values.add(rows.stream().filter(r -> r.kind() == ReturnRow.Kind.GROUP && r.group().equals(g)
                                && r.level().equals(level) && r.paybackRolls() != null)
                        .mapToDouble(r -> r.paybackRolls().doubleValue()).findFirst().orElse(0));
            }
            CategorySeries s = c.addSeries(level.equals("0") ? t.get("chart.level.none") : level.equals("hotel") ? t.get("chart.level.hotel")
                    : t.get("chart.level.houses", Integer.parseInt(level)), names, values);
            s.setFillColor(SERIES[k++ % SERIES.length]);
        }
        ChartFit.categories(c, width, height);
        return c;
    }

    /** Each strategy's share of wins per seat, with its 95% interval (Wilson) as markers above and below. */
    public static CategoryChart winRates(SimulationReport report, int width, int height) {
        return winRates(report, width, height, "en");
    }

    /** Win rates with the titles and legend in a language. */
    public static CategoryChart winRates(SimulationReport report, int width, int height, String language) {
        return winRates(report, width, height, language, java.util.function.UnaryOperator.identity());
    }

    /** Win rates with each strategy named by {@code names} (the window words them; the command line keeps its ids). */
    public static CategoryChart winRates(SimulationReport report, int width, int height, String language,
            java.util.function.UnaryOperator<String> names) {
        Texts t = Texts.of("lab", language);
        CategoryChart c = new CategoryChartBuilder().width(width).height(height)
                .title(t.get("chart.wins.title", report.played()))
                .xAxisTitle(t.get("chart.wins.x")).yAxisTitle(t.get("chart.wins.y")).build();
        style(c, language);
        c.getStyler().setOverlapped(true);
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        c.getStyler().setYAxisDecimalPattern("0");
        c.getStyler().setYAxisMin(0.0);
        List<String> categories = new ArrayList<>();
        List<Double> rate = new ArrayList<>();
        List<Double> low = new ArrayList<>();
        List<Double> high = new ArrayList<>();
        for (SimulationReport.StrategySummary s : report.strategies()) {
            categories.add(names.apply(s.name()));
            rate.add(100 * s.winRate());
            low.add(100 * s.winLow());
            high.add(100 * s.winHigh());
        }
        CategorySeries bars = c.addSeries(t.get("chart.wins.rate"), categories, rate);
        bars.setFillColor(SERIES[0]);
        CategorySeries top = c.addSeries(t.get("chart.wins.upper"), categories, high);
        top.setChartCategorySeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Scatter);
        top.setMarker(SeriesMarkers.TRIANGLE_DOWN);
        top.setMarkerColor(SERIES[1]);
        CategorySeries bottom = c.addSeries(t.get("chart.wins.lower"), categories, low);
        bottom.setChartCategorySeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Scatter);
        bottom.setMarker(SeriesMarkers.TRIANGLE_UP);
        bottom.setMarkerColor(SERIES[1]);
        ChartFit.categories(c, width, height);
        return c;
    }

    /** Net worth over the rounds, per strategy: the median as a line, the quartiles dashed around it. */
    public static XYChart netWorth(SimulationReport report, String currency, int width, int height) {
        return netWorth(report, currency, width, height, "en");
    }

    /** Net worth over time with the titles in a language. */
    public static XYChart netWorth(SimulationReport report, String currency, int width, int height, String language) {
        return netWorth(report, currency, width, height, language, java.util.function.UnaryOperator.identity());
    }

    /** Net worth with each strategy's lines named by {@code names}. */
    public static XYChart netWorth(SimulationReport report, String currency, int width, int height, String language,
            java.util.function.UnaryOperator<String> names) {
        Texts t = Texts.of("lab", language);
        XYChart c = new XYChartBuilder().width(width).height(height)
                .title(t.get("chart.worth.title"))
                .xAxisTitle(t.get("chart.worth.x")).yAxisTitle(t.get("chart.worth.y", currency)).build();
        style(c, language);
        // Below the plot, not inside it: the median lines start high on the left, where an inside legend would cover them.
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        c.getStyler().setYAxisDecimalPattern("#,##0");
        c.getStyler().setXAxisDecimalPattern("0");
        int samples = report.spec().samples();
        int last = samples;
        // Stop the x axis where the last game ended (or the cap), so short games are not squeezed into a corner.
        int longest = report.longestTurns() / report.spec().players();
        last = Math.min(samples, longest / report.spec().sampleRounds() + 2);
        double[] x = new double[last];
        for (int k = 0; k < last; k++) {
            x[k] = (double) k * report.spec().sampleRounds();
        }
        int i = 0;
        int strategies = report.strategies().size();
        BasicStroke dashed = new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {5f, 4f}, 0f);
        for (SimulationReport.StrategySummary s : report.strategies()) {
            Color col = SERIES[i % SERIES.length];
            XYSeries median = c.addSeries(names.apply(s.name()), x, java.util.Arrays.copyOf(s.median(), last));
            median.setMarker(SeriesMarkers.NONE);
            median.setLineColor(col);
            // Each median thinner than the one drawn before it: lines that lie on one another (the losers' medians all at
            // 0 once they are bankrupt) show as nested stripes of every colour, not as the last one drawn alone.
            median.setLineStyle(new BasicStroke(medianWidth(i, strategies)));
            i++;
            for (double[] q : new double[][] {s.q1(), s.q3()}) {
                XYSeries band = c.addSeries(names.apply(s.name()) + (q == s.q1() ? " q1" : " q3"), x, java.util.Arrays.copyOf(q, last));
                band.setMarker(SeriesMarkers.NONE);
                band.setLineColor(col);
                band.setLineStyle(dashed);
                band.setShowInLegend(false);
            }
        }
        return c;
    }

    /**
     * The width of line {@code i} of {@code n} drawn in turn (a strategy's median, a player's net worth): 2.5 for the last
     * drawn, 2.5 more for each before, so lines that lie on one another stay visible as nested stripes.
     */
    static float medianWidth(int i, int n) {
        return 2.5f + 2.5f * (n - 1 - i);
    }

    /** Light or dark, with the tutor's font sizes. */
    public static void theme(AxesChartStyler s, boolean dark, float fontSize) {
        Color bg = dark ? new Color(0x2B2D30) : Color.WHITE;
        Color fg = dark ? new Color(0xDFE1E5) : new Color(0x202124);
        s.setChartBackgroundColor(bg);
        s.setPlotBackgroundColor(bg);
        s.setLegendBackgroundColor(bg);
        s.setChartFontColor(fg);
        s.setAxisTickLabelsColor(fg);
        s.setPlotGridLinesColor(dark ? new Color(0x45484D) : new Color(0xDDDDDD));
        Font base = new Font(Font.SANS_SERIF, Font.PLAIN, Math.round(fontSize));
        s.setChartTitleFont(base.deriveFont(Font.BOLD, fontSize + 1));
        s.setAxisTitleFont(base);
        s.setAxisTickLabelsFont(base.deriveFont(fontSize - 2));
        s.setLegendFont(base.deriveFont(fontSize - 1));
    }

    /** The house style; tick labels group thousands and mark decimals as the language does (English: 10,000 and 0.5). */
    static void style(org.knowm.xchart.internal.chartpart.Chart<? extends AxesChartStyler, ?> c, String language) {
        AxesChartStyler s = c.getStyler();
        s.setLocale(isEnglish(language) ? Locale.ROOT : Locale.forLanguageTag(language));
        s.setChartTitleBoxVisible(false);
        s.setPlotGridVerticalLinesVisible(false);
        s.setSeriesColors(SERIES);
        theme(s, false, 13f);
    }

    private static boolean isEnglish(String language) {
        return !Texts.LANGUAGES.contains(language) || language.equals("en");
    }

    /** A row's space in the board's names of a language, with "Just Visiting" and "In Jail" in its words. */
    private static String space(tutor.rules.edition.Board board, Odds.Row r, String language) {
        Texts t = Texts.of("lab", language);
        if (r.index() >= board.size()) {
            return t.get("space.in-jail");
        }
        // The Jail corner in the chart's own words, once ("Prison / Simple visite (visite)" said it twice).
        return r.index() == board.jailIndex() ? t.get("chart.visiting") : board.localized().name(language, board.space(r.index()).name());
    }

    private static String shortName(String space) {
        return space.replace("Avenue", "Ave.").replace("Railroad", "RR")
                .replace("Community Chest", "Comm. Chest");
    }
}
