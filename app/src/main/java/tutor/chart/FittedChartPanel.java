package tutor.chart;

import java.awt.Graphics;
import org.knowm.xchart.XChartPanel;
import org.knowm.xchart.internal.chartpart.Chart;
import tutor.text.Texts;

/**
 * A chart on screen that lays its category labels out for the size it has now ({@link ChartFit}): a
 * chart squeezed onto a 1024x768 projector slants or shortens them instead of letting them overlap.
 */
public class FittedChartPanel<T extends Chart<?, ?>> extends XChartPanel<T> {

    private static final long serialVersionUID = 1L;

    /** A chart whose right-click menu (save, export, print) speaks a language. */
    /** A fitted chart named for tests and screen readers: its component name and the name a screen reader says. */
    public static <C extends Chart<?, ?>> FittedChartPanel<C> named(C chart, String language, String name, String spoken) {
        FittedChartPanel<C> panel = new FittedChartPanel<>(chart, language);
        panel.setName(name);
        panel.getAccessibleContext().setAccessibleName(spoken);
        return panel;
    }

    public FittedChartPanel(T chart, String language) {
        super(chart);
        Texts t = Texts.of("lab", language);
        setSaveAsString(t.get("chart.menu.save"));
        setExportAsString(t.get("chart.menu.export"));
        setPrintString(t.get("chart.menu.print"));
        setResetString(t.get("chart.menu.reset"));
    }

    @Override
    protected void paintComponent(Graphics g) {
        ChartFit.to(getChart(), getWidth(), getHeight());
        super.paintComponent(g);
    }
}
