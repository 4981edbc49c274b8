package tutor.ui.situation;

import java.awt.FontMetrics;
import java.awt.Insets;
import javax.swing.JButton;

/**
 * A multiple-choice answer: a button whose words wrap to the width it is given, so a long choice
 * is read in full in a narrow column (or the projector theme) instead of being cut off.
 */
public final class ChoiceButton extends JButton {

    private static final long serialVersionUID = 1L;

    private final String words;
    private int wrappedAt = -1;

    public ChoiceButton(String words) {
        this.words = words;
        setHorizontalAlignment(LEFT);
        setText(words);
        tutor.ui.widgets.Reading.apply(this, "Button.font", java.awt.Font.PLAIN);
    }

    /** Lays the words out again for this width (in pixels, borders included). */
    public void wrapTo(int width) {
        if (width == wrappedAt || width <= 0) {
            return;
        }
        wrappedAt = width;
        Insets in = getInsets();
        int room = Math.max(40, width - in.left - in.right - 4);
        FontMetrics fm = getFontMetrics(getFont());
        StringBuilder html = new StringBuilder("<html>");
        StringBuilder line = new StringBuilder();
        for (String word : words.split(" ")) {
            String tryLine = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && fm.stringWidth(tryLine) > room) {
                html.append(escape(line.toString())).append("<br>");
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(tryLine);
            }
        }
        String wrapped = html.append(escape(line.toString())).append("</html>").toString();
        if (!wrapped.equals(getText())) {
            setText(wrapped); // runs while the column is laid out, which then asks for the new height
        }
    }

    /** As tall as the wrapped words, as wide as it is given: a column of choices fills the panel's width. */
    @Override
    public java.awt.Dimension getMaximumSize() {
        return new java.awt.Dimension(Integer.MAX_VALUE, getPreferredSize().height);
    }

    @Override
    public void updateUI() {
        super.updateUI();
        wrappedAt = -1; // a new font: wrap again
    }

    public String words() {
        return words;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }
}
