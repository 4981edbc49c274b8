package tutor.ui.ruling;

import java.awt.Component;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.table.TableCellRenderer;
import javax.swing.table.TableColumn;

/**
 * Sizes the ledger's columns to their words, so none is cut with "…" (in French on a projector "la Ban…" and
 * "Rempo…" were): every column but the last is as wide as its heading and its widest cell, and the last, the rule's
 * title, takes the rest and wraps its words onto more lines, each row as tall as its rule needs.
 */
final class LedgerColumns {

    private LedgerColumns() {
    }

    /** The last column's cells: the rule's title, wrapped to the column's width. */
    static TableCellRenderer wrapping() {
        JTextArea area = new JTextArea();
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setOpaque(true);
        return (table, value, selected, focus, row, column) -> {
            area.setFont(table.getFont());
            area.setText(value == null ? "" : value.toString());
            area.setForeground(selected ? table.getSelectionForeground() : table.getForeground());
            area.setBackground(selected ? table.getSelectionBackground() : table.getBackground());
            int pad = com.formdev.flatlaf.util.UIScale.scale(2);
            area.setBorder(javax.swing.BorderFactory.createEmptyBorder(pad, pad, pad, pad));
            return area;
        };
    }

    /** Fits the columns to the table's width now, and each row's height to its wrapped rule. */
    static void fit(JTable table) {
        int columns = table.getColumnCount();
        int width = table.getParent() == null ? table.getWidth() : table.getParent().getWidth();
        if (columns == 0 || width <= 0) {
            return;
        }
        // Room for the vertical scroll bar even before it shows: the wrapped rules' new heights may bring it, and
        // the columns fitted without it would then run under it by its width.
        javax.swing.JScrollPane pane = (javax.swing.JScrollPane) javax.swing.SwingUtilities.getAncestorOfClass(javax.swing.JScrollPane.class, table);
        if (pane != null && !pane.getVerticalScrollBar().isVisible()
                && pane.getVerticalScrollBarPolicy() != javax.swing.ScrollPaneConstants.VERTICAL_SCROLLBAR_NEVER) {
            width -= pane.getVerticalScrollBar().getPreferredSize().width;
        }
        int pad = com.formdev.flatlaf.util.UIScale.scale(4);
        int used = 0;
        for (int c = 0; c < columns - 1; c++) {
            int need = headingWidth(table, c);
            for (int r = 0; r < table.getRowCount(); r++) {
                need = Math.max(need, cell(table, r, c).getPreferredSize().width);
            }
            setWidth(table.getColumnModel().getColumn(c), need + pad);
            used += need + pad;
        }
        // The rule wraps between words, never inside one: where even its longest word has no room (the library open
        // beside a projector's board), the table keeps its widths and scrolls sideways rather than cut.
        int least = headingWidth(table, columns - 1);
        java.awt.FontMetrics fm = table.getFontMetrics(table.getFont());
        for (int r = 0; r < table.getRowCount(); r++) {
            for (String word : String.valueOf(table.getValueAt(r, columns - 1)).split("\\s+")) {
                least = Math.max(least, fm.stringWidth(word));
            }
        }
        least += pad;
        boolean room = used + least <= width;
        table.setAutoResizeMode(room ? JTable.AUTO_RESIZE_LAST_COLUMN : JTable.AUTO_RESIZE_OFF);
        int last = Math.max(least, width - used);
        setWidth(table.getColumnModel().getColumn(columns - 1), last);
        int line = fm.getHeight() + com.formdev.flatlaf.util.UIScale.scale(4);
        for (int r = 0; r < table.getRowCount(); r++) {
            Component rule = cell(table, r, columns - 1);
            rule.setSize(last, Short.MAX_VALUE);
            int h = Math.max(line, rule.getPreferredSize().height);
            if (table.getRowHeight(r) != h) {
                table.setRowHeight(r, h);
            }
        }
    }

    private static void setWidth(TableColumn column, int width) {
        column.setMinWidth(0);
        column.setPreferredWidth(width);
        column.setWidth(width);
    }

    private static int headingWidth(JTable table, int column) {
        TableColumn c = table.getColumnModel().getColumn(column);
        TableCellRenderer r = c.getHeaderRenderer() != null ? c.getHeaderRenderer() : table.getTableHeader().getDefaultRenderer();
        return r.getTableCellRendererComponent(table, c.getHeaderValue(), false, false, -1, column).getPreferredSize().width;
    }

    private static Component cell(JTable table, int row, int column) {
        return table.prepareRenderer(table.getCellRenderer(row, column), row, column);
    }
}
