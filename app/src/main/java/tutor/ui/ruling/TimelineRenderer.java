package tutor.ui.ruling;

import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import javax.swing.JList;
import javax.swing.JTextArea;
import javax.swing.ListCellRenderer;
import javax.swing.UIManager;
import javax.swing.border.Border;
import javax.swing.border.EmptyBorder;
import tutor.data.Bundle;
import tutor.scenario.MoveText;
import tutor.text.Texts;
import tutor.play.RulingEntry;
import tutor.ui.model.TutorModel;

/**
 * A timeline row: the ruling's number, the move in words, who made it, and a mark when it was refused.
 * The move is worded as the row is drawn, in the window's language, so a language switch needs only a repaint.
 * A row wraps at word boundaries to the list's width: a class reads the whole move from the back of the room
 * ("Ann выплачивает…" was cut at the right in French and Russian), never half of it with the rest in a tooltip.
 */
final class TimelineRenderer extends JTextArea implements ListCellRenderer<Object> {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;

    TimelineRenderer(TutorModel model) {
        this.model = model;
        setLineWrap(true);
        setWrapStyleWord(true);
        setEditable(false);
        setOpaque(true);
    }

    /** The move of a ruling in the words of the window's language. */
    static String what(TutorModel model, RulingEntry r) {
        return r.before() == null || r.move() == null ? r.what()
                : MoveText.describe(r.before(), r.move(), Bundle.get().words(model.dataLanguage()));
    }

    @Override
    public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focus) {
        Font font = list.getFont();
        if (value instanceof RulingEntry r) {
            Texts t = model.texts();
            String what = what(model, r);
            String by = r.by().name().toLowerCase(java.util.Locale.ROOT);
            // Who made the move comes first; the move's words follow and wrap. Plain text, not HTML: the timeline
            // grows with every move and must stay quick to draw.
            setText(t.get(r.applied() ? "ruling.row" : "ruling.row.refused", r.number(), t.get("ruling.by." + by), what));
            setFont(font.deriveFont(r.by() == RulingEntry.By.LEARNER ? Font.BOLD : Font.PLAIN));
            setToolTipText(t.get(r.applied() ? "ruling.row.tip" : "ruling.row.tip.refused", what, t.get("ruling.by." + by + ".tip")));
        } else {
            // Not the entry's toString: it would write out whole positions, and a free game has hundreds of rows.
            setText(String.valueOf(value));
            setFont(font.deriveFont(Font.ITALIC));
            setToolTipText(null);
        }
        Color bg = selected ? list.getSelectionBackground() : list.getBackground();
        setBackground(bg);
        setForeground(selected ? list.getSelectionForeground() : list.getForeground());
        setBorder(border(focus && selected));
        setComponentOrientation(list.getComponentOrientation());
        setEnabled(list.isEnabled());
        // The row's height is the wrapped text's at the list's width (before the first layout: one line).
        int width = list.getWidth() - list.getInsets().left - list.getInsets().right;
        setSize(width > 0 ? width : Short.MAX_VALUE, Short.MAX_VALUE);
        return this;
    }

    private static Border border(boolean focused) {
        Border b = UIManager.getBorder(focused ? "List.focusCellHighlightBorder" : "List.cellNoFocusBorder");
        return b != null ? b : new EmptyBorder(1, 1, 1, 1);
    }

    @Override
    public Dimension getPreferredSize() {
        // Never wider than the list it is drawn in: the words wrap instead.
        Dimension d = super.getPreferredSize();
        return getWidth() > 0 && getWidth() < Short.MAX_VALUE ? new Dimension(getWidth(), d.height) : d;
    }
}
