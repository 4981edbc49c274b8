package tutor.ui.budget;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XChartPanel;
import tutor.analysis.Returns;
import tutor.chart.LabCharts;
import tutor.scenario.Lang;
import tutor.text.Texts;

/** The landing odds as a bar chart and the payback of every colour group by level; exported as PNG. */
final class ChartsPanel extends LabTab {

    private static final long serialVersionUID = 1L;

    /**
     * One chart at a time, each in the tab's whole height: two one above the other left a 1024x768 projector's
     * landing odds a strip with its 41 names cut to "1 Mediterran…".
     */
    private final javax.swing.JTabbedPane charts = new javax.swing.JTabbedPane();
    private transient CategoryChart odds;
    private transient CategoryChart payback;
    private final JButton png = new JButton();
    /** The likeliest squares only, for a class to read; every square on demand. */
    private final javax.swing.JCheckBox all = new javax.swing.JCheckBox();
    /** How many bars the chart has unless every square is asked for: a dozen keep labels at reading size at 1024 wide. */
    static final int TOP = 12;

    ChartsPanel(java.util.function.Consumer<ChartsPanel> exportPng) {
        super("budget.charts", "[][grow,fill]");
        charts.setName("budget.charts.tabs");
        png.setName("budget.charts.exportPng");
        png.addActionListener(e -> exportPng.accept(this));
        all.setName("budget.charts.odds.all");
        all.addActionListener(e -> {
            if (lab != null) {
                show(lab);
            }
        });
        add(all, "split 2");
        add(png, "right");
        add(charts);
    }

    /** Words itself in a language; the charts follow at the next {@link #show}. */
    void language(String lang) {
        language = lang;
        png.setText(Texts.of("budget", lang).get("charts.exportPng"));
    }

    void show(LabState lab) {
        this.lab = lab;
        Texts t = Texts.of("budget", language);
        all.setText(t.get("charts.odds.all", lab.odds().rows().size()));
        String content = Lang.content(language);
        String jail = t.get("jail.id." + lab.jail().id());
        String x = all.isSelected() ? t.get("charts.odds.x", jail) : t.get("charts.odds.x.top", jail, TOP);
        odds = LabCharts.landingOdds(lab.odds(), x, 600, 300, language, all.isSelected() ? 0 : TOP);
        // Short axis titles on screen, where a chart is a few hundred pixels high (the charts' titles say the rest).
        odds.setYAxisTitle(t.get("charts.odds.y"));
        List<String> levels = Returns.streetLevels(lab.rules()).subList(1, Returns.streetLevels(lab.rules()).size());
        // Groups by the board's names for them in the language ("Light Blue", « Bleu clair »), never by their ids.
        payback = LabCharts.payback(lab.returns(), lab.board().groups(), levels, 600, 300, language,
                g -> lab.board().localized().name(content, g.name()));
        payback.setYAxisTitle(t.get("charts.payback.y"));
        payback.getStyler().setLegendPosition(org.knowm.xchart.style.Styler.LegendPosition.OutsideE);
        payback.getStyler().setLegendLayout(org.knowm.xchart.style.Styler.LegendLayout.Vertical);
        boolean dark = tutor.ui.widgets.Reading.darkTheme();
        float size = getFont() == null ? 13f : getFont().getSize2D();
        LabCharts.theme(odds.getStyler(), dark, size);
        // The squares' names at the reading size, not the smaller print of other charts' ticks: a class reads them.
        odds.getStyler().setAxisTickLabelsFont(odds.getStyler().getAxisTickLabelsFont().deriveFont(size));
        LabCharts.theme(payback.getStyler(), dark, size);
        int chosen = charts.getSelectedIndex();
        charts.removeAll();
        // Fitted to their size: long names slanted or shortened rather than written over each other.
        XChartPanel<CategoryChart> a = tutor.chart.FittedChartPanel.named(odds, language, "budget.charts.odds", t.get("charts.odds"));
        XChartPanel<CategoryChart> b = tutor.chart.FittedChartPanel.named(payback, language, "budget.charts.payback", t.get("charts.payback"));
        charts.addTab(t.get("charts.tab.odds"), TitledChart.of(a));
        charts.addTab(t.get("charts.tab.payback"), TitledChart.of(b));
        charts.setSelectedIndex(Math.max(0, chosen));
        charts.revalidate();
        charts.repaint();
    }

    /** The charts' titles, axes and legends, for the tests. */
    List<String> chartWords() {
        return ChartText.of(odds, payback);
    }

    /** Both charts, one above the other, at the size they have on screen. */
    void writePng(Path file) throws IOException {
        TitledChart.writePng(List.of(odds, payback), file, () -> {
            tutor.chart.ChartFit.to(odds, odds.getWidth(), odds.getHeight());
            tutor.chart.ChartFit.to(payback, payback.getWidth(), payback.getHeight());
        });
    }
}
