package tutor.ui.editor;

import java.util.List;
import java.util.function.Consumer;
import javax.swing.DefaultListModel;
import javax.swing.JList;
import javax.swing.ListSelectionModel;
import tutor.rules.position.PositionPart;
import tutor.rules.position.PositionProblem;
import tutor.text.Texts;
import tutor.trace.Rulebook;
import tutor.trace.Words;

/**
 * What is wrong with the table, one line a problem: what is wrong in the rulebook's words of the
 * window's language, and the rule it breaks by its title in the rulebook (a learner never sees a rule
 * id; the command line's check still prints it). Picking a line selects the part of the table it is about.
 */
final class ProblemList extends JList<PositionProblem> {

    private static final long serialVersionUID = 1L;

    private final DefaultListModel<PositionProblem> items = new DefaultListModel<>();
    private transient Words words;
    private transient Rulebook rulebook;
    private transient Texts texts;

    ProblemList(Consumer<PositionPart> pick) {
        setName("editor.problems");
        setModel(items);
        setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        setVisibleRowCount(4);
        // Wrapped to the list's width by a text area (an HTML label's CSS width is scaled by Swing, and French lines
        // ran past the right edge): a long problem must not hide its rule id off to the right.
        javax.swing.JTextArea area = new javax.swing.JTextArea();
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setBorder(javax.swing.BorderFactory.createEmptyBorder(2, 4, 2, 4));
        setCellRenderer((list, p, index, sel, focus) -> {
            area.setText(line(p));
            area.setFont(list.getFont());
            area.setBackground(sel ? list.getSelectionBackground() : list.getBackground());
            area.setForeground(sel ? list.getSelectionForeground() : list.getForeground());
            java.awt.Container view = list.getParent();
            int shown = view instanceof javax.swing.JViewport ? view.getWidth() : list.getWidth();
            area.setSize(Math.max(120, list.getWidth() > 0 ? list.getWidth() : shown), Short.MAX_VALUE);
            return area;
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

    /**
     * As wide as the scroll pane shows, never wider: a list sized to its widest line (measured before the window
     * was laid out) kept French problems on one line cut at the right edge.
     */
    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    void show(List<PositionProblem> problems, Words w, Rulebook book, Texts t) {
        words = w;
        rulebook = book;
        texts = t;
        items.clear();
        problems.forEach(items::addElement);
    }

    /** The problems as shown, one a line (for tests and the status line). */
    List<String> lines() {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            out.add(line(items.get(i)));
        }
        return out;
    }

    private String line(PositionProblem p) {
        return texts.get("problem.line", p.message(words), rulebook.title(p.ruleId()));
    }
}
