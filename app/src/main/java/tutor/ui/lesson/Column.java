package tutor.ui.lesson;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import java.awt.Rectangle;
import javax.swing.JPanel;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;
import tutor.ui.widgets.WrappingLabel;

/**
 * A column of the lesson's parts, each as wide as the column and as tall as its words need at that
 * width (Markdown, wrapped labels and choices are asked their height for the width), one under the
 * other; in a scroll pane it follows the pane's width and scrolls down, never sideways.
 */
final class Column extends JPanel implements Scrollable {

    private static final long serialVersionUID = 1L;

    /** A part whose height depends on its width. */
    interface Wraps {
        int heightAt(int width);
    }

    Column(String name, int gap) {
        setName(name);
        setLayout(new Stack(gap));
    }

    static int heightAt(Component c, int width) {
        if (c instanceof Wraps w) {
            return w.heightAt(width);
        }
        if (c instanceof MarkdownPane m) {
            return m.heightAt(width);
        }
        if (c instanceof WrappingLabel l) {
            l.wrapAt(width);
            return l.heightAt(width);
        }
        if (c instanceof tutor.ui.situation.ChoiceButton b) {
            b.wrapTo(width);
            return b.getPreferredSize().height;
        }
        if (c instanceof Container k && k.getLayout() instanceof Stack s) {
            return s.height(k, width);
        }
        return c.getPreferredSize().height;
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return Math.max(12, getFont().getSize() * 2);
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return orientation == SwingConstants.VERTICAL ? Math.max(20, visible.height - 40) : visible.width;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return getParent() != null && getParent().getHeight() > getPreferredSize().height;
    }

    /** Lays out visible children top to bottom, full width, each at its height for that width. */
    static final class Stack implements LayoutManager {
        private final int gap;

        Stack(int gap) {
            this.gap = gap;
        }

        int height(Container parent, int width) {
            Insets in = parent.getInsets();
            int inner = width - in.left - in.right;
            int h = in.top + in.bottom;
            boolean first = true;
            for (Component c : parent.getComponents()) {
                if (!c.isVisible()) {
                    continue;
                }
                h += (first ? 0 : gap) + heightAt(c, inner);
                first = false;
            }
            return h;
        }

        @Override
        public void layoutContainer(Container parent) {
            Insets in = parent.getInsets();
            int inner = parent.getWidth() - in.left - in.right;
            int y = in.top;
            for (Component c : parent.getComponents()) {
                if (!c.isVisible()) {
                    continue;
                }
                int h = heightAt(c, inner);
                c.setBounds(in.left, y, inner, h);
                y += h + gap;
            }
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            int w = parent.getWidth() > 0 ? parent.getWidth() : 320;
            return new Dimension(w, height(parent, w));
        }

        @Override
        public Dimension minimumLayoutSize(Container parent) {
            return new Dimension(0, 0);
        }

        @Override
        public void addLayoutComponent(String name, Component comp) {
        }

        @Override
        public void removeLayoutComponent(Component comp) {
        }
    }
}
