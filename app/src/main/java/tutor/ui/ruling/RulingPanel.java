package tutor.ui.ruling;

import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.util.List;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTree;
import javax.swing.ListSelectionModel;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.DefaultTreeModel;
import javax.swing.tree.TreePath;
import net.miginfocom.swing.MigLayout;
import tutor.rules.state.GameState;
import tutor.trace.MarkdownTraceRenderer;
import tutor.trace.Rulebook;
import tutor.trace.StepKind;
import tutor.trace.TextTraceRenderer;
import tutor.trace.Trace;
import tutor.trace.WordedStep;
import tutor.ui.model.RulingEntry;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * The rulings of the activity: a timeline of every ruling (the learner's own and the scripted
 * replies, each marked), the chosen ruling as a tree of steps, and the step being read, with the
 * rule in plain words and where the rulebooks say so, in a pane big enough to read without
 * dragging anything. Step through with the arrow keys or Next/Previous; copy a ruling as text
 * or Markdown.
 */
public final class RulingPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;
    private final transient java.util.function.Supplier<Rulebook> rulebook;
    private final DefaultListModel<Object> timelineModel = new DefaultListModel<>();
    private final JList<Object> timeline = new JList<>(timelineModel);
    private final JTree tree = new JTree(new DefaultMutableTreeNode("No ruling yet"));
    private final StepDetail detail;
    private final JButton copyText = new JButton("Copy");
    private final JButton copyMarkdown = new JButton("MD");
    private transient Trace trace = Trace.EMPTY;
    private boolean updating;

    public RulingPanel(TutorModel model, java.util.function.Supplier<Rulebook> rulebook) {
        super(new MigLayout("insets 4, fill, wrap 1, gap 0 4", "[grow,fill]", "[::pref,shrinkprio 50][grow 30,fill][grow 70,fill][]"));
        this.model = model;
        this.rulebook = rulebook;
        this.detail = new StepDetail(rulebook);
        setName("trace");
        timeline.setName("ruling.timeline");
        timeline.getAccessibleContext().setAccessibleName("Rulings so far");
        timeline.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        timeline.setVisibleRowCount(2);
        timeline.setCellRenderer(new TimelineRenderer());
        timeline.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting() && timeline.getSelectedValue() instanceof RulingEntry r) {
                model.selectRuling(r.number());
            }
        });
        tree.setName("trace.tree");
        tree.setRootVisible(false);
        tree.setShowsRootHandles(true);
        tree.getAccessibleContext().setAccessibleName("Rule trace");
        tree.addTreeSelectionListener(e -> selected());
        JButton prev = new JButton("\u25C0");
        prev.setToolTipText("The previous step of this ruling (Ctrl+[)");
        prev.getAccessibleContext().setAccessibleName("Previous step");
        prev.setName("trace.previous");
        prev.setMnemonic('P');
        prev.addActionListener(e -> step(-1));
        JButton next = new JButton("\u25B6");
        next.setToolTipText("The next step of this ruling (Ctrl+])");
        next.getAccessibleContext().setAccessibleName("Next step");
        next.setName("trace.next");
        next.setMnemonic('N');
        next.addActionListener(e -> step(1));
        copyText.setToolTipText("Copy the whole ruling as plain text (Ctrl+Shift+C)");
        copyText.setName("trace.copyText");
        copyText.addActionListener(e -> copy(false));
        copyMarkdown.setToolTipText("Copy the whole ruling as Markdown, for sharing (Ctrl+Shift+M)");
        copyMarkdown.setName("trace.copyMarkdown");
        copyMarkdown.addActionListener(e -> copy(true));
        JScrollPane rulings = new JScrollPane(timeline);
        rulings.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER); // a long move is cut; its tooltip has it all
        add(rulings, "wmin 0, hmin 26");
        add(new JScrollPane(tree), "wmin 0, hmin 28");
        add(detail.component(), "wmin 0, hmin 40");
        JPanel buttons = new JPanel(new tutor.ui.widgets.WrapLayout(4, 0));
        buttons.add(prev);
        buttons.add(next);
        buttons.add(copyText);
        buttons.add(copyMarkdown);
        add(buttons, "wmin 0, growx");
        model.addListener(this::changed);
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.TimelineChanged t) {
            showTimeline(t.shown(), t.hidden());
        } else if (e instanceof TutorEvent.RulingSelected r) {
            showRuling(r.entry());
        }
    }

    private void showTimeline(List<RulingEntry> shown, int hidden) {
        updating = true;
        try {
            RulingEntry keep = timeline.getSelectedValue() instanceof RulingEntry r ? r : null;
            // The timeline mostly grows: keep the rows that are the same, add the new ones.
            int same = 0;
            while (same < shown.size() && same < timelineModel.size()
                    && timelineModel.get(same) instanceof RulingEntry old && old.ruling() == shown.get(same).ruling()) {
                same++;
            }
            while (timelineModel.size() > same) {
                timelineModel.remove(timelineModel.size() - 1);
            }
            for (int i = same; i < shown.size(); i++) {
                timelineModel.addElement(shown.get(i));
            }
            if (keep != null && keep.number() <= shown.size()) {
                timeline.setSelectedIndex(keep.number() - 1);
            }
            if (model.selectedRuling() == null && shown.isEmpty()) {
                detail.showMessage(hidden > 0
                        ? "Answer the question: the ruling it asks about is shown once you have answered."
                        : "Make a move: its ruling appears here, step by step, with the rule behind each step.");
            }
            if (hidden > 0) {
                timelineModel.addElement(hidden + (hidden == 1 ? " ruling is" : " rulings are")
                        + " hidden until you answer the question");
            }
        } finally {
            updating = false;
        }
    }

    private void showRuling(RulingEntry entry) {
        updating = true;
        try {
            if (entry == null) {
                timeline.clearSelection();
            } else {
                timeline.setSelectedValue(entry, true);
                int i = entry.number() - 1;
                if (i < timelineModel.size()) {
                    timeline.setSelectedIndex(i);
                    timeline.ensureIndexIsVisible(i);
                }
            }
        } finally {
            updating = false;
        }
        trace = entry == null ? Trace.EMPTY : entry.ruling().trace();
        DefaultMutableTreeNode root = new DefaultMutableTreeNode("Ruling");
        for (WordedStep s : WordedStep.of(trace, rulebook.get().words())) {
            root.add(node(s));
        }
        tree.setModel(new DefaultTreeModel(root));
        for (int i = 0; i < tree.getRowCount(); i++) {
            tree.expandRow(i);
        }
        copyText.setEnabled(!trace.isEmpty());
        copyMarkdown.setEnabled(!trace.isEmpty());
        if (trace.isEmpty()) {
            detail.showMessage(model.activity() != null && model.activity().veiled()
                    ? "Answer the question: the ruling it asks about is shown once you have answered."
                    : "Make a move: its ruling appears here, step by step, with the rule behind each step.");
        } else {
            tree.setSelectionRow(0);
        }
    }

    /** The next (+1) or previous (-1) step of the ruling. */
    public void step(int delta) {
        int rows = tree.getRowCount();
        if (rows == 0) {
            return;
        }
        int[] sel = tree.getSelectionRows();
        int row = sel == null || sel.length == 0 ? 0 : Math.max(0, Math.min(rows - 1, sel[0] + delta));
        tree.setSelectionRow(row);
        tree.scrollRowToVisible(row);
    }

    /** Copies the ruling being read, and says so (or says why it could not). */
    public void copy(boolean asMarkdown) {
        if (trace.isEmpty()) {
            model.notice("There is no ruling to copy yet.", true);
            return;
        }
        String s = asMarkdown ? new MarkdownTraceRenderer(rulebook.get()).render(trace) : new TextTraceRenderer(rulebook.get()).render(trace);
        try {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(s), null);
        } catch (IllegalStateException | java.awt.HeadlessException e) {
            model.notice("The clipboard is not available, so the ruling was not copied.", true);
            return;
        }
        RulingEntry r = model.selectedRuling();
        long lines = s.lines().count();
        model.notice("Copied ruling " + (r == null ? "" : r.number() + " (" + r.what() + ") ") + "as "
                + (asMarkdown ? "Markdown" : "text") + ": " + lines + " lines.", false);
        JButton b = asMarkdown ? copyMarkdown : copyText;
        String was = asMarkdown ? "MD" : "Copy";
        b.setText(asMarkdown ? "\u2714" : "Copied \u2714");
        javax.swing.Timer t = new javax.swing.Timer(1500, e -> b.setText(was));
        t.setRepeats(false);
        t.start();
    }

    private DefaultMutableTreeNode node(WordedStep s) {
        DefaultMutableTreeNode n = new DefaultMutableTreeNode(new Item(s, label(s)));
        for (WordedStep c : s.children()) {
            n.add(node(c));
        }
        return n;
    }

    private String label(WordedStep s) {
        String numbers = s.arithmetic().isEmpty() ? "" : "  " + s.arithmetic();
        return (s.kind() == StepKind.REJECTED ? "\u2718 " : "") + rulebook.get().title(s.ruleId()) + numbers;
    }

    private void selected() {
        TreePath p = tree.getSelectionPath();
        if (p == null || !(((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject() instanceof Item item)) {
            return;
        }
        RulingEntry r = model.selectedRuling();
        GameState before = r == null ? null : r.before();
        detail.show(item.step(), before);
        model.selectStep(item.step().step());
    }

    public JTree tree() {
        return tree;
    }

    public String detailText() {
        return detail.text();
    }

    /** A tree node's content: the step and how it reads in the tree. */
    record Item(WordedStep step, String label) {
        @Override
        public String toString() {
            return label;
        }
    }
}
