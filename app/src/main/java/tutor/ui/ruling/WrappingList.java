package tutor.ui.ruling;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import javax.swing.JList;
import javax.swing.ListModel;

/**
 * A list whose rows wrap to its width (its renderer sizes each row at the list's width): it is as wide as the
 * column it stands in, its rows are measured again when that width changes, and it asks for the height of its
 * last rows, up to the visible row count, so a two-line row is shown whole.
 */
final class WrappingList extends JList<Object> {

    private static final long serialVersionUID = 1L;

    private final RowWidth rowWidth = new RowWidth(() -> {
        remeasure();
        keepSelectionInView();
    });

    WrappingList(ListModel<Object> model) {
        super(model);
        // The list's room changes (the library shown with F9, a theme, the window's size): its rows wrap to new
        // heights and the chosen ruling, left where it was, fell below the rows in sight (the teacher's ruling 4).
        addAncestorListener(new javax.swing.event.AncestorListener() {
            @Override
            public void ancestorAdded(javax.swing.event.AncestorEvent e) {
                hookViewport();
            }

            @Override
            public void ancestorRemoved(javax.swing.event.AncestorEvent e) {
            }

            @Override
            public void ancestorMoved(javax.swing.event.AncestorEvent e) {
            }
        });
    }

    private boolean hooked;

    private void hookViewport() {
        if (!hooked && getParent() instanceof javax.swing.JViewport port) {
            hooked = true;
            port.addComponentListener(new java.awt.event.ComponentAdapter() {
                @Override
                public void componentResized(java.awt.event.ComponentEvent e) {
                    keepSelectionInView();
                }
            });
        }
    }

    /** The chosen row, if any, scrolled whole into view once the new size is laid out. */
    private void keepSelectionInView() {
        int chosen = getSelectedIndex();
        if (chosen >= 0) {
            keepInView(chosen);
        }
    }

    /** Whole rows only: the one the box's bottom cuts is painted over. */
    @Override
    protected void paintComponent(java.awt.Graphics g) {
        super.paintComponent(g);
        tutor.ui.widgets.WholeLines.cover(this, g);
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public void setBounds(int x, int y, int width, int height) {
        super.setBounds(x, y, width, height);
        rowWidth.laidOutAt(width);
    }

    /** Whether the box shows only the first line of the chosen row (the panel is short of room): see {@link #firstLine}. */
    private boolean firstLineOnly;

    void firstLineOnly(boolean on) {
        firstLineOnly = on;
    }

    /** The height of row {@code index}'s first line, with the row's border: what the box shows of it while short. */
    int firstLine(int index) {
        Component row = getCellRenderer().getListCellRendererComponent(this, getModel().getElementAt(index), index, false, false);
        java.awt.Insets in = row instanceof javax.swing.JComponent j ? j.getInsets() : new java.awt.Insets(0, 0, 0, 0);
        return row.getFontMetrics(row.getFont()).getHeight() + in.top + in.bottom;
    }

    /** While only a first line shows, the row is scrolled to its first line, not to whichever part its box covers. */
    @Override
    public void ensureIndexIsVisible(int index) {
        Rectangle cell = firstLineOnly && index >= 0 && index < getModel().getSize() ? getCellBounds(index, index) : null;
        if (cell == null) {
            super.ensureIndexIsVisible(index);
            return;
        }
        cell.height = Math.min(cell.height, firstLine(index));
        scrollRectToVisible(cell);
    }

    /** Has the list's UI measure every row again: new words (another language) wrap to other heights. */
    void remeasure() {
        setFixedCellHeight(1);
        setFixedCellHeight(-1);
    }

    /**
     * Scrolls row {@code index} whole into view now and again once the window has laid out: a new ruling's row is
     * added, measured and given its room by a later layout, and scrolled to before that it stayed below the rows in
     * sight (the newest ruling hidden after six moves on the projector).
     */
    void keepInView(int index) {
        ensureIndexIsVisible(index);
        javax.swing.SwingUtilities.invokeLater(() -> {
            if (index < getModel().getSize() && getTopLevelAncestor() != null) {
                getTopLevelAncestor().validate();
                ensureIndexIsVisible(index);
            }
        });
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        int size = getModel().getSize();
        if (size == 0) {
            return super.getPreferredScrollableViewportSize();
        }
        int first = Math.max(0, size - getVisibleRowCount());
        Rectangle top = getCellBounds(first, first);
        Rectangle bottom = getCellBounds(size - 1, size - 1);
        if (top == null || bottom == null) {
            return super.getPreferredScrollableViewportSize();
        }
        int height = bottom.y + bottom.height - top.y + getInsets().top + getInsets().bottom;
        return new Dimension(0, height);
    }
}
