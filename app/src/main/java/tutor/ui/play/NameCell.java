package tutor.ui.play;

import java.awt.Component;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.table.TableCellRenderer;

/** A player's name in the summary's table, wrapped at word breaks over as many lines as the column needs. */
final class NameCell extends JTextArea implements TableCellRenderer {

    private static final long serialVersionUID = 1L;

    NameCell() {
        setLineWrap(true);
        setWrapStyleWord(true);
        setOpaque(true);
        setBorder(javax.swing.BorderFactory.createEmptyBorder(0, 2, 0, 2));
    }

    @Override
    public Component getTableCellRendererComponent(JTable table, Object value, boolean selected, boolean focused, int row, int column) {
        setText(value == null ? "" : value.toString());
        setFont(table.getFont());
        setForeground(table.getForeground());
        setBackground(table.getBackground());
        setSize(table.getColumnModel().getColumn(column).getWidth(), Short.MAX_VALUE);
        return this;
    }

    /** The height {@code value} needs wrapped at {@code width} in the table's type. */
    int heightAt(JTable table, Object value, int width) {
        setText(value == null ? "" : value.toString());
        setFont(table.getFont());
        setSize(width, Short.MAX_VALUE);
        return getPreferredSize().height;
    }
}
