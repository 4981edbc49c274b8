package tutor.ui.widgets;

import java.awt.Font;
import javax.swing.JComponent;
import javax.swing.UIManager;

/**
 * The size of what a class reads: the story, the ruling, the players' cash. A theme says it with its
 * {@code Tutor.reading} key, a factor over its own font (1 in the light and dark themes; larger on a projector,
 * whose chrome stays small so that the board and the ruling get the room). A component made reading-sized stays
 * so through every theme switch.
 */
public final class Reading {

    private static final String KEY = "tutor.reading.font";

    private Reading() {
    }

    /** The theme's reading factor: its Tutor.reading key, 1 when it has none. */
    public static float scale() {
        return factor("Tutor.reading");
    }

    /** A factor a theme sets with a UIManager key ("Tutor.zoom"), 1 when it has none or it is not a number. */
    public static float factor(String key) {
        Object v = UIManager.get(key);
        if (v instanceof Number n) {
            return n.floatValue();
        }
        try {
            return v == null ? 1f : Float.parseFloat(v.toString());
        } catch (NumberFormatException e) {
            return 1f;
        }
    }

    /** Whether the installed theme is dark (charts and pictures pick their colours by it). */
    public static boolean darkTheme() {
        return com.formdev.flatlaf.FlatLaf.isLafDark();
    }

    /** {@code base} at the reading size. */
    public static Font font(Font base) {
        float s = scale();
        return s == 1f || base == null ? base : base.deriveFont(base.getSize2D() * s);
    }

    /**
     * Every component in {@code root} (itself included) at the reading size, once: for a dialog made afresh each time
     * it opens (an amount dialog on a projector is read by the class, not only by the one who types).
     */
    public static void deep(java.awt.Component root) {
        if (root instanceof JComponent j && j.getClientProperty(KEY + ".deep") == null && j.getFont() != null) {
            j.putClientProperty(KEY + ".deep", Boolean.TRUE);
            j.setFont(font(j.getFont()));
        }
        if (root instanceof java.awt.Container c) {
            for (java.awt.Component child : c.getComponents()) {
                deep(child);
            }
        }
    }

    /**
     * Gives {@code c} the look and feel's {@code fontKey} font ("TextPane.font") at the reading size, now and after
     * each theme switch; {@code style} is Font.PLAIN, Font.BOLD...
     */
    public static <T extends JComponent> T apply(T c, String fontKey, int style) {
        c.putClientProperty(KEY, fontKey);
        Runnable set = () -> {
            Font base = UIManager.getFont(fontKey);
            if (base != null) {
                c.setFont(font(base.deriveFont(style)));
            }
        };
        set.run();
        c.addPropertyChangeListener("UI", e -> set.run());
        return c;
    }
}
