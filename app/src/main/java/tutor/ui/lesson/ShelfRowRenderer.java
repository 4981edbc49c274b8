package tutor.ui.lesson;

import java.awt.Component;
import java.awt.Font;
import java.util.function.Supplier;
import javax.swing.JTree;
import javax.swing.UIManager;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.DefaultTreeCellRenderer;
import tutor.lesson.Shelf;

/**
 * The shelf's rows: the tracks and levels in bold, the lessons with their stars; a lesson whose prerequisites are not
 * done is greyed, and says so in its tooltip. A long title wraps to the width the tree has. Apart from
 * {@link ShelfPanel} for the care its wrapped rows need (below).
 */
final class ShelfRowRenderer extends DefaultTreeCellRenderer {

    private static final long serialVersionUID = 1L;
    private final transient Supplier<ShelfContents> shown;
    /** The width a wrapped title is laid out at, 0 when it is one line. */
    private int wrapWidth;

    /** @param shown what the shelf shows now: the learner and the words the rows are drawn for */
    ShelfRowRenderer(Supplier<ShelfContents> shown) {
        this.shown = shown;
    }

    /**
     * The label throws its HTML text view away and makes a new, unsized one whenever its colour, its font or its
     * screen changes, and the tree's paint makes all three happen after the row was measured: FlatLaf recolours
     * the selected row of a tree without focus, and the tree puts the renderer back in its CellRendererPane at
     * each paint (a new graphics configuration, which the label takes for a new scale). An unsized view is laid
     * out as one line centred in the row, so a wrapped title's next line falls out of the row's bottom; a
     * repaint of part of the list (a row chosen, a tooltip gone) drew such rows over the whole picture of
     * before, each title twice (the teacher's walk, crops 24, 54, 102). So the view is sized as it is painted.
     */
    @Override
    public void paint(java.awt.Graphics g) {
        fitView();
        super.paint(g);
    }

    /** Also at once when recoloured or given a font, for whoever lays the label out before painting it. */
    @Override
    public void setForeground(java.awt.Color fg) {
        super.setForeground(fg);
        fitView();
    }

    @Override
    public void setFont(Font font) {
        super.setFont(font);
        fitView();
    }

    private void fitView() {
        if (wrapWidth > 0 && getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey) instanceof javax.swing.text.View v) {
            v.setSize(wrapWidth, 0);
        }
    }

    @Override
    public Component getTreeCellRendererComponent(JTree t, Object value, boolean sel, boolean expanded, boolean leaf, int row,
                                                  boolean focus) {
        ShelfContents c = shown.get();
        DefaultMutableTreeNode node = (DefaultMutableTreeNode) value;
        Object o = node.getUserObject();
        String label = o instanceof Shelf.Entry e ? entryText(c, e) : String.valueOf(o);
        // A long title wraps to the width the tree has, so it is read whole without scrolling sideways.
        int indent = (node.getLevel() + 1) * levelIndent();
        int room = Math.max(80, (t.getParent() == null ? t.getWidth() : t.getParent().getWidth()) - indent - 12);
        boolean wrap = getFontMetrics(t.getFont()).stringWidth(label) > room;
        String html = "<html>" + label.replace("&", "&amp;").replace("<", "&lt;") + "</html>";
        super.getTreeCellRendererComponent(t, wrap ? html : label, sel, expanded, leaf, row, focus);
        setIcon(null);
        setPreferredSize(null);
        // Font and colour before the height is measured: changing either on an HTML label makes a new text
        // view, unsized, which would measure one line (a learner chosen greys the lessons not yet open to them).
        setFont(o instanceof Shelf.Entry ? t.getFont() : t.getFont().deriveFont(Font.BOLD));
        if (o instanceof Shelf.Entry e) {
            setToolTipText(e.ready() || c.who() == null ? c.words().get("lesson.minutes", e.lesson().minutes())
                    : c.words().get("lesson.takeFirst", c.quotedList(c.missingTitles(e.lesson()))));
            if (!e.ready() && c.who() != null && !sel) {
                setForeground(UIManager.getColor("Label.disabledForeground"));
            }
        } else {
            setToolTipText(null);
        }
        // The HTML view laid out at the width there is (a CSS width in px is not the screen's pixels in Swing).
        wrapWidth = wrap ? room : 0;
        if (wrap && getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey) instanceof javax.swing.text.View v) {
            v.setSize(room, 0);
            int h = (int) Math.ceil(v.getPreferredSpan(javax.swing.text.View.Y_AXIS));
            java.awt.Insets in = getInsets();
            setPreferredSize(new java.awt.Dimension(room + in.left + in.right, h + in.top + in.bottom));
        }
        return this;
    }

    private static String entryText(ShelfContents c, Shelf.Entry e) {
        return Stars.of(e.stars()) + " " + c.words().about(e.lesson()).text(e.lesson().title());
    }

    /** The tree's indent per level, from the look and feel. */
    private static int levelIndent() {
        Object l = UIManager.get("Tree.leftChildIndent");
        Object r = UIManager.get("Tree.rightChildIndent");
        return (l instanceof Integer a ? a : 7) + (r instanceof Integer b ? b : 11);
    }
}
