package tutor.ui.budget;

import java.awt.BorderLayout;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JPanel;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XChartPanel;
import org.knowm.xchart.internal.chartpart.Chart;
import tutor.ui.widgets.WrappingLabel;

/**
 * A lab chart on screen under its title in words that wrap: XChart draws a title on one line, and on a 1024x768
 * projector the Russian «Капитал по раундам: медиана (сплошная), квартили (пунктир)» ran off the chart at «(пунктир».
 * The chart's own title is hidden on screen and drawn again in an exported image, where the chart is as wide as it
 * asks.
 */
final class TitledChart {

    private TitledChart() {
    }

    /** The chart's panel with the chart's title above it, wrapping; the title label is named after the panel. */
    static JPanel of(XChartPanel<? extends Chart<?, ?>> panel) {
        Chart<?, ?> chart = panel.getChart();
        WrappingLabel title = new WrappingLabel();
        title.setName(panel.getName() + ".title");
        title.setWords(chart.getTitle());
        title.setFont(chart.getStyler().getChartTitleFont());
        title.setBorder(BorderFactory.createEmptyBorder(4, 8, 0, 8));
        chart.getStyler().setChartTitleVisible(false);
        JPanel out = new JPanel(new BorderLayout());
        out.add(title, BorderLayout.NORTH);
        out.add(panel, BorderLayout.CENTER);
        return out;
    }

    /**
     * The charts one above the other as a PNG, each with its title drawn by XChart as usual; {@code fit} lays them out for
     * the image first (with their titles shown).
     */
    static void writePng(List<? extends Chart<?, ?>> charts, Path file, Runnable fit) throws IOException {
        charts.forEach(c -> c.getStyler().setChartTitleVisible(true));
        try {
            fit.run();
            BitmapEncoder.saveBitmap(charts, charts.size(), 1, file.toString(), BitmapEncoder.BitmapFormat.PNG);
        } finally {
            charts.forEach(c -> c.getStyler().setChartTitleVisible(false));
        }
    }
}
