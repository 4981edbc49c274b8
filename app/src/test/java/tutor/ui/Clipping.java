package tutor.ui;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;

/**
 * Finds the words a window cuts off: every button and label showing outside a scrolling area must be as
 * large as its text needs, lie inside the window, and not be cut by the panel it stands in. (Inside a
 * scrolling area a text may scroll; that is what the area is for.) Call on the event thread.
 */
public final class Clipping {

    private Clipping() {
    }

    /** Each cut-off button or label under {@code top}, as "where: name "text" is WxH, needs WxH". */
    public static List<String> of(Component top, Component window, String where) {
        List<String> out = new ArrayList<>();
        Rectangle inside = new Rectangle(0, 0, window.getWidth(), window.getHeight());
        ComponentWalk.visit(top, c -> {
            if (!(c instanceof AbstractButton || c instanceof JLabel) || !c.isShowing() || scrolls(c)) {
                return;
            }
            String text = c instanceof AbstractButton b ? b.getText() : ((JLabel) c).getText();
            if (text == null || text.isBlank()) {
                return;
            }
            Dimension pref = c.getPreferredSize();
            if (c instanceof JComponent j && j.getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey) instanceof javax.swing.text.View html) {
                // HTML words wrap: at the width the label has, they need the height they take there.
                float height = heightAt(html, c.getWidth() - j.getInsets().left - j.getInsets().right);
                pref = new Dimension(c.getWidth(), (int) Math.ceil(height) + j.getInsets().top + j.getInsets().bottom);
            }
            Rectangle r = SwingUtilities.convertRectangle(c.getParent(), c.getBounds(), window);
            String name = ComponentWalk.where(c) + " \"" + text + "\"";
            if (c.getWidth() < pref.width - 1 || c.getHeight() < pref.height - 1) {
                out.add(where + ": " + name + " is " + c.getWidth() + "x" + c.getHeight() + ", needs " + pref.width + "x" + pref.height);
            } else if (!inside.contains(r)) {
                out.add(where + ": " + name + " at " + r + " is outside the window");
            } else if (c instanceof JComponent j && (j.getVisibleRect().width < c.getWidth() - 1
                    || j.getVisibleRect().height < c.getHeight() - 1)) {
                out.add(where + ": " + name + " is cut off by its panel: " + j.getVisibleRect().getSize() + " of " + c.getSize() + " shows" + chain(c));
            }
        });
        return out;
    }

    private static float heightAt(javax.swing.text.View html, int width) {
        float was = html.getPreferredSpan(javax.swing.text.View.X_AXIS);
        html.setSize(Math.max(1, width), 0);
        float height = html.getPreferredSpan(javax.swing.text.View.Y_AXIS);
        html.setSize(was, 0);
        return height;
    }

    static String chain(Component c) {
        StringBuilder b = new StringBuilder();
        for (Component p = c; p != null; p = p.getParent()) {
            b.append(" < ").append(p.getClass().getSimpleName()).append(p.getBounds());
        }
        return b.toString();
    }

    private static boolean scrolls(Component c) {
        for (Component p = c.getParent(); p != null; p = p.getParent()) {
            if (p instanceof JViewport) {
                return true;
            }
        }
        return false;
    }
}
