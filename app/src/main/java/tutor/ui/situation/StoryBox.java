package tutor.ui.situation;

import java.awt.Dimension;
import java.awt.Insets;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.JTextPane;
import javax.swing.text.View;

/**
 * The situation's story in its scrolling box: the heights it asks for, which differ by screen. It prefers a few
 * lines (the whole story while a question waits) and keeps at least two whole lines; on the Table and in Play it
 * keeps its first paragraph whole too, up to four lines.
 */
final class StoryBox extends JScrollPane {

    private static final long serialVersionUID = 1L;

    /** The most lines the first paragraph may claim: a scenario's long set-up scrolls rather than squeeze the rulings. */
    private static final int MOST_FIRST_LINES = 4;

    private final JTextPane text;
    private final JComponent veil;
    private final boolean firstParagraphWhole;

    /**
     * {@code veil} is the note shown while a question waits; with {@code firstParagraphWhole} the box's least height
     * holds the story's first paragraph (what is auctioned or asked: "...the auction of Reading" lost "Railroad" on the
     * projector in French and Russian). Practise keeps two lines: there the first paragraph's claim pushed a Russian
     * three-doubles drill's answers below its box, over the tabs.
     */
    StoryBox(JTextPane text, JComponent veil, boolean firstParagraphWhole) {
        super(text);
        this.text = text;
        this.veil = veil;
        this.firstParagraphWhole = firstParagraphWhole;
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        // Eight lines; fewer when the words are larger for a projector, so the ruling below keeps its room.
        int count = Math.max(4, Math.round(8 / (com.formdev.flatlaf.util.UIScale.getZoomFactor() * tutor.ui.widgets.Reading.scale())));
        int lines = lineHeight() * count;
        // While a question waits (the rulings are veiled, so they need no room), the whole story where the
        // column has room (its row stops at 66% of it): a question and what it asks about are read without
        // scrolling (on the projector, in French, five lines once showed the question without its table).
        int asked = veil.isVisible() ? storyHeightNow() : 0;
        int box = Math.max(lines, asked) + getInsets().top + getInsets().bottom;
        return new Dimension(d.width, box);
    }

    /** Two whole lines at least, whatever the theme's size (40 px showed a line and a half on the projector). */
    @Override
    public Dimension getMinimumSize() {
        Insets t = text.getInsets();
        int story = leastStory(text.getWidth() - t.left - t.right, 2);
        return new Dimension(super.getMinimumSize().width, story + t.top + t.bottom + getInsets().top + getInsets().bottom);
    }

    /**
     * The least height of the story itself (without the insets) with the text {@code width} wide inside its insets:
     * {@code lines} lines, or on the Table and in Play the first paragraph where it is taller, up to four lines.
     */
    int leastStory(int width, int lines) {
        int line = lineHeight();
        int least = lines * line;
        if (!firstParagraphWhole || width <= 0 || text.getDocument().getLength() == 0) {
            return least;
        }
        return Math.max(least, Math.min(MOST_FIRST_LINES * line, firstParagraphHeight(width)));
    }

    /** The first paragraph's height wrapped at {@code width} (the text's own views measure it, as the story's height is). */
    private int firstParagraphHeight(int width) {
        View root = text.getUI().getRootView(text);
        if (root.getViewCount() == 0) {
            return 0;
        }
        View section = root.getView(0);
        root.setSize(Math.max(20, width), Integer.MAX_VALUE / 4);
        return section.getViewCount() == 0 ? 0 : (int) Math.ceil(section.getView(0).getPreferredSpan(View.Y_AXIS));
    }

    /** The story's whole height as laid out at the story's present width; 0 before its first layout. */
    int storyHeightNow() {
        return text.getWidth() <= 0 ? 0 : text.getPreferredSize().height; // at its width: the viewport tracks it
    }

    private int lineHeight() {
        return getFontMetrics(text.getFont()).getHeight();
    }
}
