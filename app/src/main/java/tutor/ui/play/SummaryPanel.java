package tutor.ui.play;

import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.DefaultTableCellRenderer;
import javax.swing.table.DefaultTableModel;
import net.miginfocom.swing.MigLayout;
import org.knowm.xchart.XChartPanel;
import org.knowm.xchart.XYChart;
import tutor.chart.GameCharts;
import tutor.play.PlayText;
import tutor.play.SummaryWords;
import tutor.play.game.GameSummary;

/**
 * The end of a game: who won (or who is richest when it was stopped), every player's cash, net
 * worth and the rent they paid and received, and the net-worth chart after each turn.
 */
final class SummaryPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final tutor.ui.widgets.WrappingLabel headline = new tutor.ui.widgets.WrappingLabel();
    private final DefaultTableModel rows = new DefaultTableModel() {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean isCellEditable(int row, int column) {
            return false;
        }
    };
    /** Each row as tall as its player's name wraps to (the name column takes what the amounts leave). */
    private final JTable table = new JTable(rows) {
        private static final long serialVersionUID = 1L;

        @Override
        public void doLayout() {
            super.doLayout();
            fitRowHeights();
        }
    };
    private final NameCell names = new NameCell();

    private final JLabel note = new JLabel();
    private final JPanel chart = new JPanel(new java.awt.BorderLayout());
    private transient XYChart shown;

    SummaryPanel() {
        super(new MigLayout("insets 8, fill, wrap 1, hidemode 3", "[grow,fill]", "[pref!][pref!][pref!][grow,fill]"));
        setName("play.summary");
        headline.setName("play.summary.headline");
        headline.putClientProperty("FlatLaf.styleClass", "h3");
        headline.setWords(Ui.texts().get("summary.nothing"));
        table.setName("play.summary.table");
        table.setFocusable(false);
        table.setRowSelectionAllowed(false);
        DefaultTableCellRenderer right = new DefaultTableCellRenderer();
        right.setHorizontalAlignment(JLabel.RIGHT);
        table.setDefaultRenderer(Object.class, right);
        // The amounts keep their width and the name column takes the rest, wrapping «Ann (en faillite au tour 82)»: in
        // the summary's 40 % of a 1024-pixel screen the projector's type cut both («1 62…», «Ann (en faillite au…»).
        table.setAutoResizeMode(JTable.AUTO_RESIZE_SUBSEQUENT_COLUMNS);
        note.putClientProperty("FlatLaf.styleClass", "small");
        chart.setName("play.summary.chart");

        add(headline, "wmin 0");
        add(new JScrollPane(table), "wmin 0, hmin 60");
        add(note, "wmin 0");
        add(chart, "wmin 0, hmin 160");
        table.getParent().getParent().setVisible(false);
        note.setVisible(false);
    }

    void show(GameSummary s, PlayText t) {
        headline.setWords(SummaryWords.headline(s, t));
        rows.setColumnIdentifiers(SummaryWords.headings(t).toArray());
        rows.setRowCount(0);
        for (List<String> r : SummaryWords.rows(s, t)) {
            rows.addRow(r.toArray());
        }
        // Headings on two lines and each column as wide as its words: «Получено» and «Loyers reçus» were cut in five
        // equal columns of the narrow summary.
        tutor.ui.widgets.TwoLineHeadings.install(table);
        tutor.ui.widgets.ColumnWidths.fit(table);
        table.getColumnModel().getColumn(0).setCellRenderer(names);
        table.getColumnModel().getColumn(0).setMinWidth(0);
        for (int c = 1; c < table.getColumnCount(); c++) {
            javax.swing.table.TableColumn money = table.getColumnModel().getColumn(c);
            // Never narrower than its widest amount (its margin may go), never wider than with its margin.
            money.setMinWidth(money.getPreferredWidth() - com.formdev.flatlaf.util.UIScale.scale(10));
            money.setMaxWidth(money.getPreferredWidth());
        }
        table.setPreferredScrollableViewportSize(new java.awt.Dimension(400, table.getRowHeight() * (rows.getRowCount() + 1)));
        table.getParent().getParent().setVisible(true);
        note.setText("<html>" + t.get("summary.rent", t.money(s.rentPaid())) + " " + t.get("summary.worth") + "</html>");
        note.setVisible(true);
        List<String> names = new ArrayList<>();
        s.seats().forEach(p -> names.add(p.name()));
        float size = getFont() == null ? 13f : getFont().getSize2D();
        // Each line in the colour of the player's token on the board, so Ann's pink token is Ann's pink line.
        List<java.awt.Color> colours = new ArrayList<>();
        for (int p = 0; p < names.size(); p++) {
            colours.add(tutor.ui.board.BoardView.playerColor(p));
        }
        shown = GameCharts.netWorth(names, colours, s.samples(), t.get("summary.chart.title"), t.get("summary.chart.turn"),
                t.get("summary.chart.worth") + " (" + t.table().currency() + ")", tutor.ui.widgets.Reading.darkTheme(), size, 600, 300);
        // The axes' numbers as the language groups thousands ("9 000" in French and Russian, not "9,000").
        String lang = Ui.language();
        shown.getStyler().setLocale(tutor.text.Texts.LANGUAGES.contains(lang) ? java.util.Locale.forLanguageTag(lang) : java.util.Locale.ROOT);
        chart.removeAll();
        XChartPanel<XYChart> panel = new XChartPanel<>(shown);
        panel.setName("play.summary.chartPanel");
        chart.add(panel);
        revalidate();
        repaint();
    }

    @Override
    public void doLayout() {
        // The headline wraps at the width the layout gives it (inside the panel's insets), not the panel's: at the
        // panel's width «Partie terminée en 144 tours : Ben gagne.» fitted one line and «gagne.» was cut.
        int inset = headline.getX() > 0 ? headline.getX() : com.formdev.flatlaf.util.UIScale.scale(9);
        int width = Math.max(0, getWidth() - 2 * inset);
        if (width > 0 && width != wrapWidth) {
            wrapWidth = width;
            headline.wrapAt(width);
            headline.invalidate();
        }
        super.doLayout();
    }

    private int wrapWidth;

    /** Rows as tall as the names wrap to at the name column's width; the pane below then asks for their height. */
    private void fitRowHeights() {
        if (table.getColumnCount() == 0 || table.getRowCount() == 0) {
            return;
        }
        int width = table.getColumnModel().getColumn(0).getWidth();
        if (width <= 0) {
            return;
        }
        int total = 0;
        for (int r = 0; r < table.getRowCount(); r++) {
            int tall = Math.max(table.getRowHeight(), names.heightAt(table, table.getValueAt(r, 0), width));
            if (table.getRowHeight(r) != tall) {
                table.setRowHeight(r, tall);
            }
            total += tall;
        }
        java.awt.Dimension wanted = new java.awt.Dimension(400, total + 2);
        if (!wanted.equals(table.getPreferredScrollableViewportSize())) {
            table.setPreferredScrollableViewportSize(wanted);
            javax.swing.SwingUtilities.invokeLater(this::revalidate);
        }
    }

    /** Back to "no game has ended yet", in the window's language. */
    void nothing() {
        headline.setWords(Ui.texts().get("summary.nothing"));
    }

    XYChart chart() {
        return shown;
    }
}
