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
        super.getListCellRendererComponent(list, value, index, selected, focus);
        if (value instanceof RulingEntry r) {
            String mark = r.applied() ? "" : "\u2718 refused: ";
            // Who made the move comes first, so a narrow column cuts the move's words, never the mark.
            String who = r.by() == RulingEntry.By.LEARNER ? "<b>You:</b> " : "<i>" + capital(r.by().words()) + ":</i> ";
            setText("<html>" + r.number() + ". " + who + mark + escape(r.what()) + "</html>");
            setToolTipText(r.what() + " (" + r.by().words() + (r.applied() ? "" : ", refused by the rules") + ")");
        } else {
            setText("<html><i>" + escape(String.valueOf(value)) + "</i></html>");
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
