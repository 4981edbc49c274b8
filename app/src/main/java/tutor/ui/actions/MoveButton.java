package tutor.ui.actions;

import java.awt.Container;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Insets;
import javax.swing.JButton;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.View;
import tutor.ui.widgets.WrapLayout;

/**
 * A move's button whose words wrap to a second line when its row is narrower than they are (the Russian «Заплатить 10 %
 * от всего, что у вас есть» on a 1024x768 projector beside the library), so a move is never cut off. A name that fits
 * stays plain text, with its mnemonic underlined; only a name too wide for the row becomes centred HTML, which Swing
 * wraps to the width it is given. Its size at a width is worked out without changing it ({@link #sizeAt}), so the
 * table can ask for the moves' height at several widths before it lays them out.
 */
final class MoveButton extends JButton {

    private static final long serialVersionUID = 1L;

    /** The move's name as the action gives it (set while JButton is built, before this class's fields are). */
    private String words;

    MoveButton(MoveAction action) {
        super(action);
    }

    @Override
    public void setText(String text) {
        words = text == null ? "" : text;
        present();
    }

    /** The room its row gives a button: the row's width less its sides and the layout's gaps, or 0 before it has one. */
    private int room() {
        Container row = getParent();
        if (row == null || row.getWidth() <= 0) {
            return 0;
        }
        Insets in = row.getInsets();
        int gaps = row.getLayout() instanceof WrapLayout w ? 2 * w.getHgap() : 0;
        return row.getWidth() - in.left - in.right - gaps;
    }

    /** The width the name takes on one line. */
    private int natural() {
        Insets in = getInsets();
        return getFontMetrics(getFont()).stringWidth(words) + in.left + in.right + 2;
    }

    private boolean wrapsAt(int room) {
        return room > 0 && natural() > room;
    }

    private String html() {
        return "<html><center>" + words.replace("&", "&amp;").replace("<", "&lt;") + "</center></html>";
    }

    /** Plain words where they fit the row, else the same words wrapping. */
    private void present() {
        if (getFont() == null || words == null) {
            super.setText(words);
            return;
        }
        String shown = wrapsAt(room()) ? html() : words;
        if (!shown.equals(super.getText())) {
            super.setText(shown);
        }
    }

    /** The size the button takes in a row that gives it {@code room} pixels: its name on one line, or wrapped within the room. */
    Dimension sizeAt(int room) {
        Insets in = getInsets();
        FontMetrics fm = getFontMetrics(getFont());
        if (!wrapsAt(room)) {
            return new Dimension(natural(), fm.getHeight() + in.top + in.bottom);
        }
        View view = BasicHTML.createHTMLView(this, html());
        view.setSize(Math.max(1, room - in.left - in.right), 0);
        return new Dimension(room, Math.max(fm.getHeight(), (int) Math.ceil(view.getPreferredSpan(View.Y_AXIS))) + in.top + in.bottom);
    }

    @Override
    public Dimension getPreferredSize() {
        if (isPreferredSizeSet() || getFont() == null || words == null) {
            return super.getPreferredSize();
        }
        present();
        return sizeAt(room());
    }

    @Override
    public void updateUI() {
        super.updateUI();
        // A theme's fonts change the width the name takes: plain or wrapped again.
        present();
    }
}
