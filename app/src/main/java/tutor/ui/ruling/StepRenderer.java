package tutor.ui.ruling;

import java.awt.Component;
import java.awt.Dimension;
import javax.swing.JTextArea;
import javax.swing.JTree;
import javax.swing.UIManager;
import javax.swing.plaf.basic.BasicTreeUI;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.TreeCellRenderer;

/**
 * A row of the ruling's tree of steps: the step's title (and its sum), wrapped at word boundaries to the room the
 * row has right of its indent. A class reads the whole step ("Remporter les enchères : offre gagnante…" was cut
 * at the right on the French projector), never half of it with the rest past the edge, as the timeline's rows do.
 */
final class StepRenderer extends JTextArea implements TreeCellRenderer {

    private static final long serialVersionUID = 1L;

    StepRenderer() {
        setLineWrap(true);
        setWrapStyleWord(true);
        setEditable(false);
        setOpaque(false);
    }

    @Override
    public Component getTreeCellRendererComponent(JTree tree, Object value, boolean selected, boolean expanded, boolean leaf,
                                                  int row, boolean focus) {
        setText(String.valueOf(value));
        setFont(tree.getFont());
        setForeground(selected ? UIManager.getColor("Tree.selectionForeground") : tree.getForeground());
        // Where the tree paints no selection across the row, the row paints its own.
        boolean paintsOwn = selected && !UIManager.getBoolean("Tree.wideSelection");
        setOpaque(paintsOwn);
        setBackground(paintsOwn ? UIManager.getColor("Tree.selectionBackground") : tree.getBackground());
        setComponentOrientation(tree.getComponentOrientation());
        int width = room(tree, value);
        setSize(width > 0 ? width : Short.MAX_VALUE, Short.MAX_VALUE);
        return this;
    }

    /** The width a row has right of its indent, in a tree as wide as its column; 0 before the tree is laid out. */
    static int room(JTree tree, Object value) {
        int width = tree.getWidth() - tree.getInsets().left - tree.getInsets().right;
        if (width <= 0) {
            return 0;
        }
        int level = value instanceof DefaultMutableTreeNode n ? n.getLevel() : 1;
        // The root is hidden and its children carry handles: a row of level L starts L indents in (BasicTreeUI.getRowX).
        int indent = tree.getUI() instanceof BasicTreeUI ui ? ui.getLeftChildIndent() + ui.getRightChildIndent() : 20;
        int depth = level - (tree.isRootVisible() ? 0 : 1) + (tree.getShowsRootHandles() ? 1 : 0);
        return Math.max(40, width - indent * depth - 2);
    }

    @Override
    public Dimension getPreferredSize() {
        // Never wider than the room it is drawn in: the words wrap instead.
        Dimension d = super.getPreferredSize();
        return getWidth() > 0 && getWidth() < Short.MAX_VALUE ? new Dimension(getWidth(), d.height) : d;
    }
}
