package tutor.ui.lesson;

import org.knowm.xchart.internal.chartpart.Chart;
import tutor.lesson.ChartSpec;

/**
 * A lesson chart's words in the window's language: the step's caption stands above it, so the chart's
 * own title is hidden, and the axes are worded by the screen's texts (shorter than a handout's). The
 * lab draws the chart in the same language ({@link ChartStage}): the board's squares and colour groups
 * by the board's names in it, the legend in its words; the strategies keep their ids.
 */
final class ChartWords {

    private ChartWords() {
    }

    static void apply(Chart<?, ?> chart, ChartSpec spec, LessonWords w) {
        chart.setTitle("");
        chart.getStyler().setChartTitleVisible(false);
        String kind = "chart." + spec.kind();
        String currency = w.currency(spec.ruleset());
        // A landing-odds chart that colours groups numbers its squares (40 names do not fit a lesson's column): its own
        // axis title, in the language, says they count from GO and which letter is a token in Jail; "square (In Jail
        // last)" would leave the numbers and the letter unexplained.
        if (!("landing-odds".equals(spec.kind()) && !spec.groups().isEmpty())) {
            chart.setXAxisTitle(w.get(kind + ".x"));
        }
        chart.setYAxisTitle(w.get(kind + ".y", currency));
    }
}
