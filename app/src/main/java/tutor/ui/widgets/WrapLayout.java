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

    public WrapLayout(int hgap, int vgap) {
        super(FlowLayout.LEADING, hgap, vgap);
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

    private Dimension size(Container target, boolean preferred) {
        synchronized (target.getTreeLock()) {
            int width = target.getSize().width;
            Container c = target;
            while (width == 0 && c.getParent() != null) {
                c = c.getParent();
                width = c.getSize().width;
            }
            if (width == 0) {
                width = Integer.MAX_VALUE;
            }
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
                Dimension d = preferred ? m.getPreferredSize() : m.getMinimumSize();
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
