package tutor.ui.ruling;

import java.awt.Component;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.table.TableCellRenderer;
import javax.swing.table.TableColumn;

/**
 * Sizes the ledger's columns to their words, so none is cut with "…" (in French on a projector "la Ban…" and
 * "Rempo…" were): every column but the last is as wide as its heading and its widest cell, and the last, the rule's
 * title, takes the rest and wraps its words onto more lines, each row as tall as its rule needs. Where that leaves the
 * rule no room for its longest word, the ruling and the names wrap between words too, and then the running number
 * gives its room (the library shown beside a projector's board cut "Bankrupt to anoth player").
 */
final class LedgerColumns {

    /** The payer's and the payee's columns in the ledger (LedgerPanel's order), stacked into one where even narrower. */
    static final int FROM = 2;
    static final int TO = 3;
    /** Client property of the table: true while the payee is shown under the payer, its own column hidden. */
    private static final String STACKED = "ledger.stacked";

    private LedgerColumns() {
    }

    private static boolean stacked(JTable table) {
        return Boolean.TRUE.equals(table.getClientProperty(STACKED));
    }

    /** Cells wrapped to the column's width between words (the rule's title, the names, the ruling). */
    static TableCellRenderer wrapping() {
        JTextArea area = new JTextArea();
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setOpaque(true);
        return (table, value, selected, focus, row, column) -> {
            area.setFont(table.getFont());
            String text = value == null ? "" : value.toString();
            if (stacked(table) && table.convertColumnIndexToModel(column) == FROM) {
                Object to = table.getValueAt(row, table.convertColumnIndexToView(TO));
                text = text + "\n" + (to == null ? "" : to); // the payee on its own line under the payer
            }
            area.setText(text);
            area.setForeground(selected ? table.getSelectionForeground() : table.getForeground());
            area.setBackground(selected ? table.getSelectionBackground() : table.getBackground());
            int pad = com.formdev.flatlaf.util.UIScale.scale(2);
            area.setBorder(javax.swing.BorderFactory.createEmptyBorder(pad, pad, pad, pad));
            return area;
        };
    }

    /** The table's header with {@link #wrappingHeading} over the theme's own renderer, kept so across a theme switch. */
    static javax.swing.table.JTableHeader wrappingHeader(JTable table) {
        return new javax.swing.table.JTableHeader(table.getColumnModel()) {
            private static final long serialVersionUID = 1L;
            private transient TableCellRenderer plain;

            /** As tall as its tallest wrapped heading (Swing's own measure asks the shared renderer once, for the first). */
            @Override
            public java.awt.Dimension getPreferredSize() {
                java.awt.Dimension size = super.getPreferredSize();
                for (int c = 0; c < getColumnModel().getColumnCount(); c++) {
                    TableColumn column = getColumnModel().getColumn(c);
                    TableCellRenderer r = column.getHeaderRenderer() != null ? column.getHeaderRenderer() : getDefaultRenderer();
                    size.height = Math.max(size.height, r.getTableCellRendererComponent(getTable(), column.getHeaderValue(), false, false, -1, c).getPreferredSize().height);
                }
                return size;
            }

            @Override
            public void updateUI() {
                if (plain != null) {
                    setDefaultRenderer(plain); // the theme's renderer takes the new look, then is wrapped again
                }
                super.updateUI();
                plain = getDefaultRenderer();
                setDefaultRenderer(wrappingHeading(plain));
            }
        };
    }

