package tutor.ui.practise;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import tutor.drills.RatingStore;
import tutor.drills.Theme;
import tutor.text.Texts;

/**
 * The learner's ratings over time, one line per theme practised and one for everything: x is the
 * answer's number in the learner's whole practice, so a theme's line steps where it was answered.
 */
final class RatingChart {

    private RatingChart() {
    }

    static XYChart of(RatingStore.Practice p, Texts t, int width, int height) {
        XYChart c = new XYChartBuilder().width(width).height(height).title(t.get("practise.chart.title"))
                .xAxisTitle(t.get("practise.chart.x")).yAxisTitle(t.get("practise.chart.y")).build();
        Map<String, List<double[]>> lines = new LinkedHashMap<>();
        int answer = 0;
        for (RatingStore.Point pt : p.history()) {
            if (pt.scope().equals(RatingStore.OVERALL)) {
                answer++;
            }
            lines.computeIfAbsent(pt.scope(), k -> new ArrayList<>()).add(new double[] {answer, pt.rating().rating()});
        }
        if (lines.isEmpty()) {
            c.addSeries(t.get("practise.chart.none"), new double[] {0}, new double[] {1500});
        }
        lines.forEach((scope, points) -> {
            double[] x = new double[points.size()];
            double[] y = new double[points.size()];
            for (int i = 0; i < x.length; i++) {
                x[i] = points.get(i)[0];
                y[i] = Math.round(points.get(i)[1]);
            }
            String name = scope.equals(RatingStore.OVERALL) ? t.get("practise.chart.overall")
                    : Theme.byId(scope).map(th -> t.get("theme." + th.id)).orElse(scope);
            XYSeries s = c.addSeries(name, x, y);
            s.setMarker(org.knowm.xchart.style.markers.SeriesMarkers.CIRCLE);
        });
        c.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.OutsideS);
        c.getStyler().setLegendLayout(org.knowm.xchart.style.Styler.LegendLayout.Horizontal);
        return c;
    }
}
