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
        Object[] headings = java.util.stream.Stream.of("strategy", "won", "interval", "bankrupt", "caused")
                .map(k -> t.get("simulate.column." + k)).toArray();
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
        getColumnModel().getColumn(0).setCellRenderer(wrapped);
        fitColumns();
    }

    /**
     * Five columns in the tab's width at 1024x768 in Russian and French on the projector (the Russian table was 766 px
     * in 571 and scrolled sideways to «Банкротства»): each heading broken into lines no wider than its column's cells or
     * its longest word, the strategies' names on up to two lines, each row as tall as its name.
     */
    private void fitColumns() {
        ColumnWidths.fit(this);
        int gap = com.formdev.flatlaf.util.UIScale.scale(10);
        java.awt.FontMetrics heading = getFontMetrics(getTableHeader().getFont());
        List<List<String>> headings = new ArrayList<>();
        for (int c = 0; c < getColumnCount(); c++) {
            javax.swing.table.TableColumn column = getColumnModel().getColumn(c);
            String words = String.valueOf(getModel().getColumnName(c));
            int cells = c == 0 ? wrapped.twoLineWidth(this, getModel(), 0) : cellsWidth(c);
            int longest = java.util.Arrays.stream(words.split(" ")).mapToInt(heading::stringWidth).max().orElse(0);
            headings.add(lines(words, heading, Math.max(cells, longest)));
            column.setHeaderValue(html(headings.get(c), 1));
            int head = getTableHeader().getDefaultRenderer().getTableCellRendererComponent(this, column.getHeaderValue(), false, false, -1, c)
                    .getPreferredSize().width;
            int width = Math.max(cells, head) + gap;
            // The numbers exactly as wide as they need; the names give way, down to their longest word, on more lines.
            column.setMinWidth(c == 0 ? Math.max(head, wrapped.longestWord(this, getModel())) + gap : width);
            column.setMaxWidth(c == 0 ? Integer.MAX_VALUE : width);
            column.setPreferredWidth(width);
        }
        // Every heading as many lines tall as the tallest: the header takes its height from the first column's alone.
        int tallest = headings.stream().mapToInt(List::size).max().orElse(1);
        for (int c = 0; c < getColumnCount(); c++) {
            getColumnModel().getColumn(c).setHeaderValue(html(headings.get(c), tallest));
        }
        getTableHeader().revalidate();
        fitRowHeights();
    }

    /** A heading's lines as HTML, centred, padded with blank lines to {@code lines}. */
    private static String html(List<String> words, int lines) {
        List<String> padded = new ArrayList<>(words);
        while (padded.size() < lines) {
            padded.add("&nbsp;");
        }
        return "<html><center>" + String.join("<br>", padded) + "</center></html>";
    }

    /** Each row as tall as its strategy's name wrapped in the names' column as it is now. */
    private void fitRowHeights() {
        if (getColumnCount() == 0) {
            return;
        }
        int width = getColumnModel().getColumn(0).getWidth() > 0 ? getColumnModel().getColumn(0).getWidth()
                : getColumnModel().getColumn(0).getPreferredWidth();
        for (int r = 0; r < getRowCount(); r++) {
            int need = Math.max(rowHeight, wrapped.heightFor(this, getValueAt(r, 0), width));
            if (getRowHeight(r) != need) {
                setRowHeight(r, need);
            }
        }
    }

    @Override
    public void doLayout() {
        super.doLayout();
        fitRowHeights();
    }

    /** How wide a column's widest cell is drawn. */
    private int cellsWidth(int c) {
        int widest = 0;
        for (int r = 0; r < getRowCount(); r++) {
            widest = Math.max(widest, prepareRenderer(getCellRenderer(r, c), r, c).getPreferredSize().width);
        }
        return widest;
    }

    /** Words in lines no wider than {@code width} pixels (a word wider than that on a line of its own). */
    static List<String> lines(String words, java.awt.FontMetrics fm, int width) {
        List<String> lines = new ArrayList<>();
        String line = "";
        for (String w : words.split(" ")) {
            String longer = line.isEmpty() ? w : line + " " + w;
            if (!line.isEmpty() && fm.stringWidth(longer) > width) {
                lines.add(line);
                line = w;
            } else {
                line = longer;
            }
        }
        lines.add(line);
        return lines;
    }

    private final transient NameRenderer wrapped = new NameRenderer();

    /** The table takes the tab's width while every column can keep its least width; narrower still, it scrolls sideways. */
    @Override
    public boolean getScrollableTracksViewportWidth() {
        return tutor.ui.widgets.TwoLineHeadings.leastWidthsFit(this);
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
