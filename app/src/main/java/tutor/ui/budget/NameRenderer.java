package tutor.ui.budget;

/**
 * A name (a deed's, a group's, a strategy's) wrapped at word boundaries where its column is narrower than the name;
 * the Returns table's and the simulation's records' first columns.
 */
final class NameRenderer extends javax.swing.JTextArea implements javax.swing.table.TableCellRenderer {
    private static final long serialVersionUID = 1L;

    NameRenderer() {
        setLineWrap(true);
        setWrapStyleWord(true);
        setOpaque(true);
        setBorder(javax.swing.BorderFactory.createEmptyBorder(0, 4, 0, 4));
    }

    @Override
    public java.awt.Component getTableCellRendererComponent(javax.swing.JTable table, Object value, boolean selected, boolean focus, int row, int column) {
        setFont(table.getFont());
        setForeground(selected ? table.getSelectionForeground() : table.getForeground());
        setBackground(selected ? table.getSelectionBackground() : table.getBackground());
        setText(value == null ? "" : value.toString());
        int width = table.getColumnModel().getColumn(column).getWidth();
        setBorder(javax.swing.BorderFactory.createEmptyBorder(0, 4, 0, 4));
        setSize(width, Short.MAX_VALUE);
        // On the same line as the row's numbers, which their labels centre: a name of one line in a taller row too.
        int spare = Math.max(0, table.getRowHeight(row) - getPreferredSize().height);
        setBorder(javax.swing.BorderFactory.createEmptyBorder(spare / 2, 4, spare - spare / 2, 4));
        return this;
    }

    /** How tall a name is when wrapped in {@code width} pixels. */
    int heightFor(javax.swing.JTable table, Object value, int width) {
        setBorder(javax.swing.BorderFactory.createEmptyBorder(0, 4, 0, 4));
        setFont(table.getFont());
        setText(value == null ? "" : value.toString());
        setSize(width, Short.MAX_VALUE);
        return getPreferredSize().height;
    }

    /**
     * The narrowest width (insets included) in which every value of a model's column fits on at most two lines,
     * each broken at the space that leaves the shorter longer line.
     */
    int twoLineWidth(javax.swing.JTable table, javax.swing.table.TableModel values, int column) {
        java.awt.FontMetrics metrics = table.getFontMetrics(table.getFont());
        int widest = 0;
        for (int r = 0; r < values.getRowCount(); r++) {
            String text = String.valueOf(values.getValueAt(r, column));
            int best = metrics.stringWidth(text);
            for (int i = text.indexOf(' '); i >= 0; i = text.indexOf(' ', i + 1)) {
                best = Math.min(best, Math.max(metrics.stringWidth(text.substring(0, i)), metrics.stringWidth(text.substring(i + 1))));
            }
            widest = Math.max(widest, best);
        }
        // A pixel to spare, so the wrapping's own measure never breaks a line a second time.
        return widest + getInsets().left + getInsets().right + 2;
    }

    /** The widest single word of every name, so that no word is ever cut. */
    int longestWord(javax.swing.JTable table, javax.swing.table.TableModel names) {
        java.awt.FontMetrics metrics = table.getFontMetrics(table.getFont());
        int widest = 0;
        for (int r = 0; r < names.getRowCount(); r++) {
            for (String word : String.valueOf(names.getValueAt(r, 0)).split(" ")) {
                widest = Math.max(widest, metrics.stringWidth(word));
            }
        }
        return widest + getInsets().left + getInsets().right;
    }
}
