package tutor.ui.widgets;

import java.awt.Component;
import javax.swing.JTable;
import javax.swing.table.TableCellRenderer;

/**
 * A table's headings on two lines, broken at the space nearest their middle ("Loyers / payés", "Банкрот- / ства" is
 * never made: a one-word heading stays whole), so that a table of sums fits a narrow column without scrolling
 * sideways or cutting a heading. The look is the table header's own renderer's.
 */
public final class TwoLineHeadings implements TableCellRenderer {

    private final JTable table;

    private TwoLineHeadings(JTable table) {
        this.table = table;
    }

    /** Gives every column of {@code table} (as its model now has them) two-line headings. */
    public static void install(JTable table) {
        TwoLineHeadings renderer = new TwoLineHeadings(table);
        for (int c = 0; c < table.getColumnCount(); c++) {
            table.getColumnModel().getColumn(c).setHeaderRenderer(renderer);
        }
    }

    @Override
    public Component getTableCellRendererComponent(JTable t, Object value, boolean selected, boolean focused, int row, int column) {
        TableCellRenderer own = table.getTableHeader().getDefaultRenderer();
        return own.getTableCellRendererComponent(t, value instanceof String s ? twoLines(s) : value, selected, focused, row, column);
    }

    /** The heading as HTML on two lines broken at the space nearest its middle; a heading without a space as it is. */
    static String twoLines(String heading) {
        int best = middleSpace(heading);
        if (best < 0) {
            return heading;
        }
        return "<html><div style='text-align:center'>" + escaped(heading.substring(0, best)) + "<br>" + escaped(heading.substring(best + 1))
                + "</div></html>";
    }

    /** The index of the space nearest the middle of {@code heading}, where it breaks onto two lines; -1 without a space. */
    public static int middleSpace(String heading) {
        int best = -1;
        for (int i = heading.indexOf(' '); i >= 0; i = heading.indexOf(' ', i + 1)) {
            if (best < 0 || Math.abs(heading.length() - 2 * i) < Math.abs(heading.length() - 2 * best)) {
                best = i;
            }
        }
        return best;
    }

    /**
     * Whether a table fits its viewport with every column at its least width: then it takes the viewport's width (its
     * names' column wraps); narrower still, it scrolls sideways. For {@code getScrollableTracksViewportWidth}.
     */
    public static boolean leastWidthsFit(JTable t) {
        int least = 0;
        for (int c = 0; c < t.getColumnCount(); c++) {
            least += t.getColumnModel().getColumn(c).getMinWidth();
        }
        return t.getParent() == null || least <= t.getParent().getWidth();
    }

    private static String escaped(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
