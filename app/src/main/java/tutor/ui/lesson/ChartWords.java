package tutor.ui.lesson;

import java.util.Locale;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.internal.series.Series;
import tutor.lesson.ChartSpec;

/**
 * A lesson chart's words in the window's language: the step's caption stands above it, so the chart's
 * own title is hidden; the axes and the legend are worded by the screen's texts. The categories (the
 * board's squares, the colour groups, the strategies) keep the names the lab gives them.
 */
final class ChartWords {

    private ChartWords() {
    }

    static void apply(Chart<?, ?> chart, ChartSpec spec, LessonWords w) {
        chart.setTitle("");
        chart.getStyler().setChartTitleVisible(false);
        String kind = "chart." + spec.kind();
        String currency = w.currency(spec.ruleset());
        chart.setXAxisTitle(w.get(kind + ".x"));
        chart.setYAxisTitle(w.get(kind + ".y", currency));
        for (Series s : chart.getSeriesMap().values()) {
            String key = "chart.series." + slug(s.getName());
            if (w.has(key)) {
                s.setLabel(w.get(key));
            }
        }
    }

    static String slug(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }
}
