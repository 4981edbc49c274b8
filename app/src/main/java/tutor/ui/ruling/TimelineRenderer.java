package tutor.ui.ruling;

import java.awt.Component;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JList;
import tutor.ui.model.RulingEntry;

/** A timeline row: the ruling's number, the move in words, who made it, and a mark when it was refused. */
final class TimelineRenderer extends DefaultListCellRenderer {

    private static final long serialVersionUID = 1L;

    @Override
    public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focus) {
        // Not the entry itself: its toString would write out whole positions, and a free game has hundreds of rows.
        super.getListCellRendererComponent(list, value instanceof RulingEntry ? "" : value, index, selected, focus);
        if (value instanceof RulingEntry r) {
            String mark = r.applied() ? "" : "refused: ";
            // Who made the move comes first, so a narrow column cuts the move's words, never the mark.
            // Plain text, not HTML: the timeline grows with every move and must stay quick to draw.
            String who = r.by() == RulingEntry.By.LEARNER ? "You: " : capital(r.by().words()) + ": ";
            setText(r.number() + ". " + who + mark + r.what());
            setFont(getFont().deriveFont(r.by() == RulingEntry.By.LEARNER ? java.awt.Font.BOLD : java.awt.Font.PLAIN));
            setToolTipText(r.what() + " (" + r.by().words() + (r.applied() ? "" : ", refused by the rules") + ")");
        } else {
            setText(String.valueOf(value));
            setFont(getFont().deriveFont(java.awt.Font.ITALIC));
            setToolTipText(null);
        }
        return this;
    }

    private static String capital(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }
}
