package tutor.chart;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import tutor.analysis.JailStrategy;
import tutor.analysis.ReturnRow;
import tutor.lesson.ChartSpec;
import tutor.lesson.LessonLab;
import tutor.rules.edition.ColorGroup;
import tutor.text.Texts;

/**
 * The chart a lesson's chart step names, drawn by XChart from the lab: the lab's own charts
 * ({@link LabCharts}) for odds, payback, win rates and net worth, and the lesson's level-income
 * chart (what one group earns at each level of building, and what each level adds).
 */
public final class LessonCharts {

    private LessonCharts() {
    }

    public static Chart<?, ?> of(ChartSpec spec, LessonLab lab, int width, int height) {
        return of(spec, lab, width, height, "en");
    }

    /** The chart with its titles, legends and the board's names in a language (a handout in French, say). */
    public static Chart<?, ?> of(ChartSpec spec, LessonLab lab, int width, int height, String language) {
        JailStrategy jail = JailStrategy.of(spec.jail());
        Texts t = Texts.of("lab", language);
        return switch (spec.kind()) {
            case "landing-odds" -> spec.groups().isEmpty()
                    ? LabCharts.landingOdds(lab.odds(spec.ruleset(), jail), t.get("chart.lesson.odds.x", jail.id()), width, height, language)
                    : LabCharts.landingOddsFor(lab.odds(spec.ruleset(), jail), groups(spec, lab),
                            g -> Texts.LANGUAGES.contains(language) && !language.equals("en") ? groupName(lab, spec, g, language) : g.name(),
                            width, height, language);
            case "payback" -> LabCharts.payback(lab.returns(spec.ruleset(), jail, 3), groups(spec, lab),
                    spec.levels().isEmpty() ? List.of("0", "3", "hotel") : spec.levels(), width, height, language,
                    g -> groupName(lab, spec, g, language));
            case "level-income" -> levelIncome(spec, lab, jail, width, height, language);
            // Strategies worded as the lab words them ("Bids up to 50% of the price"), never by their ids ("bid-to-50").
            case "win-rates" -> LabCharts.winRates(lab.simulation(spec.games()), width, height, language,
                    StrategyNames.in(language, lab.currency(spec.ruleset())));
            case "net-worth" -> LabCharts.netWorth(lab.simulation(spec.games()), lab.currency(spec.ruleset()), width, height, language,
                    StrategyNames.in(language, lab.currency(spec.ruleset())));
            default -> throw new IllegalArgumentException("no chart '" + spec.kind() + "'");
        };
    }

    /** A series' bar colour as a web page writes it ("#ff7f0e"), or "" when it has none of its own. */
    public static String webColour(org.knowm.xchart.CategorySeries s) {
        java.awt.Color fill = s.getFillColor();
        return fill == null ? "" : String.format("#%06x", fill.getRGB() & 0xffffff);
    }

    /**
     * A landing-odds chart's squares in full ("6 Oriental Ave.", "In Jail"), in its bars' order, where the chart itself
     * may number them for a projector; null for any other chart.
     */
    public static List<String> squareNames(ChartSpec spec, LessonLab lab, String language) {
        return spec.kind().equals("landing-odds") ? LabCharts.squareNames(lab.odds(spec.ruleset(), JailStrategy.of(spec.jail())), language) : null;
    }

    /** A colour group as the board names it in a language ("Dark Blue"), never by its id ("dark-blue"). */
    private static String groupName(LessonLab lab, ChartSpec spec, ColorGroup g, String language) {
        if (!Texts.LANGUAGES.contains(language) || language.equals("en")) {
            return g.name();
        }
        return lab.table(spec.ruleset()).group(g.index(), language);
    }

    private static List<ColorGroup> groups(ChartSpec spec, LessonLab lab) {
        List<ColorGroup> all = lab.table(spec.ruleset()).board().groups();
        return spec.groups().isEmpty() ? all : all.stream().filter(g -> spec.groups().contains(g.id())).toList();
    }

    /** One group: income per opponent roll at each level (bars), and the income each level adds to the one below. */
    private static CategoryChart levelIncome(ChartSpec spec, LessonLab lab, JailStrategy jail, int width, int height, String language) {
        Texts t = Texts.of("lab", language);
        String group = spec.groups().get(0);
        List<String> levels = spec.levels().isEmpty() ? List.of("0", "1", "2", "3", "4", "hotel") : spec.levels();
        String currency = lab.currency(spec.ruleset());
        ColorGroup g = lab.table(spec.ruleset()).board().groups().stream().filter(x -> x.id().equals(group)).findFirst().orElse(null);
        String groupName = g == null ? group : groupName(lab, spec, g, language);
        CategoryChart c = new CategoryChartBuilder().width(width).height(height)
                .title(t.get("chart.level.title", groupName))
                .xAxisTitle(t.get("chart.level.x")).yAxisTitle(t.get("chart.level.y", currency)).build();
        LabCharts.style(c, language);
        // Below the plot: inside, the legend would stand over the bars of the first levels.
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        c.getStyler().setYAxisDecimalPattern("0.##");
        List<String> names = new ArrayList<>();
        List<Double> income = new ArrayList<>();
        List<Double> added = new ArrayList<>();
        double below = 0;
        for (String level : levels) {
            ReturnRow r = lab.row(spec.ruleset(), jail, 1, group, level);
            names.add(level.equals("0") ? t.get("chart.level.x.none") : level.equals("hotel") ? t.get("chart.level.hotel") : level);
            income.add(r.income().doubleValue());
            added.add(Math.max(0, r.income().doubleValue() - below));
            below = r.income().doubleValue();
        }
        CategorySeries total = c.addSeries(t.get("chart.level.income"), names, income);
        total.setFillColor(new Color(0x1F77B4));
        CategorySeries step = c.addSeries(t.get("chart.level.added"), names, added);
        step.setFillColor(new Color(0xFF7F0E));
        ChartFit.categories(c, width, height);
        return c;
    }
}
