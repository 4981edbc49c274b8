package tutor.ui.widgets;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Insets;

/**
 * A flow layout that reports the height its wrapped rows need, so buttons move to a second row
 * when the window is narrow (or the projector theme makes them large) instead of being cut off.
 */
public final class WrapLayout extends FlowLayout {

    private static final long serialVersionUID = 1L;

    /** The width the last preferred height was worked out for. */
    private int measuredAt = -1;

    public WrapLayout(int hgap, int vgap) {
        super(FlowLayout.LEADING, hgap, vgap);
    }

    /**
     * Lays out; when the width given is not the one the height was asked for (the window was
     * resized), asks for one more layout, after this one, so the height follows the new rows.
     */
    @Override
    public void layoutContainer(Container target) {
        super.layoutContainer(target);
        if (target.getWidth() > 0 && target.getWidth() != measuredAt) {
            measuredAt = target.getWidth();
            javax.swing.SwingUtilities.invokeLater(() -> {
                target.invalidate();
                target.validate();
                if (target.getParent() != null) {
                    ((javax.swing.JComponent) target).revalidate();
                }
            });
        }
    }

    @Override
    public Dimension preferredLayoutSize(Container target) {
        return size(target, true);
    }

    @Override
    public Dimension minimumLayoutSize(Container target) {
        Dimension d = size(target, false);
        d.width -= getHgap() + 1;
        return d;
    }

    /** The size the target needs when it is {@code width} wide: for a layout that must know before it lays out. */
    public Dimension sizeAt(Container target, int width) {
        return size(target, true, width);
    }

    /**
     * The same for components whose size depends on the room a row gives them ({@code sizeOf} is told that room): a
     * button whose words wrap when the row is narrower than they are.
     */
    public Dimension sizeAt(Container target, int width, java.util.function.BiFunction<Component, Integer, Dimension> sizeOf) {
        return size(target, width, sizeOf);
    }

    private Dimension size(Container target, boolean preferred) {
        int width = target.getSize().width;
        measuredAt = width;
        Container c = target;
        while (width == 0 && c.getParent() != null) {
            c = c.getParent();
            width = c.getSize().width;
        }
        return size(target, preferred, width == 0 ? Integer.MAX_VALUE : width);
    }

    private Dimension size(Container target, boolean preferred, int width) {
        return size(target, width, (m, room) -> preferred ? m.getPreferredSize() : m.getMinimumSize());
    }

    private Dimension size(Container target, int width, java.util.function.BiFunction<Component, Integer, Dimension> sizeOf) {
        synchronized (target.getTreeLock()) {
            Insets in = target.getInsets();
            int max = width - in.left - in.right - getHgap() * 2;
            int rowWidth = 0;
            int rowHeight = 0;
            int w = 0;
            int h = 0;
            for (Component m : target.getComponents()) {
                if (!m.isVisible()) {
                    continue;
                }
                Dimension d = sizeOf.apply(m, max);
                if (rowWidth + d.width > max && rowWidth > 0) {
                    w = Math.max(w, rowWidth);
                    h += rowHeight + getVgap();
                    rowWidth = 0;
                    rowHeight = 0;
                }
                rowWidth += d.width + getHgap();
                rowHeight = Math.max(rowHeight, d.height);
            }
            w = Math.max(w, rowWidth);
            h += rowHeight;
            return new Dimension(w + in.left + in.right + getHgap() * 2, h + in.top + in.bottom + getVgap() * 2);
        }
    }
}
