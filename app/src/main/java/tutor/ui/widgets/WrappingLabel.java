package tutor.ui.widgets;

import com.formdev.flatlaf.ui.FlatUIUtils;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;

/**
 * A label whose words wrap, and whose preferred height is that of the wrapped lines, so a
 * sentence in a narrow column (or in the projector theme) is read in full, never cut off. It
 * wraps to the width it is told ({@link #wrapAt}), else to its parent's; it draws its own lines,
 * so laying it out never changes its text (which would ask for another layout).
 */
public class WrappingLabel extends JLabel {

    private static final long serialVersionUID = 1L;

    private int wrapWidth;
    /** Other words this label may show in turn: its height is that of the longest, so it never grows or shrinks. */
    private List<String> room = List.of();

    public WrappingLabel() {
        setVerticalAlignment(TOP);
    }

    /** The words to show, as plain text. */
    public void setWords(String text) {
        setText(text == null ? "" : text);
    }

    public String words() {
        return getText();
    }

    /** Wraps to this width from now on (the width the layout is about to give), 0 to follow the parent. */
    public void wrapAt(int width) {
        wrapWidth = width;
    }

    private int width() {
        if (wrapWidth > 0) {
            return wrapWidth;
        }
        if (getParent() != null && getParent().getWidth() > 0) {
            Insets p = getParent().getInsets();
            return getParent().getWidth() - p.left - p.right;
        }
        return getWidth() > 0 ? getWidth() : natural();
    }

    /**
     * Keeps the height of the longest of these words too (the texts it will show in turn), so what stands below it
     * stays where it is as the words change; an empty list keeps the height of the words shown.
     */
    public void keepRoomFor(List<String> texts) {
        room = List.copyOf(texts);
    }

    /** The height the words need when the label is {@code width} wide (or the longest of those it keeps room for). */
    public int heightAt(int width) {
        Insets in = getInsets();
        return lineCount(width) * getFontMetrics(getFont()).getHeight() + in.top + in.bottom;
    }

    private int lineCount(int width) {
        int most = lines(getText(), width).size();
        for (String other : room) {
            most = Math.max(most, lines(other, width).size());
        }
        return most;
    }

    @Override
    public Dimension getPreferredSize() {
        List<String> lines = lines(width());
        Insets in = getInsets();
        FontMetrics fm = getFontMetrics(getFont());
        int widest = 0;
        for (String l : lines) {
            widest = Math.max(widest, fm.stringWidth(l));
        }
        return new Dimension(widest + in.left + in.right + 2, lineCount(width()) * fm.getHeight() + in.top + in.bottom);
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(0, getPreferredSize().height);
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            if (isOpaque()) {
                // A list row's selection colour is its background: without it, white words on the list's white.
                g.setColor(getBackground());
                g.fillRect(0, 0, getWidth(), getHeight());
            }
            FlatUIUtils.setRenderingHints(g);
            g.setFont(getFont());
            g.setColor(isEnabled() ? getForeground() : javax.swing.UIManager.getColor("Label.disabledForeground"));
            FontMetrics fm = g.getFontMetrics();
            Insets in = getInsets();
            int y = in.top + fm.getAscent();
            for (String line : lines(getWidth())) {
                g.drawString(line, in.left, y);
                y += fm.getHeight();
            }
        } finally {
            g.dispose();
        }
    }

    private int natural() {
        return getFontMetrics(getFont()).stringWidth(getText()) + getInsets().left + getInsets().right + 2;
    }

    private List<String> lines(int width) {
        return lines(getText(), width);
    }

    private List<String> lines(String text, int width) {
        Insets in = getInsets();
        int room = Math.max(30, width - in.left - in.right - 2);
        FontMetrics fm = getFontMetrics(getFont());
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String tryLine = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && fm.stringWidth(tryLine) > room) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(tryLine);
            }
        }
        lines.add(line.toString());
        return lines;
    }
}
