package tutor.ui.widgets;

import java.awt.Dimension;
import java.awt.LayoutManager;
import java.awt.Rectangle;
import javax.swing.JPanel;
import javax.swing.Scrollable;

/**
 * A panel that takes the width of the scroll pane it sits in and scrolls only up and down, so that long lines
 * wrap instead of running off to the side (the narrow columns of a 1024x768 projector need it).
 */
public class WidthFittedPanel extends JPanel implements Scrollable {
    private static final long serialVersionUID = 1L;
    private static final int LINE = 16;

    public WidthFittedPanel() {
    }

    public WidthFittedPanel(LayoutManager layout) {
        super(layout);
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle r, int orientation, int direction) {
        return LINE;
    }

    /** A page less one line, so that the line read last stays in sight. */
    @Override
    public int getScrollableBlockIncrement(Rectangle r, int orientation, int direction) {
        return Math.max(LINE, r.height - LINE);
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return false;
    }
}
