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
import tutor.play.RulingEntry;
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
    private final WrappingList timeline = new WrappingList(timelineModel);
    private final WrappingTree tree = new WrappingTree();
    private final StepDetail detail;
    private final JButton copyText = new JButton();
    private final JButton copyMarkdown = new JButton();
    private final JButton prev = new JButton("\u25C0");
    private final JButton next = new JButton("\u25B6");
    /** A button showing "Copied ✔" for a moment: its own words come back when the moment is over. */
    private transient javax.swing.Timer copiedShown;
    private transient Trace trace = Trace.EMPTY;
    /**
     * The rulings and the chosen one's steps, hidden while there is none: before the first move they were two empty
     * boxes above "Make a move…", which was cut at the bottom in a lesson's short column (native-fr3's note).
     */
    private final JScrollPane rulings;
    private final JScrollPane steps;
    private boolean updating;
    /**
     * How far the lists give way in a panel still short once the step's box is down to its first sentence: 0 not at
     * all, 1 the rulings list to the chosen ruling's first line, 2 the steps too (to the first line of the step read;
     * a one-step ruling's list to nothing, its step being the one read below). Set by {@link #doLayout}.
     */
    private int giving;

    public RulingPanel(TutorModel model, java.util.function.Supplier<Rulebook> rulebook) {
        super(new MigLayout("insets 4, fill, wrap 1, gap 0 4, hidemode 3, nocache", "[grow,fill]", "[::pref,shrinkprio 50][grow 15,fill][grow 85,fill][]"));
        this.model = model;
        this.rulebook = rulebook;
        this.detail = new StepDetail(model, rulebook);
        setName("trace");
        timeline.setName("ruling.timeline");
        timeline.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        timeline.setVisibleRowCount(1);
        timeline.setCellRenderer(new TimelineRenderer(model));
        tutor.ui.widgets.Reading.apply(timeline, "List.font", java.awt.Font.PLAIN);
        timeline.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting() && timeline.getSelectedValue() instanceof RulingEntry r) {
                model.timeline().select(r.number());
            }
        });
        tree.setName("trace.tree");
        tree.setRootVisible(false);
        tree.setShowsRootHandles(true);
        // A few rows asked for (Swing's default is twenty): the step being read, below, is what a class reads.
        tree.setVisibleRowCount(4);
        // Expanding the steps must not scroll to the last one: the first step is selected and read first.
        tree.setScrollsOnExpand(false);
        tutor.ui.widgets.Reading.apply(tree, "Tree.font", java.awt.Font.PLAIN);
        tree.addTreeSelectionListener(e -> selected());
        prev.setName("trace.previous");
        prev.addActionListener(e -> step(-1));
        next.setName("trace.next");
        next.addActionListener(e -> step(1));
        copyText.setName("trace.copyText");
        copyText.addActionListener(e -> copy(false));
        copyMarkdown.setName("trace.copyMarkdown");
        copyMarkdown.addActionListener(e -> copy(true));
        rulings = new JScrollPane(timeline) {
            private static final long serialVersionUID = 1L;

            /** The chosen ruling's row whole (a Russian one wraps to two lines; one and a half showed). */
            @Override
            public java.awt.Dimension getMinimumSize() {
                int row = Math.max(0, timeline.getSelectedIndex());
                java.awt.Rectangle cell = timeline.getModel().getSize() > row ? timeline.getCellBounds(row, row) : null;
                java.awt.Insets in = getInsets();
                int height = cell == null ? 0 : giving >= 1 ? Math.min(cell.height, timeline.firstLine(row)) : cell.height;
                int least = Math.max(com.formdev.flatlaf.util.UIScale.scale(26), height + in.top + in.bottom);
                return new java.awt.Dimension(super.getMinimumSize().width, least);
            }
        };
        rulings.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER); // a long move wraps to the column's width
        add(rulings, "wmin 0");
        // At least three steps of the tree in sight, whatever the theme's size (it once shrank to less than one).
        steps = new JScrollPane(tree) {
            private static final long serialVersionUID = 1L;

            @Override
            public java.awt.Dimension getMinimumSize() {
                java.awt.Insets in = getInsets();
                int row = tree.getRowHeight() > 0 ? tree.getRowHeight() : tree.getFontMetrics(tree.getFont()).getHeight() + 2;
                int bar = getHorizontalScrollBar().isVisible() ? getHorizontalScrollBar().getPreferredSize().height : 0;
                int[] chosen = tree.getSelectionRows();
                java.awt.Rectangle read = chosen == null || chosen.length == 0 ? null : tree.getRowBounds(chosen[0]);
                // Three rows, or as many steps as the ruling has if fewer: a refused trade's one step kept two empty
                // rows that pushed ◀ ▶ Copy MD under the status line on a French projector (teacher walk 6, F7).
                int rows = tree.getRowCount() > 0 ? Math.min(3, tree.getRowCount()) : 3;
                int least = Math.max(rows * row, read == null ? 0 : read.height); // and the step being read whole
                if (giving >= 2) {
                    // Still short: a one-step ruling's step is the one read below; of more, the first line of the one read.
                    if (tree.getRowCount() == 1) {
                        return new java.awt.Dimension(super.getMinimumSize().width, 0);
                    }
                    least = Math.min(least, Math.min(row, read == null ? row : read.height));
                }
                return new java.awt.Dimension(super.getMinimumSize().width, least + bar + in.top + in.bottom);
            }
        };
        add(steps, "wmin 0");
        add(detail.component(), "wmin 0"); // its least height is its sentence's (StepDetail)
        JPanel buttons = new JPanel(new tutor.ui.widgets.WrapLayout(4, 0));
        buttons.add(prev);
        buttons.add(next);
        buttons.add(copyText);
        buttons.add(copyMarkdown);
        add(buttons, "wmin 0, growx");
        model.addListener(this::changed);
        relabel();
    }

    /**
     * Given less than its least height (a short column gives it what the situation above leaves), the step's box gives
     * way down to the step's first sentence, so the buttons below stay whole rather than fall off the panel's bottom.
     */
    @Override
    public void doLayout() {
        // Asked of the layout with its cache dropped: it answered with the last limit in it, every other time.
        int was = giving;
        detail.limit(Integer.MAX_VALUE);
        give(0);
        int short_ = shortBy();
        if (getHeight() > 0 && short_ > 0) {
            detail.limit(detail.component().getMinimumSize().height - short_);
            // Still short with the step's box down to its first sentence (a French projector with the library shown, a
            // lesson's play step under its buttons): the rulings list, then the steps, give way to the line of the one
            // chosen, so ◀ ▶ Copy MD stay whole below the sentence (issue 22). The class reads the move in the step's
            // sentence; the lists still scroll to every ruling and step.
            for (int level = 1; level <= 2 && shortBy() > 0; level++) {
                give(level);
            }
        }
        ((MigLayout) getLayout()).invalidateLayout(this);
        super.doLayout();
        if (giving != was) {
            // The chosen ruling's and step's first lines, not where the taller boxes were scrolled to.
            javax.swing.SwingUtilities.invokeLater(this::keepChosenInView);
        }
    }

    /** How many pixels the panel's least height, as the lists and the step's box now give way, is more than its height. */
    private int shortBy() {
        ((MigLayout) getLayout()).invalidateLayout(this);
        return getLayout().minimumLayoutSize(this).height - getHeight();
    }

    /** How far the lists give way: 0 not at all, 1 the rulings list, 2 the steps too ({@link #giving}). */
    private void give(int level) {
        giving = level;
        timeline.firstLineOnly(level >= 1);
        tree.firstLineOnly(level >= 2);
    }

    private void keepChosenInView() {
        int ruling = timeline.getSelectedIndex();
        if (ruling >= 0) {
            timeline.ensureIndexIsVisible(ruling);
        }
        int[] rows = tree.getSelectionRows();
        if (rows != null && rows.length > 0) {
            tree.scrollRowToVisible(rows[0]);
        }
    }

    /**
     * The least height with the step's box at its whole sentence (up to its most): what the column around is told, so
     * the situation above gives way first; the box gives way below that only in the layout of a column still short.
     */
    @Override
    public java.awt.Dimension getMinimumSize() {
        if (isMinimumSizeSet() || detail == null) {
            return super.getMinimumSize();
        }
        int kept = detail.limit();
        int keptGiving = giving;
        detail.limit(Integer.MAX_VALUE);
        give(0);
        ((MigLayout) getLayout()).invalidateLayout(this);
        java.awt.Dimension d = getLayout().minimumLayoutSize(this);
        detail.limit(kept);
        give(keptGiving);
        ((MigLayout) getLayout()).invalidateLayout(this);
        return d;
    }

    /** The buttons' words, tooltips and accessible names in the window's language. */
    private void relabel() {
        tutor.text.Texts t = model.texts();
        detail.relabel();
        timeline.getAccessibleContext().setAccessibleName(t.get("ruling.timeline"));
        tree.getAccessibleContext().setAccessibleName(t.get("ruling.tree"));
        prev.setToolTipText(t.get("ruling.previous.tip"));
        prev.getAccessibleContext().setAccessibleName(t.get("ruling.previous"));
        prev.setMnemonic(tutor.ui.widgets.Mnemonics.parse(t.get("ruling.previous")).key());
        next.setToolTipText(t.get("ruling.next.tip"));
        next.getAccessibleContext().setAccessibleName(t.get("ruling.next"));
        next.setMnemonic(tutor.ui.widgets.Mnemonics.parse(t.get("ruling.next")).key());
        if (copiedShown != null) {
            copiedShown.stop();
            copiedShown = null;
        }
        tutor.ui.widgets.Mnemonics.apply(copyText, t.get("ruling.copy"));
        copyText.setToolTipText(t.get("ruling.copy.tip"));
        copyMarkdown.setText(t.get("ruling.copyMarkdown"));
        copyMarkdown.setToolTipText(t.get("ruling.copyMarkdown.tip"));
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.TimelineChanged t) {
            showTimeline(t.shown(), t.hidden());
        } else if (e instanceof TutorEvent.RulingSelected r) {
            showRuling(r.entry());
        } else if (e instanceof TutorEvent.LanguageChanged) {
            relabel();
            reword();
        }
    }

    /**
     * The same rulings in the new language: the timeline's rows are worded as they are drawn, the chosen ruling's
     * tree is built again, and the step being read stays the one being read.
     */
    /**
     * Another theme sets rows taller or shorter: once the new look has been laid out, the chosen ruling and
     * its chosen step are scrolled back into sight, so the list the class sees matches the words below it.
     */
    @Override
    public void updateUI() {
        super.updateUI();
        if (timeline == null || tree == null) {
            return; // called by JPanel's constructor, before the lists exist
        }
        javax.swing.SwingUtilities.invokeLater(this::keepChosenInView);
    }

    private void reword() {
        int[] rows = tree.getSelectionRows();
        int row = rows == null || rows.length == 0 ? 0 : rows[0];
        showTimeline(model.timeline().rulings(), model.activity() == null ? 0 : model.activity().timeline().size() - model.timeline().rulings().size());
        timeline.remeasure();
        timeline.repaint();
        showRuling(model.timeline().selected());
        if (tree.getRowCount() > row) {
            tree.setSelectionRow(row);
            tree.scrollRowToVisible(row);
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
            while (timelineModel.size() > same || timelineModel.size() > 0 && !(timelineModel.get(timelineModel.size() - 1) instanceof RulingEntry)) {
                timelineModel.remove(timelineModel.size() - 1);
            }
            for (int i = same; i < shown.size(); i++) {
                timelineModel.addElement(shown.get(i));
            }
            if (keep != null && keep.number() <= shown.size()) {
                timeline.setSelectedIndex(keep.number() - 1);
                timeline.keepInView(keep.number() - 1);
            }
            if (model.timeline().selected() == null && shown.isEmpty()) {
                detail.showMessage(model.texts().get(hidden > 0 ? "ruling.answerFirst" : "ruling.makeAMove"));
            }
            if (hidden > 0) {
                timelineModel.addElement(model.texts().get("ruling.hidden", hidden));
            }
            rulings.setVisible(timelineModel.size() > 0);
            // As tall as its rows, up to three (then it scrolls): one ruling is one row, not a row and a blank.
            int rows = Math.max(1, Math.min(3, timelineModel.size()));
            if (timeline.getVisibleRowCount() != rows) {
                timeline.setVisibleRowCount(rows);
                revalidate();
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
                    timeline.keepInView(i);
                }
            }
        } finally {
            updating = false;
        }
        trace = entry == null ? Trace.EMPTY : entry.ruling().trace();
        DefaultMutableTreeNode root = new DefaultMutableTreeNode("");
        for (WordedStep s : WordedStep.of(trace, rulebook.get().words())) {
            root.add(node(s));
        }
        tree.setModel(new DefaultTreeModel(root));
        if (steps.isVisible() != (entry != null)) {
            steps.setVisible(entry != null);
            revalidate();
        }
        for (int i = 0; i < tree.getRowCount(); i++) {
            tree.expandRow(i);
        }
        copyText.setEnabled(!trace.isEmpty());
        copyMarkdown.setEnabled(!trace.isEmpty());
        if (trace.isEmpty()) {
            detail.showMessage(model.texts().get(model.activity() != null && model.activity().veiled()
                    ? "ruling.answerFirst" : "ruling.makeAMove"));
        } else {
            tree.setSelectionRow(0);
            tree.scrollRowToVisible(0);
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
        tutor.text.Texts t = model.texts();
        if (trace.isEmpty()) {
            model.notice(t.get("notice.copy.nothing"), true);
            return;
        }
        java.util.function.Function<String, String> editions = id -> tutor.scenario.EditionNames.spec(id, rulebook.get().language());
        String s = asMarkdown ? new MarkdownTraceRenderer(rulebook.get(), editions, true).render(trace)
                : new TextTraceRenderer(rulebook.get(), editions, true).render(trace);
        try {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(s), null);
        } catch (IllegalStateException | java.awt.HeadlessException e) {
            model.notice(t.get("notice.copy.noClipboard"), true);
            return;
        }
        RulingEntry r = model.timeline().selected();
        long lines = s.lines().count();
        String format = t.get(asMarkdown ? "notice.copy.markdown" : "notice.copy.text");
        model.notice(r == null ? t.get("notice.copied", format, lines)
                : t.get("notice.copiedRuling", r.number(), TimelineRenderer.what(model, r), format, lines), false);
        JButton b = asMarkdown ? copyMarkdown : copyText;
        b.setText(asMarkdown ? "\u2714" : t.get("ruling.copied"));
        if (copiedShown != null) {
            copiedShown.stop();
        }
        copiedShown = new javax.swing.Timer(1500, e -> {
            copiedShown = null;
            relabel();
        });
        copiedShown.setRepeats(false);
        copiedShown.start();
    }

    private DefaultMutableTreeNode node(WordedStep s) {
        DefaultMutableTreeNode n = new DefaultMutableTreeNode(new Item(s, label(s)));
        for (WordedStep c : s.children()) {
            n.add(node(c));
        }
        return n;
    }

    private String label(WordedStep s) {
        String title = rulebook.get().title(s.ruleId());
        String shown = s.arithmetic().isEmpty() ? title : model.texts().get("ruling.stepSum", title, s.arithmetic());
        return (s.kind() == StepKind.REJECTED ? "\u2718 " : "") + shown;
    }

    private void selected() {
        TreePath p = tree.getSelectionPath();
        if (p == null || !(((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject() instanceof Item item)) {
            return;
        }
        RulingEntry r = model.timeline().selected();
        GameState before = r == null ? null : r.before();
        detail.show(item.step(), before);
        model.timeline().selectStep(item.step().step());
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
