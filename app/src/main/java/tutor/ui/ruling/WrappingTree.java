package tutor.ui.ruling;

import javax.swing.JTree;
import javax.swing.plaf.basic.BasicTreeUI;
import javax.swing.tree.DefaultMutableTreeNode;

/**
 * A tree whose rows wrap to its width (its {@link StepRenderer} sizes each row at the room right of its indent): it
 * is as wide as the column it stands in, each row is as tall as its lines, and the rows are measured again when
 * the width or the theme changes.
 */
final class WrappingTree extends JTree {

    private static final long serialVersionUID = 1L;

    /** Null while JTree's constructor installs the first UI, before this class's fields are set. */
    private final RowWidth rowWidth = new RowWidth(this::remeasure);

    WrappingTree() {
        super(new DefaultMutableTreeNode(""));
        setCellRenderer(new StepRenderer());
        setRowHeight(0); // each row as tall as its wrapped lines
    }

    @Override
    public void updateUI() {
        super.updateUI();
        setRowHeight(0); // a theme's Tree.rowHeight would make every row one line tall again
        if (rowWidth != null) {
            rowWidth.forget();
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

    /** Whether the box shows only the first line of the step read (the panel is short of room). */
    private boolean firstLineOnly;

    void firstLineOnly(boolean on) {
        firstLineOnly = on;
    }

    /** While only a first line shows, a step is scrolled to its first line, not to whichever part its box covers. */
    @Override
    public void scrollPathToVisible(javax.swing.tree.TreePath path) {
        java.awt.Rectangle row = firstLineOnly && path != null ? getPathBounds(path) : null;
        if (row == null) {
            super.scrollPathToVisible(path);
            return;
        }
        makeVisible(path);
        row.height = Math.min(row.height, getFontMetrics(getFont()).getHeight() + 2);
        scrollRectToVisible(row);
    }

    /** Has the tree's UI measure every row again (setting an indent drops the sizes it keeps). */
    void remeasure() {
        if (getUI() instanceof BasicTreeUI ui) {
            ui.setLeftChildIndent(ui.getLeftChildIndent());
        }
    }
}
