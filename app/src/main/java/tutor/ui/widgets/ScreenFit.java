package tutor.ui.widgets;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsEnvironment;
import java.awt.Insets;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;

/**
 * Sizes a window or dialog to the screen it opens on. A teacher's projector is often 1024x768, and a window
 * sized for a laptop would open with its title bar or its buttons off the screen. One place decides this, so
 * every window and dialog behaves the same way.
 */
public final class ScreenFit {

    private ScreenFit() {
    }

    /** The part of the screen a window may use (taskbars and panels left out) where {@code near} is shown. */
    public static Rectangle usable(Component near) {
        GraphicsConfiguration gc = near == null ? null : near.getGraphicsConfiguration();
        if (gc == null) {
            if (GraphicsEnvironment.isHeadless()) {
                return new Rectangle(0, 0, 1024, 768);
            }
            return GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
        }
        Rectangle bounds = gc.getBounds();
        Insets insets = Toolkit.getDefaultToolkit().getScreenInsets(gc);
        return new Rectangle(bounds.x + insets.left, bounds.y + insets.top,
                bounds.width - insets.left - insets.right, bounds.height - insets.top - insets.bottom);
    }

    /**
     * Gives the window the size it asks for ({@code preferred}) or less, never more than the usable screen, and
     * places it wholly on that screen, centred on {@code owner} when there is one.
     */
    public static void apply(Window window, Dimension preferred, Component owner) {
        Rectangle screen = usable(owner != null ? owner : window);
        int width = Math.min(preferred.width, screen.width);
        int height = Math.min(preferred.height, screen.height);
        window.setSize(width, height);
        Dimension min = window.getMinimumSize();
        if (min.width > screen.width || min.height > screen.height) {
            window.setMinimumSize(new Dimension(Math.min(min.width, screen.width), Math.min(min.height, screen.height)));
        }
        Point at;
        if (owner != null && owner.isShowing()) {
            Point o = owner.getLocationOnScreen();
            at = new Point(o.x + (owner.getWidth() - width) / 2, o.y + (owner.getHeight() - height) / 2);
        } else {
            at = new Point(screen.x + (screen.width - width) / 2, screen.y + (screen.height - height) / 2);
        }
        window.setLocation(inside(at, width, height, screen));
    }

    /** Packs the window to its preferred size, then fits it as {@link #apply} does. */
    public static void pack(Window window, Component owner) {
        window.pack();
        apply(window, window.getSize(), owner);
    }

    private static Point inside(Point at, int width, int height, Rectangle screen) {
        int x = Math.max(screen.x, Math.min(at.x, screen.x + screen.width - width));
        int y = Math.max(screen.y, Math.min(at.y, screen.y + screen.height - height));
        return new Point(x, y);
    }
}
