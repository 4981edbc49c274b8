package tutor.ui.budget;

import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;
import java.util.function.UnaryOperator;
import javax.swing.JTable;
import javax.swing.table.DefaultTableModel;
import tutor.sim.SimulationReport;
import tutor.text.Texts;
import tutor.ui.widgets.ColumnWidths;

/**
 * A run's record per strategy, one row each, named in words: how often it won (with its 95% interval), how often
 * it went bankrupt and how many bankruptcies it caused. A row's tip says it as a sentence.
 */
final class RecordsTable extends JTable {

    private static final long serialVersionUID = 1L;
    private transient List<String> sentences = List.of();

    RecordsTable() {
        setName("budget.simulate.table");
        setAutoCreateRowSorter(false);
        setFillsViewportHeight(true);
        getTableHeader().setReorderingAllowed(false);
    }

    /**
     * {@code percent} writes a share with its sign; {@code number} writes it bare, so that an interval's template puts
     * the sign where its language does: "5.8–13.8%", «5,8–13,8 %» (issue 24), « [5,8 % ; 13,8 %] ».
     */
    void show(SimulationReport r, Texts t, UnaryOperator<String> names, DoubleFunction<String> percent, DoubleFunction<String> number) {
        // Headings on two lines, as the Returns table has them, so five columns fit the tab in French and Russian.
        Object[] headings = java.util.stream.Stream.of("strategy", "won", "interval", "bankrupt", "caused")
                .map(k -> ReturnsPanel.twoLines(t.get("simulate.column." + k)))
                .map(l -> "<html><center>" + l[0] + "<br>" + l[1] + "</center></html>").toArray();
        DefaultTableModel model = new DefaultTableModel(headings, 0) {
            private static final long serialVersionUID = 1L;

            @Override
            public boolean isCellEditable(int row, int column) {
                return false;
            }
        };
        List<String> said = new ArrayList<>();
        for (SimulationReport.StrategySummary x : r.strategies()) {
            String name = names.apply(x.name());
            model.addRow(new Object[] {name, percent.apply(x.winRate()),
                t.get("simulate.interval", number.apply(x.winLow()), number.apply(x.winHigh())),
                t.get("simulate.count", x.bankrupt()), t.get("simulate.count", x.caused())});
            said.add(t.get("simulate.strategy", name, percent.apply(x.winRate()), number.apply(x.winLow()), number.apply(x.winHigh()),
                    x.bankrupt(), x.caused()));
        }
        sentences = said;
        setModel(model);
        javax.swing.table.DefaultTableCellRenderer right = new javax.swing.table.DefaultTableCellRenderer();
        right.setHorizontalAlignment(javax.swing.SwingConstants.RIGHT);
        for (int c = 1; c < model.getColumnCount(); c++) {
            getColumnModel().getColumn(c).setCellRenderer(right);
        }
        ColumnWidths.fit(this);
    }

    /** Columns keep the widths their words need; where the tab is narrower, the table scrolls sideways. */
    @Override
    public boolean getScrollableTracksViewportWidth() {
        return getParent() == null || getPreferredSize().width <= getParent().getWidth();
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        int row = rowAtPoint(e.getPoint());
        return row >= 0 && row < sentences.size() ? sentences.get(row) : null;
    }

    /** The cells as shown, row by row. */
    List<List<String>> rows() {
        List<List<String>> out = new ArrayList<>();
        for (int r = 0; r < getRowCount(); r++) {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < getColumnCount(); c++) {
                row.add(String.valueOf(getValueAt(r, c)));
            }
            out.add(row);
        }
        return out;
    }
}
