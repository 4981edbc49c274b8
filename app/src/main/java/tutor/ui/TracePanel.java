package tutor.ui;

import java.awt.Toolkit;
import java.awt.datatransfer.StringSelection;
import java.util.HashSet;
import java.util.Set;
import java.util.function.BiConsumer;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextArea;
import javax.swing.JTree;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.DefaultTreeModel;
import javax.swing.tree.TreePath;
import net.miginfocom.swing.MigLayout;
import tutor.rules.Board;
import tutor.trace.Arg;
import tutor.trace.Citation;
import tutor.trace.Msg;
import tutor.trace.WordedStep;
import tutor.trace.Effect;
import tutor.trace.MarkdownTraceRenderer;
import tutor.trace.RuleEntry;
import tutor.trace.Rulebook;
import tutor.trace.StepKind;
import tutor.trace.TextTraceRenderer;
import tutor.trace.Trace;
import tutor.trace.TraceStep;

/**
 * The latest ruling as a tree of steps. Stepping through it (arrow keys, or Next/Previous)
 * shows each step's rule in our words with its citations, and highlights the squares and
 * players it involves. The whole ruling can be copied as text or Markdown.
 */
final class TracePanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JTree tree = new JTree(new DefaultMutableTreeNode("No ruling yet"));
    private final JTextArea detail = new JTextArea();
    private final transient Rulebook rulebook;
    private final transient BiConsumer<Set<Integer>, Set<String>> onHighlight;
    private transient Trace trace = Trace.EMPTY;
    private transient Board board;

    TracePanel(Rulebook rulebook, BiConsumer<Set<Integer>, Set<String>> onHighlight) {
        super(new MigLayout("insets 4, fill, wrap 1", "[grow,fill]", "[grow,fill][]"));
        this.rulebook = rulebook;
        this.onHighlight = onHighlight;
        setName("trace");
        tree.setName("trace.tree");
        tree.setRootVisible(false);
        tree.setShowsRootHandles(true);
        tree.getAccessibleContext().setAccessibleName("Rule trace");
        detail.setName("trace.detail");
        detail.setEditable(false);
        detail.setLineWrap(true);
        detail.setWrapStyleWord(true);
        tree.addTreeSelectionListener(e -> selected());
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, new JScrollPane(tree), new JScrollPane(detail));
        split.setResizeWeight(0.55);
        add(split, "grow");
        JButton prev = new JButton("Previous step");
        prev.setName("trace.previous");
        prev.setMnemonic('P');
        prev.addActionListener(e -> step(-1));
        JButton next = new JButton("Next step");
        next.setName("trace.next");
        next.setMnemonic('N');
        next.addActionListener(e -> step(1));
        JButton text = new JButton("Copy");
        text.setToolTipText("Copy the whole ruling as plain text");
        text.setName("trace.copyText");
        text.addActionListener(e -> copy(false));
        JButton md = new JButton("Markdown");
        md.setToolTipText("Copy the whole ruling as Markdown, for sharing");
        md.setName("trace.copyMarkdown");
        md.addActionListener(e -> copy(true));
        JPanel buttons = new JPanel(new MigLayout("insets 0, wrap 2, fillx", "[sg t,fill,grow][sg t,fill,grow]"));
        buttons.add(prev);
        buttons.add(next);
        buttons.add(text);
        buttons.add(md);
        add(buttons, "wmin 0");
    }

    void show(Trace t, Board b) {
        Trace next = t == null ? Trace.EMPTY : t;
        if (next == trace && b == board) {
            return; // the same ruling: keep the learner's place in it
        }
        this.trace = next;
        this.board = b;
        DefaultMutableTreeNode root = new DefaultMutableTreeNode("Ruling");
        for (WordedStep s : WordedStep.of(trace, rulebook.words())) {
            root.add(node(s));
        }
        tree.setModel(new DefaultTreeModel(root));
        for (int i = 0; i < tree.getRowCount(); i++) {
            tree.expandRow(i);
        }
        detail.setText(trace.isEmpty() ? "Make a move: its ruling appears here, step by step." : "");
        if (!trace.isEmpty()) {
            tree.setSelectionRow(0);
        }
    }

    String text() {
        return new TextTraceRenderer(rulebook).render(trace);
    }

    String markdown() {
        return new MarkdownTraceRenderer(rulebook).render(trace);
    }

    void step(int delta) {
        int rows = tree.getRowCount();
        if (rows == 0) {
            return;
        }
        int[] sel = tree.getSelectionRows();
        int row = sel == null || sel.length == 0 ? 0 : Math.max(0, Math.min(rows - 1, sel[0] + delta));
        tree.setSelectionRow(row);
        tree.scrollRowToVisible(row);
    }

    void copy(boolean asMarkdown) {
        String s = asMarkdown ? markdown() : text();
        try {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(s), null);
        } catch (IllegalStateException | java.awt.HeadlessException e) {
            // No clipboard available (a locked or headless display): nothing to copy to.
        }
    }

    private DefaultMutableTreeNode node(WordedStep s) {
        DefaultMutableTreeNode n = new DefaultMutableTreeNode(new Item(s, label(s)));
        for (WordedStep c : s.children()) {
            n.add(node(c));
        }
        return n;
    }

    private String label(WordedStep s) {
        String title = rulebook.title(s.ruleId());
        String numbers = s.arithmetic().isEmpty() ? "" : "  " + s.arithmetic();
        return (s.kind() == StepKind.REJECTED ? "\u2718 " : "") + title + numbers;
    }

    private void selected() {
        TreePath p = tree.getSelectionPath();
        if (p == null || !(((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject() instanceof Item item)) {
            return;
        }
        WordedStep s = item.step();
        StringBuilder sb = new StringBuilder();
        sb.append(s.text()).append('\n');
        s.inputs().forEach((k, v) -> sb.append("  ").append(k).append(": ").append(v).append('\n'));
        if (!s.arithmetic().isEmpty()) {
            sb.append("  ").append(s.arithmetic()).append('\n');
        }
        if (!s.result().isEmpty()) {
            sb.append("  => ").append(s.result()).append('\n');
        }
        for (String e : s.effects()) {
            sb.append("  -> ").append(e).append('\n');
        }
        if (!s.ruleset().isEmpty()) {
            sb.append("\nApplied under ").append(s.ruleset()).append(": ").append(s.source()).append('\n');
        }
        RuleEntry rule = rulebook.rule(s.ruleId()).orElse(null);
        if (rule != null) {
            sb.append("\nThe rule [").append(rule.id()).append("]: ").append(rule.text()).append('\n');
            for (Citation c : rule.citations()) {
                String src = rulebook.source(c.source()).map(x -> x.title()).orElse(c.source());
                sb.append("  • ").append(src).append(", ").append(c.section())
                        .append(c.ruling().isEmpty() ? "" : ": " + c.ruling()).append('\n');
            }
        }
        detail.setText(sb.toString());
        detail.setCaretPosition(0);
        Set<Integer> spaces = new HashSet<>();
        Set<Integer> seats = new HashSet<>();
        collect(s.step(), spaces, seats);
        Set<String> players = new HashSet<>();
        for (int seat : seats) {
            players.add(rulebook.words().player(seat, trace.names()));
        }
        onHighlight.accept(spaces, players);
    }

    /** The squares and seats a step (and its children) involve, read from the ids its words and effects name. */
    private void collect(TraceStep s, Set<Integer> spaces, Set<Integer> seats) {
        for (Effect e : s.effects()) {
            if (e instanceof Effect.TokenMoved m) {
                spaces.add(m.fromIndex());
                spaces.add(m.toIndex());
                seats.add(m.player());
            } else if (e instanceof Effect.MoneyMoved m) {
                seats.add(m.from());
                seats.add(m.to());
            } else if (e instanceof Effect.DeedChanged d) {
                seats.add(d.from());
                seats.add(d.to());
                addDeed(d.deed(), spaces);
            } else if (e instanceof Effect.StatusChanged st) {
                collect(st.subject(), spaces, seats);
            }
        }
        collect(s.text(), spaces, seats);
        for (TraceStep c : s.children()) {
            collect(c, spaces, seats);
        }
        seats.removeIf(seat -> seat < 0);
    }

    private void collect(Msg m, Set<Integer> spaces, Set<Integer> seats) {
        for (Arg a : m.args().values()) {
            collect(a, spaces, seats);
        }
    }

    private void collect(Arg a, Set<Integer> spaces, Set<Integer> seats) {
        if (a instanceof Arg.Player p) {
            seats.add(p.seat());
        } else if (a instanceof Arg.Deed d) {
            addDeed(d.id(), spaces);
        } else if (a instanceof Arg.Space sp) {
            spaces.add(sp.index());
        } else if (a instanceof Arg.Message m) {
            collect(m.msg(), spaces, seats);
        }
    }

    private void addDeed(int deed, Set<Integer> spaces) {
        if (board != null && deed >= 0 && deed < board.deeds().size()) {
            spaces.add(board.deed(deed).space());
        }
    }

    JTree tree() {
        return tree;
    }

    String detailText() {
        return detail.getText();
    }

    /** A tree node's content: the step and how it reads in the tree. */
    record Item(WordedStep step, String label) {
        @Override
        public String toString() {
            return label;
        }
    }
}
