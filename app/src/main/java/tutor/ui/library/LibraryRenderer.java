package tutor.ui.library;

import java.awt.Component;
import java.awt.Font;
import javax.swing.BorderFactory;
import javax.swing.JList;
import javax.swing.ListCellRenderer;
import javax.swing.UIManager;
import tutor.scenario.Scenario;
import tutor.play.Activity;
import tutor.ui.model.LibraryItem;
import tutor.ui.model.Settings;
import tutor.ui.model.TutorModel;
import tutor.ui.widgets.WrappingLabel;

/**
 * A library row: a topic heading, or a scenario with its progress mark and its title wrapped to
 * the list's width (never cut off). The rows draw their own wrapped lines, so the seventy rows
 * are measured and painted quickly. The tooltip is the title, level and mark, never the goal,
 * which states the answer.
 */
final class LibraryRenderer implements ListCellRenderer<Object> {

    private final transient TutorModel model;
    private final WrappingLabel label = new Stamp();

    /** A rubber stamp, as list renderers are: painting it must not ask the list to lay out again. */
    private static final class Stamp extends WrappingLabel {
        private static final long serialVersionUID = 1L;

        @Override
        public void revalidate() {
        }

        @Override
        public void repaint(long tm, int x, int y, int width, int height) {
        }

        @Override
        public void repaint(java.awt.Rectangle r) {
        }

        @Override
        public void repaint() {
        }

        @Override
        protected void firePropertyChange(String name, Object oldValue, Object newValue) {
            if ("text".equals(name)) {
                super.firePropertyChange(name, oldValue, newValue);
            }
        }

        @Override
        public void invalidate() {
        }

        @Override
        public void validate() {
        }
    }

    LibraryRenderer(TutorModel model) {
        this.model = model;
        label.setOpaque(true);
    }

    @Override
    public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected, boolean focus) {
        Font base = list.getFont();
        boolean entry = value instanceof LibraryItem;
        boolean chosen = selected && entry;
        label.setBackground(chosen ? list.getSelectionBackground() : list.getBackground());
        label.setForeground(chosen ? list.getSelectionForeground() : list.getForeground());
        label.setToolTipText(null);
        int indent = base.getSize();
        if (value instanceof LibraryPanel.Topic t) {
            label.setFont(base.deriveFont(Font.BOLD));
            label.setBorder(BorderFactory.createEmptyBorder(6, 4, 2, 4));
            label.wrapAt(Math.max(60, list.getWidth()));
            label.setWords(t.name());
            return label;
        }
        label.setBorder(BorderFactory.createEmptyBorder(2, indent, 2, 4));
        label.wrapAt(Math.max(60, list.getWidth()));
        LibraryItem item = (LibraryItem) value;
        if (!item.loaded()) {
            label.setFont(base);
            label.setWords("\u26A0 " + item.file().replaceAll(".*[/\\\\]", ""));
            label.setToolTipText(item.problems().isEmpty() ? null : escape(item.problems().get(0).toString()));
            return label;
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
        tutor.text.Texts t = model.texts();
        String state = isOpen ? "open" : model.history().inProgress(s.id()) ? "inProgress" : "";
        // The open scenario's title as the learner reads it now (the library may still be in the last language).
        String title = isOpen && open instanceof tutor.play.ScenarioActivity sa ? sa.title() : s.title();
        label.setFont(isOpen ? base.deriveFont(Font.BOLD) : base);
        label.setWords(mark + (state.isEmpty() ? title : t.get("library.row." + state, title)));
        String progress = t.get(switch (p) {
            case NOT_TRIED -> "library.progress.notTried";
            case DONE -> "library.progress.done";
            case DONE_WITHOUT_HINTS -> "library.progress.doneWithoutHints";
        });
        label.setToolTipText("<html>" + escape(title) + "<br>" + escape(state.isEmpty() ? t.get("library.tip", s.level(), progress)
                : t.get("library.tip.state", s.level(), progress, t.get("library.state." + state))) + "</html>");
        if (chosen && UIManager.getColor("List.selectionInactiveBackground") != null && !list.hasFocus()) {
            label.setBackground(UIManager.getColor("List.selectionInactiveBackground"));
            label.setForeground(UIManager.getColor("List.selectionInactiveForeground"));
        }
        return label;
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }
}
