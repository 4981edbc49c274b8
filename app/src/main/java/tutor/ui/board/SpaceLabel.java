package tutor.ui.board;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.util.List;

/**
 * A space's words as laid out ({@link BoardLabels}): the font the name fits in, the lines, and the font of its sum (the
 * last line), or null; with the measures both the fitting and the painting take of them.
 */
record SpaceLabel(Font font, List<String> lines, Font sum) {

    Font fontOf(int line) {
        return sum != null && line == lines.size() - 1 ? sum : font;
    }

    /** The height the lines take: each line's ascent and half its descent (the lines' spacing). */
    double height(Graphics2D g) {
        double h = 0;
        for (int i = 0; i < lines.size(); i++) {
            Metrics m = metrics(g, fontOf(i));
            h += m.getAscent() + m.getDescent() * 0.5;
        }
        return h;
    }

    /** The height of the block of lines, from its first line's top to its last line's foot. */
    double block(Graphics2D g) {
        return height(g) + metrics(g, fontOf(lines.size() - 1)).getDescent() * 0.5;
    }

    /** The widest of the lines, each in its own font. */
    int widest(Graphics2D g) {
        int w = 0;
        for (int i = 0; i < lines.size(); i++) {
            w = Math.max(w, g.getFontMetrics(fontOf(i)).stringWidth(lines.get(i)));
        }
        return w;
    }

    /**
     * A font's ascent and descent as the face has them, not rounded up to whole pixels as FontMetrics rounds them (at
     * 8 px that added a pixel a line, and four lines no longer fitted a 35-px space), with its widths.
     */
    record Metrics(float ascent, float descent, FontMetrics widths) {
        float getAscent() {
            return ascent;
        }

        float getDescent() {
            return descent;
        }

        int stringWidth(String s) {
            return widths.stringWidth(s);
        }
    }

    static Metrics metrics(Graphics2D g, Font f) {
        java.awt.font.LineMetrics lm = f.getLineMetrics("Xgй", g.getFontRenderContext());
        return new Metrics(lm.getAscent(), lm.getDescent(), g.getFontMetrics(f));
    }
}
