package tutor.ui.widgets;

import java.awt.Graphics;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JTree;
import javax.swing.text.BadLocationException;
import javax.swing.text.JTextComponent;

/**
 * A scrolling box shows whole lines only: the line its bottom edge cuts through is painted over with the background,
 * so the class never reads half a line ("Turn 1. Ann to act: the auction of / Electric Company" cut through its
 * letters, the teacher's item 5) and the scroll bar says there is more. A view calls {@link #cover} at the end of
 * its own paint; a line taller than the whole box is left as it is (better half a line than none).
 */
public final class WholeLines {

    private WholeLines() {
    }

    /** A text pane that shows whole lines only. */
    public static class Pane extends javax.swing.JTextPane {

        private static final long serialVersionUID = 1L;

        @Override
        protected void paintComponent(Graphics g) {
            super.paintComponent(g);
            cover(this, g);
        }
    }

    /** Paints over the line cut by the bottom of what {@code view} shows of itself, if any. */
    public static void cover(JComponent view, Graphics g) {
        Rectangle seen = view.getVisibleRect();
        int cut = cutAt(view, seen);
        if (cut < 0) {
            return;
        }
        g.setColor(view.getBackground());
        g.fillRect(seen.x, cut, seen.width, seen.y + seen.height - cut);
    }

    /** Where the cut line starts (the top of the line the box's bottom runs through), or -1 where none is cut. */
    public static int cutAt(JComponent view, Rectangle seen) {
        if (seen.height <= 0 || seen.y + seen.height >= view.getHeight()) {
            return -1; // the view's end is in sight: its last line is whole
        }
        int bottom = seen.y + seen.height;
        Rectangle line = lineAt(view, new Point(seen.x + view.getInsets().left, bottom - 1));
        if (line == null || line.y + line.height <= bottom) {
            return -1;
        }
        if (!(view instanceof JTextComponent)) {
            // A list's or a tree's row may wrap to several lines: cut after its last whole line in sight.
            int each = view.getFontMetrics(view.getFont()).getHeight();
            int whole = each <= 0 ? 0 : (bottom - line.y) / each;
            if (whole > 0 && line.y + whole * each > seen.y) {
                return line.y + whole * each;
            }
        }
        return line.y <= seen.y ? -1 : line.y;
    }

    private static Rectangle lineAt(JComponent view, Point at) {
        if (view instanceof JTextComponent text) {
            try {
                int pos = text.viewToModel2D(at);
                Rectangle2D r = pos < 0 ? null : text.modelToView2D(pos);
                return r == null ? null : r.getBounds();
            } catch (BadLocationException e) {
                return null;
            }
        }
        if (view instanceof JTree tree) {
            int row = tree.getClosestRowForLocation(at.x, at.y);
            return row < 0 ? null : tree.getRowBounds(row);
        }
        if (view instanceof JList<?> list) {
            int row = list.locationToIndex(at);
            return row < 0 ? null : list.getCellBounds(row, row);
        }
        return null;
    }
}