    /**
     * Headings wrapped between words like the cells («Кто / платит»), in the header's own look: on a narrow ledger a
     * heading's longest word, not its whole line, sets its column's least width.
     */
    private static TableCellRenderer wrappingHeading(TableCellRenderer plain) {
        JTextArea area = new JTextArea();
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setOpaque(true);
        area.setEditable(false);
        return (table, value, selected, focus, row, column) -> {
            Component look = plain.getTableCellRendererComponent(table, value, selected, focus, row, column);
            area.setFont(look.getFont());
            area.setForeground(look.getForeground());
            area.setBackground(look.getBackground());
            if (look instanceof javax.swing.JComponent j) {
                area.setBorder(j.getBorder());
            }
            String text = value == null ? "" : value.toString();
            if (stacked(table) && column >= 0 && table.convertColumnIndexToModel(column) == FROM) {
                text = text + "\n" + table.getColumnModel().getColumn(table.convertColumnIndexToView(TO)).getHeaderValue(); // «De» over «À»
            }
            area.setText(text);
            int width = column >= 0 && column < table.getColumnCount() ? table.getColumnModel().getColumn(column).getWidth() : 0;
            area.setSize(width > 0 ? width : oneLine(area), Short.MAX_VALUE); // the height it needs at its column's width
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
        int last = columns - 1;
        table.putClientProperty(STACKED, null); // each column measured on its own words first
        // Each column's width on one line and, for those that wrap, the width of its longest word: each word
        // measured as the cell draws it (measured with the table's plain FontMetrics a word was a pixel wider drawn
        // than measured and broke inside: "mortgag d deed").
        int[] whole = new int[columns];
        int[] least = new int[columns];
        for (int c = 0; c < columns; c++) {
            Component heading = heading(table, c);
            whole[c] = heading instanceof JTextArea a ? oneLine(a) : heading.getPreferredSize().width;
            least[c] = longestWord(heading);
            for (int r = 0; r < table.getRowCount(); r++) {
                Component cell = cell(table, r, c);
                whole[c] = Math.max(whole[c], cell instanceof JTextArea a ? oneLine(a) : cell.getPreferredSize().width);
                least[c] = Math.max(least[c], cell instanceof JTextArea a ? longestWord(a) : cell.getPreferredSize().width);
            }
            whole[c] += pad;
            least[c] += pad;
        }
        int[] w = whole.clone();
        if (sum(w, last) + least[last] > width) {
            // Narrow (the library open beside a projector's board): the ruling and the names wrap between words too,
            // and if that is not enough the running number, which the ruling's number repeats, gives its room.
            // Their spare pixels go too: each cell keeps only its own insets (and the pixel longestWord spares).
            int spare = pad - com.formdev.flatlaf.util.UIScale.scale(1);
            w = least.clone();
            for (int c = 0; c < last; c++) {
                w[c] -= spare;
            }
            if (sum(w, last) + least[last] > width) {
                w[0] = 0;
            }
            if (sum(w, last) + least[last] > width && last > TO) {
                // Narrower still (French and Russian on a projector beside the library: «Décision», «1 500 $» and the
                // rule's longest word left the rule 21 and 42 px short): the payee goes under the payer, in one
                // column as wide as the wider of them, each name whole on its line where that fits.
                table.putClientProperty(STACKED, Boolean.TRUE);
                int names = Math.max(least[FROM], least[TO]) - spare;
                int wholeNames = Math.max(whole[FROM], whole[TO]) - spare;
                w[TO] = 0;
                w[FROM] = wholeNames;
                if (sum(w, last) + least[last] > width) {
                    w[FROM] = names;
                }
            }
        }
        // The rule wraps between words, never inside one: where even then its longest word has no room, the table
        // keeps its widths and scrolls sideways rather than cut.
        boolean room = sum(w, last) + least[last] <= width;
        table.setAutoResizeMode(room ? JTable.AUTO_RESIZE_LAST_COLUMN : JTable.AUTO_RESIZE_OFF);
        w[last] = Math.max(least[last], width - sum(w, last));
        for (int c = 0; c < columns; c++) {
            setWidth(table.getColumnModel().getColumn(c), w[c]);
        }
        if (table.getTableHeader() != null) {
            table.getTableHeader().resizeAndRepaint();
            table.getTableHeader().revalidate(); // the wrapped headings' height at the new widths
        }
        java.awt.FontMetrics fm = table.getFontMetrics(table.getFont());
        int line = fm.getHeight() + com.formdev.flatlaf.util.UIScale.scale(4);
        for (int r = 0; r < table.getRowCount(); r++) {
            int h = line;
            for (int c = 0; c < columns; c++) {
                Component cell = cell(table, r, c);
                if (cell instanceof JTextArea && w[c] > 0) {
                    cell.setSize(w[c], Short.MAX_VALUE);
                    h = Math.max(h, cell.getPreferredSize().height);
                }
            }
            if (table.getRowHeight(r) != h) {
                table.setRowHeight(r, h);
            }
        }
    }

    private static int sum(int[] widths, int upTo) {
        int total = 0;
        for (int c = 0; c < upTo; c++) {
            total += widths[c];
        }
        return total;
    }

    /** The width the cell needs to draw its whole text on one line. */
    private static int oneLine(JTextArea area) {
        java.awt.Insets in = area.getInsets();
        return drawnWidth(area, area.getText()) + in.left + in.right + 1;
    }

    /** The width the rule's cell needs to draw its longest word on one line, with its insets and a pixel to spare. */
    private static int longestWord(Component cell) {
        if (!(cell instanceof JTextArea area)) {
            return cell.getPreferredSize().width;
        }
        String text = area.getText();
        java.awt.Insets in = area.getInsets();
        int most = 0;
        for (String word : text.split("\\s+")) {
            most = Math.max(most, drawnWidth(area, word));
        }
        return most + in.left + in.right + 1;
    }

    private static int drawnWidth(JTextArea area, String words) {
        java.awt.FontMetrics fm = area.getFontMetrics(area.getFont());
        java.awt.geom.Rectangle2D drawn = fm.getStringBounds(words, area.getGraphics());
        return (int) Math.ceil(Math.max(drawn.getWidth(), fm.stringWidth(words)));
    }

    private static void setWidth(TableColumn column, int width) {
        column.setMinWidth(0);
        column.setMaxWidth(width == 0 ? 0 : Integer.MAX_VALUE); // hidden stays hidden whatever the table resizes
        column.setPreferredWidth(width);
        column.setWidth(width);
    }

    private static Component heading(JTable table, int column) {
        TableColumn c = table.getColumnModel().getColumn(column);
        TableCellRenderer r = c.getHeaderRenderer() != null ? c.getHeaderRenderer() : table.getTableHeader().getDefaultRenderer();
        return r.getTableCellRendererComponent(table, c.getHeaderValue(), false, false, -1, column);
    }

    private static Component cell(JTable table, int row, int column) {
        return table.prepareRenderer(table.getCellRenderer(row, column), row, column);
    }
}
