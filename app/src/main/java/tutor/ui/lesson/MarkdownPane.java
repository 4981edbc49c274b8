package tutor.ui.lesson;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import javax.swing.JEditorPane;
import javax.swing.UIManager;
import javax.swing.text.View;
import javax.swing.text.html.HTMLEditorKit;
import javax.swing.text.html.StyleSheet;
import tutor.handout.SafeMarkdown;

/**
 * A lesson's Markdown, rendered by commonmark-java to HTML and shown read-only in the theme's font and
 * colours, scaled for the present mode. Its preferred height is that of its text at the width it is
 * given, so a column of these reads in full and scrolls as one. The HTML holds text only
 * ({@link SafeMarkdown}): an image a lesson names is shown as its description, so selecting a lesson
 * never loads a picture from a network or a disk.
 */
final class MarkdownPane extends JEditorPane {

    private static final long serialVersionUID = 1L;
    /** {@code AbstractDocument.MultiByteProperty}, package-private in Swing: TRUE makes a view break lines by BreakIterator. */
    private static final String MULTI_BYTE = "multiByte";

    private String markdown = "";
    private float scale = 1f;
    private Color colour;
    private boolean bold;
    /** The last height measured, and the width it was measured at (-1: measure again). */
    private int measuredWidth = -1;
    private int measuredHeight;

    MarkdownPane(String name) {
        setName(name);
        setEditable(false);
        setOpaque(false);
        setFocusable(true);
        setBorder(javax.swing.BorderFactory.createEmptyBorder());
        putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
    }

    /** Shows Markdown text; {@code scale} enlarges it (present mode), {@code colour} tints it (feedback), or null. */
    void show(String text, float textScale, Color tint, boolean strong) {
        this.markdown = text == null ? "" : text;
        this.scale = textScale;
        this.colour = tint;
        this.bold = strong;
        render();
    }

    /** The size the text is set in, in points: the theme's label font times this pane's scale. */
    float textSize() {
        Font base = UIManager.getFont("Label.font");
        return base == null ? 0 : base.getSize2D() * scale;
    }

    void show(String text, float textScale) {
        show(text, textScale, null, false);
    }

    private void render() {
        Font base = UIManager.getFont("Label.font");
        if (base == null) {
            return;
        }
        HTMLEditorKit kit = new HTMLEditorKit();
        StyleSheet css = new StyleSheet();
        Color fg = colour != null ? colour : UIManager.getColor("Label.foreground");
        float px = base.getSize2D() * scale;
        css.addRule("body { font-family: '" + base.getFamily() + "'; font-size: " + Math.round(px) + "pt; color: " + hex(fg) + ";"
                + (bold ? " font-weight: bold;" : "") + " margin: 0; }");
        css.addRule("p { margin-top: 0; margin-bottom: " + Math.round(px * 0.5f) + "pt; }");
        css.addRule("ul, ol { margin-top: 0; margin-bottom: " + Math.round(px * 0.5f) + "pt; margin-left: " + Math.round(px * 1.4f) + "pt; }");
        css.addRule("li { margin-bottom: 2pt; }");
        css.addRule("code { font-family: monospaced; }");
        kit.setStyleSheet(css);
        setEditorKit(kit);
        // The pane honours its own font and colour (HONOR_DISPLAY_PROPERTIES), and they win over the style sheet's
        // body: left at the theme's editor font, a presented step's words were drawn at 14 where its other lines
        // were at 19 (issue 22). So the pane's font is the size the style sheet asks for.
        setFont(base.deriveFont(bold ? Font.BOLD : Font.PLAIN, px));
        setForeground(fg);
        setText("<html><body>" + SafeMarkdown.html(markdown) + "</body></html>");
        // Once a document holds a letter above U+00FF, Swing breaks its lines with the JDK's line BreakIterator, which
        // breaks between "$" and a no-break space: «…лишь 45,36 $ / — меньше» put the dash at a line's start (issue 24).
        // Our three languages separate words with spaces, so the pane breaks at spaces only, as it does for English.
        getDocument().putProperty(MULTI_BYTE, Boolean.FALSE);
        setCaretPosition(0);
        measuredWidth = -1;
        revalidate();
    }

    String markdown() {
        return markdown;
    }

    /** The words shown, without markup (for tests and screen readers). */
    String plain() {
        try {
            return getDocument().getText(0, getDocument().getLength()).strip();
        } catch (javax.swing.text.BadLocationException e) {
            return "";
        }
    }

    /**
     * The height the text needs at {@code width}. Measuring sizes the text's views, which asks for another
     * layout; so a width is measured once (until the text or the look changes), or the layout that asks
     * and the measuring would wake each other for ever (a window that never rests, and burns the processor).
     */
    int heightAt(int width) {
        if (width == measuredWidth) {
            return measuredHeight;
        }
        View root = getUI().getRootView(this);
        root.setSize(Math.max(40, width), Integer.MAX_VALUE / 4);
        java.awt.Insets in = getInsets();
        measuredHeight = (int) Math.ceil(root.getPreferredSpan(View.Y_AXIS)) + in.top + in.bottom;
        measuredWidth = width;
        return measuredHeight;
    }

    /**
     * The pane never scrolls what holds it. Its caret does not matter to a reader, but setting the text puts the
     * caret somewhere and the caret asks to be seen later: a shelf whose teacher notes start below the fold opened
     * scrolled down to them, the lesson's title half hidden (issue 22). A reader scrolls the column; search and
     * keyboard selection are not offered in these panes.
     */
    @Override
    public void scrollRectToVisible(java.awt.Rectangle r) {
        // deliberately nothing
    }

    @Override
    public Dimension getPreferredSize() {
        int w = getWidth() > 0 ? getWidth() : 300;
        return new Dimension(w, heightAt(w));
    }

    @Override
    public void updateUI() {
        super.updateUI();
        measuredWidth = -1;
        if (markdown != null && UIManager.getFont("Label.font") != null) {
            render(); // the theme's font and colours
        }
    }

    private static String hex(Color c) {
        return String.format("#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }
}
