package tutor.ui.library;

import java.awt.Component;
import java.awt.Font;
import java.awt.FontMetrics;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JList;
import javax.swing.UIManager;
import tutor.scenario.Scenario;
import tutor.ui.model.Activity;
import tutor.ui.model.LibraryItem;
import tutor.ui.model.Settings;
import tutor.ui.model.TutorModel;

/**
 * A library row: a topic heading, or a scenario with its progress mark and its title wrapped to
 * the list's width (never cut off). The tooltip is the title, level and mark, never the goal,
 * which states the answer.
 */
final class LibraryRenderer extends DefaultListCellRenderer {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;

    LibraryRenderer(TutorModel model) {
        this.model = model;
    }

    @Override
    public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focus) {
        super.getListCellRendererComponent(list, value, index, selected && value instanceof LibraryItem, focus);
        setToolTipText(null);
        int indent = getFont().getSize();
        int width = Math.max(60, list.getWidth() - indent - 12);
        if (value instanceof LibraryPanel.Topic t) {
            setFont(getFont().deriveFont(Font.BOLD));
            setBorder(BorderFactory.createEmptyBorder(6, 4, 2, 4));
            setText(t.name());
            return this;
        }
        setBorder(BorderFactory.createEmptyBorder(2, indent, 2, 4));
        LibraryItem item = (LibraryItem) value;
        if (!item.loaded()) {
            setText(html(wrap("\u26A0 " + item.file().replaceAll(".*[/\\\\]", ""), width, false), false));
            setToolTipText(item.problems().isEmpty() ? null : escape(item.problems().get(0).toString()));
            return this;
        }
        Scenario s = item.scenario();
        Settings.Progress p = model.progress(s.id());
        String mark = switch (p) {
            case NOT_TRIED -> "\u25CB ";
            case DONE -> "\u25D0 ";
            case DONE_WITHOUT_HINTS -> "\u25CF ";
        };
        Activity open = model.activity();
        boolean isOpen = open != null && open.id().equals(s.id());
        String state = isOpen ? " (open)" : model.inProgress(s.id()) ? " (in progress)" : "";
        setText(html(wrap(mark + s.title() + state, width, isOpen), isOpen));
        setToolTipText("<html>" + escape(s.title()) + "<br>Level " + s.level() + " · " + switch (p) {
            case NOT_TRIED -> "not tried yet";
            case DONE -> "done, with hints";
            case DONE_WITHOUT_HINTS -> "done without hints";
        } + (state.isEmpty() ? "" : " ·" + state.replace("(", " ").replace(")", "")) + "</html>");
        return this;
    }

    /** Breaks the text into lines no wider than {@code width} in this renderer's font. */
    private List<String> wrap(String text, int width, boolean bold) {
        Font f = getFont() == null ? UIManager.getFont("List.font") : getFont();
        FontMetrics fm = getFontMetrics(bold ? f.deriveFont(Font.BOLD) : f);
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String tryLine = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && fm.stringWidth(tryLine) > width) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(tryLine);
            }
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    private static String html(List<String> lines, boolean bold) {
        StringBuilder sb = new StringBuilder("<html>").append(bold ? "<b>" : "");
        for (int i = 0; i < lines.size(); i++) {
            sb.append(i == 0 ? "" : "<br>").append(escape(lines.get(i)));
        }
        return sb.append(bold ? "</b>" : "").append("</html>").toString();
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }
}
