package tutor.ui.editor;

import java.util.List;
import java.util.function.Consumer;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JList;
import javax.swing.ListSelectionModel;
import tutor.rules.position.PositionPart;
import tutor.rules.position.PositionProblem;
import tutor.trace.Words;

/**
 * What is wrong with the table, one line a problem: what is wrong in the rulebook's words of the
 * window's language, and the rule it breaks (its id, which the dispute desk and the rulebook know
 * it by). Picking a line selects the part of the table it is about.
 */
final class ProblemList extends JList<PositionProblem> {

    private static final long serialVersionUID = 1L;

    private final DefaultListModel<PositionProblem> items = new DefaultListModel<>();
    private transient Words words;

    ProblemList(Consumer<PositionPart> pick) {
        setName("editor.problems");
        setModel(items);
        setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        setVisibleRowCount(4);
        setCellRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                PositionProblem p = (PositionProblem) value;
                // Wrapped to the list's width: a long problem in French must not hide its rule id off to the right.
                java.awt.Container view = list.getParent();
                int width = Math.max(200, (view instanceof javax.swing.JViewport ? view.getWidth() : list.getWidth()) - 24);
                // HTML widths are scaled with the theme (the projector's 1.5): give the width before scaling.
                int css = Math.round(width / com.formdev.flatlaf.util.UIScale.getUserScaleFactor());
                String text = "<html><body style='width:" + css + "px'>" + escape(p.message(words)) + " <span style='color:gray'>(" + escape(p.ruleId()) + ")</span></html>";
                return super.getListCellRendererComponent(list, text, index, sel, focus);
            }
        });
        addHierarchyBoundsListener(new java.awt.event.HierarchyBoundsAdapter() {
            @Override
            public void ancestorResized(java.awt.event.HierarchyEvent e) {
                setFixedCellHeight(10);
                setFixedCellHeight(-1);
            }
        });
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                // The heights of wrapped lines depend on the width: measure them again.
                setFixedCellHeight(10);
                setFixedCellHeight(-1);
            }
        });
        addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && getSelectedValue() != null) {
                pick.accept(getSelectedValue().part());
            }
        });
    }

    void show(List<PositionProblem> problems, Words w) {
        words = w;
        items.clear();
        problems.forEach(items::addElement);
    }

    /** The problems as shown, one a line (for tests and the status line). */
    List<String> lines() {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            out.add(items.get(i).message(words) + " (" + items.get(i).ruleId() + ")");
        }
        return out;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }
}
