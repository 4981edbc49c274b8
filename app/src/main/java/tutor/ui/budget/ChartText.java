package tutor.ui.budget;

import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.internal.series.Series;

/** The words a chart draws (title, axis titles, legend entries), so a test can check their language. */
final class ChartText {

    private ChartText() {
    }

    static List<String> of(Chart<?, ?>... charts) {
        List<String> out = new ArrayList<>();
        for (Chart<?, ?> c : charts) {
            if (c == null) {
                continue;
            }
            out.add(c.getTitle());
            out.add(c.getXAxisTitle());
            out.add(c.getYAxisTitle());
            for (Series s : c.getSeriesMap().values()) {
                if (s.isShowInLegend() && c.getStyler().isLegendVisible()) {
                    out.add(s.getLabel());
                }
            }
        }
        return out;
    }
}
