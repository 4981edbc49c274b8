package tutor.ui.widgets;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import javax.swing.JTable;
import javax.swing.table.TableCellRenderer;
import javax.swing.table.TableColumn;

/**
 * A table's columns as wide as what they show: the heading and every cell, measured with the renderers the table
 * draws them with, every row of the model (so a number keeps its last digit in any language and theme, the projector's larger type included).
 */
public final class ColumnWidths {

    private ColumnWidths() {
    }

    /**
     * Sets each column's preferred width to its widest heading or cell; {@code caps} (in unscaled pixels, 0 for none)
     * keep a long-named column from taking the whole table, its cells then shortened with "…" as a label does.
     */
    public static void fit(JTable table, int... caps) {
        int gap = UIScale.scale(10);
        for (int c = 0; c < table.getColumnCount(); c++) {
            TableColumn column = table.getColumnModel().getColumn(c);
            TableCellRenderer head = column.getHeaderRenderer() != null ? column.getHeaderRenderer()
                    : table.getTableHeader() == null ? null : table.getTableHeader().getDefaultRenderer();
            int width = 0;
            if (head != null) {
                Component h = head.getTableCellRendererComponent(table, column.getHeaderValue(), false, false, -1, c);
                width = h.getPreferredSize().width;
            }
            int cells = 0;
            // Every row of the model, shown or filtered out, so a column does not shrink or cut when the filter changes.
            int m = table.convertColumnIndexToModel(c);
            TableCellRenderer renderer = table.getCellRenderer(0, c);
            for (int r = 0; r < table.getModel().getRowCount(); r++) {
                // Measured as its own row draws it (a bold total row is wider than the rows above it).
                int v = table.getRowSorter() == null ? r : table.convertRowIndexToView(r);
                Component cell = renderer.getTableCellRendererComponent(table, table.getModel().getValueAt(r, m), false, false, Math.max(v, 0), c);
                cells = Math.max(cells, cell.getPreferredSize().width);
            }
            if (c < caps.length && caps[c] > 0) {
                cells = Math.min(cells, UIScale.scale(caps[c]));
            }
            column.setPreferredWidth(Math.max(width, cells) + gap);
        }
    }
}
