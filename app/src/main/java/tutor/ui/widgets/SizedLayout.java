package tutor.ui.widgets;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.LayoutManager;

/**
 * A layout that places its children itself and asks for a fixed room, scaled with the theme: a column whose parts
 * share the height the window gives it. Subclasses write only {@link #layoutContainer}.
 */
public abstract class SizedLayout implements LayoutManager {
    private static final int LEAST = 200;

    private final int width;
    private final int height;
    private final int leastWidth;
    private final int leastHeight;

    /** {@code width} and {@code height} are the preferred room at scale 1; the least is 200 by 200. */
    protected SizedLayout(int width, int height) {
        this(width, height, LEAST, LEAST);
    }

    /** The preferred and the least room at scale 1. */
    protected SizedLayout(int width, int height, int leastWidth, int leastHeight) {
        this.width = width;
        this.height = height;
        this.leastWidth = leastWidth;
        this.leastHeight = leastHeight;
    }

    /** {@code v} kept between {@code min} and {@code max}. */
    protected static int clamp(int v, int min, int max) {
        return Math.max(min, Math.min(max, v));
    }

    @Override
    public Dimension preferredLayoutSize(Container parent) {
        return new Dimension(UIScale.scale(width), UIScale.scale(height));
    }

    @Override
    public Dimension minimumLayoutSize(Container parent) {
        return new Dimension(UIScale.scale(leastWidth), UIScale.scale(leastHeight));
    }

    @Override
    public void addLayoutComponent(String name, Component comp) {
    }

    @Override
    public void removeLayoutComponent(Component comp) {
    }
}
