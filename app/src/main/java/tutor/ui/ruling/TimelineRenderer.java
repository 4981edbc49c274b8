package tutor.ui.ruling;

import java.awt.Component;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JList;
import tutor.data.Bundle;
import tutor.scenario.MoveText;
import tutor.text.Texts;
import tutor.play.RulingEntry;
import tutor.ui.model.TutorModel;

/**
 * A timeline row: the ruling's number, the move in words, who made it, and a mark when it was refused.
 * The move is worded as the row is drawn, in the window's language, so a language switch needs only a repaint.
 */
final class TimelineRenderer extends DefaultListCellRenderer {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;

    TimelineRenderer(TutorModel model) {
        this.model = model;
    }

    /** The move of a ruling in the words of the window's language. */
    static String what(TutorModel model, RulingEntry r) {
        return r.before() == null || r.move() == null ? r.what()
                : MoveText.describe(r.before(), r.move(), Bundle.get().words(model.dataLanguage()));
    }

    @Override
    public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focus) {
        // Not the entry itself: its toString would write out whole positions, and a free game has hundreds of rows.
        super.getListCellRendererComponent(list, value instanceof RulingEntry ? "" : value, index, selected, focus);
        if (value instanceof RulingEntry r) {
            Texts t = model.texts();
            String what = what(model, r);
            String by = r.by().name().toLowerCase(java.util.Locale.ROOT);
            // Who made the move comes first, so a narrow column cuts the move's words, never the mark.
            // Plain text, not HTML: the timeline grows with every move and must stay quick to draw.
            setText(t.get(r.applied() ? "ruling.row" : "ruling.row.refused", r.number(), t.get("ruling.by." + by), what));
            setFont(getFont().deriveFont(r.by() == RulingEntry.By.LEARNER ? java.awt.Font.BOLD : java.awt.Font.PLAIN));
            setToolTipText(t.get(r.applied() ? "ruling.row.tip" : "ruling.row.tip.refused", what, t.get("ruling.by." + by + ".tip")));
        } else {
            setText(String.valueOf(value));
            setFont(getFont().deriveFont(java.awt.Font.ITALIC));
            setToolTipText(null);
        }
        return this;
    }
}
