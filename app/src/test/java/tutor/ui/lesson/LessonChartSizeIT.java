package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Font;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.knowm.xchart.XChartPanel;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import tutor.lesson.Mode;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * A lesson's chart step gives the chart room to be read at 1024x768: the win-rate chart of «How much is a deed worth at
 * auction?» had a plot 40 px high on a French projector, its axis title cut to «% de victoir» (the teacher's walk). The
 * plot takes at least a third of the lesson pane's height and both axis titles fit whole along their axes.
 */
@GuiTest
class LessonChartSizeIT {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"fr, projector", "ru, projector", "en, projector", "fr, light", "ru, dark"})
    void theChartsPlotTakesAThirdOfTheLessonPaneAndItsAxisTitlesShowWhole(String language, String themeName, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.named(themeName, false), language, tutor.ui.ProjectorScreen.size())) {
            w.start("auction-value", Mode.PRESENT, null);
            w.goTo(6);
            w.waitFor("the chart", () -> ((ChartStage) w.robot.finder().findByName(w.frame, "lesson.chart", ChartStage.class, true)).drawn());
            w.robot.waitForIdle();
            ShelfShots.shoot(w, "chart-" + language + "-" + themeName);
            double[] m = w.onEdt(() -> {
                XChartPanel<?> panel = (XChartPanel<?>) w.robot.finder().findByName(w.frame, "lesson.chart.panel", XChartPanel.class, true);
                Component pane = w.robot.finder().findByName(w.frame, "lesson.body", Component.class, true);
                // Painted at the size it has on screen, so the plot's bounds are the ones shown.
                BufferedImage img = new BufferedImage(panel.getWidth(), panel.getHeight(), BufferedImage.TYPE_INT_RGB);
                java.awt.Graphics2D g = img.createGraphics();
                panel.paint(g);
                g.dispose();
                Chart<?, ?> chart = panel.getChart();
                AxesChartStyler styler = (AxesChartStyler) chart.getStyler();
                Font title = styler.getAxisTitleFont();
                java.awt.FontMetrics fm = panel.getFontMetrics(title);
                Rectangle2D plot = plotBounds(chart);
                return new double[] {plot.getHeight(), pane.getHeight(), fm.stringWidth(chart.getYAxisTitle()), plot.getWidth(),
                        fm.stringWidth(chart.getXAxisTitle())};
            });
            assertThat(m[0]).as("the plot's height (px) against a third of the lesson pane's " + m[1]).isGreaterThanOrEqualTo(m[1] / 3);
            assertThat(m[2]).as("the y axis title's length against the plot's height " + m[0]).isLessThanOrEqualTo(m[0]);
            assertThat(m[4]).as("the x axis title's length against the plot's width " + m[3]).isLessThanOrEqualTo(m[3]);
        }
    }

    /** The plot's bounds as XChart laid it out (XChart keeps its parts to itself). */
    private static Rectangle2D plotBounds(Chart<?, ?> chart) {
        try {
            java.lang.reflect.Field f = Chart.class.getDeclaredField("plot");
            f.setAccessible(true);
            return ((org.knowm.xchart.internal.chartpart.ChartPart) f.get(chart)).getBounds();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
