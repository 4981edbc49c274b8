package tutor.ui.lesson;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;

/**
 * Buttons side by side from the left, moving to another row where the width runs out (a play step's "Next move"
 * and "Play to the end" in Russian on a projector), with the height worked out for any width before layout.
 */
final class ButtonRows extends HeightForWidthLayout {

    private int gap() {
        return UIScale.scale(6);
    }

    /** The height the buttons need at {@code width}: as many rows as they wrap to. */
    @Override
    int heightAt(Container parent, int width) {
        return flow(parent, width, false);
    }

    @Override
    public void layoutContainer(Container parent) {
        flow(parent, parent.getWidth(), true);
    }

    /** Goes through the buttons in rows at {@code width}, placing them when {@code place}; the height they take. */
    private int flow(Container parent, int width, boolean place) {
        int x = 0;
        int y = 0;
        int row = 0;
        for (Component c : parent.getComponents()) {
            if (!c.isVisible()) {
                continue;
            }
            Dimension d = c.getPreferredSize();
            if (x > 0 && x + d.width > width) {
                y += row + gap();
                x = 0;
                row = 0;
            }
            if (place) {
                c.setBounds(x, y, Math.min(d.width, width), d.height);
            }
            x += d.width + gap();
            row = Math.max(row, d.height);
        }
        return y + row;
    }

    /** Unsized, no width of its own, and the height of one row of all the buttons. */
    @Override
    Dimension unsized(Container parent) {
        return new Dimension(0, heightAt(parent, Integer.MAX_VALUE));
    }
}
