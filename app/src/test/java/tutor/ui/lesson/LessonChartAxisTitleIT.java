package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.FontMetrics;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XChartPanel;
import tutor.lesson.Mode;
import tutor.ui.ComponentWalk;
import tutor.ui.GuiTest;
import tutor.ui.Theme;

/**
 * Presenting dice-and-chance in French on a 1024x768 projector, the landing-odds chart beside the question on the
 * orange streets shows its whole x-axis title: the seventh native read saw it cut at the chart's right edge («… la
 * prison est la case 10, P : un pion en pris»). XChart centres that title under the plot and never shortens it, so
 * it must fit the plot's width (the chart's less the y axis, as LabWindowIT measures the lab's charts).
 */
@GuiTest
class LessonChartAxisTitleIT {

    @Test
    void theFrenchOddsChartsAxisTitleFitsBesideTheQuestion(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, "fr", tutor.ui.ProjectorScreen.size())) {
            w.start("dice-and-chance", Mode.PRESENT, null);
            for (int i = 0; i < 30 && w.onEdt(() -> chart(w)) == null; i++) {
                w.window.button("lesson.next").click();
                w.robot.waitForIdle();
            }
            w.waitFor("the odds chart to be drawn", () -> chart(w) != null && chart(w).getWidth() > 0);
            String chartStep = w.onEdt(() -> w.current().current().id());
            fits(w, chartStep);
            // the next step, the question on the orange streets, keeps the chart beside it (narrower)
            w.window.button("lesson.next").click();
            w.robot.waitForIdle();
            w.waitFor("the step after the chart", () -> !w.current().current().id().equals(chartStep));
            w.waitFor("the chart beside the question", () -> chart(w) != null && chart(w).getWidth() > 0);
            fits(w, w.onEdt(() -> w.current().current().id()));
        }
    }

    private static void fits(LessonWindow w, String step) {
        int[] widths = w.onEdt(() -> {
            XChartPanel<?> p = chart(w);
            CategoryChart c = (CategoryChart) p.getChart();
            FontMetrics axis = p.getFontMetrics(c.getStyler().getAxisTitleFont());
            return new int[] {axis.stringWidth(c.getXAxisTitle()), p.getWidth()};
        });
        assertThat(widths[0]).as(step + ": the x-axis title's width against the chart's " + widths[1] + " px less its y axis")
                .isLessThanOrEqualTo(widths[1] - 80);
    }

    /** The lesson chart showing on the Lessons screen, or null. */
    private static XChartPanel<?> chart(LessonWindow w) {
        List<XChartPanel<?>> found = new ArrayList<>();
        ComponentWalk.visit(w.frame, c -> {
            if (c.isShowing() && "lesson.chart.panel".equals(c.getName()) && c instanceof XChartPanel<?> p
                    && p.getChart() instanceof CategoryChart) {
                found.add(p);
            }
        });
        return found.isEmpty() ? null : found.get(0);
    }
}
