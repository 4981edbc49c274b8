package tutor.ui.lesson;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.LayoutManager;

/**
 * A layout whose height follows the width it is given (rows that wrap): as tall as its contents need at the
 * container's width, and, before the container has a width, whatever size the layout says it wants unsized.
 */
abstract class HeightForWidthLayout implements LayoutManager {

    /** The height the contents need at {@code width}. */
    abstract int heightAt(Container parent, int width);

    /** The size asked for before the container has been given a width. */
    abstract Dimension unsized(Container parent);

    @Override
    public Dimension preferredLayoutSize(Container parent) {
        int w = parent.getWidth();
        return w > 0 ? new Dimension(w, heightAt(parent, w)) : unsized(parent);
    }

    @Override
    public Dimension minimumLayoutSize(Container parent) {
        return preferredLayoutSize(parent);
    }

    @Override
    public void addLayoutComponent(String name, Component comp) {
    }

    @Override
    public void removeLayoutComponent(Component comp) {
    }
}
