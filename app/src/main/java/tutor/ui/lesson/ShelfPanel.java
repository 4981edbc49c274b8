package tutor.ui.lesson;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTree;
import javax.swing.ListSelectionModel;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.DefaultTreeModel;
import javax.swing.tree.TreePath;
import javax.swing.tree.TreeSelectionModel;
import net.miginfocom.swing.MigLayout;
import tutor.lesson.Learner;
import tutor.lesson.Lesson;
import tutor.lesson.LessonAttempt;
import tutor.lesson.Mode;
import tutor.lesson.Shelf;
import tutor.lesson.Step;
import tutor.lesson.Text;
import tutor.scenario.Problem;
import tutor.ui.widgets.WrappingLabel;

/**
 * The lessons as a class sees them: who is learning, the lessons by track and level with the learner's
 * stars, the chosen lesson (what it is for, its steps as a map with the learner's last results, and
 * Present / Practise / Quiz), the learner's review list, and any lesson file that did not load.
 * The rows are drawn by {@link ShelfRowRenderer}, the chosen lesson by {@link LessonCard}.
 */
final class ShelfPanel extends JPanel {

    private static final long serialVersionUID = 1L;

    /** What the screen does for the shelf. */
    interface Host {
        void start(Lesson lesson, Mode mode);

        void resume();

        void review();

        void chooseLearner(String name);

        void editClass();

        void report(Lesson lesson);

        void handout(Lesson lesson);
    }

    private final transient Host host;
    private final JLabel whoLabel = new JLabel();
    private final JComboBox<String> learner = new JComboBox<>();
    private final JButton classList = new JButton();
    private final JButton report = new JButton();
    /** As wide as its pane: long titles wrap rather than scroll sideways. */
    private final JTree tree = new JTree(new DefaultMutableTreeNode()) {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }
    };
    private final LessonCard card;
    private final WrappingLabel reviewTitle = new WrappingLabel();
    private final DefaultListModel<String> reviewItems = new DefaultListModel<>();
    private final JList<String> reviewList = new JList<>(reviewItems);
    private final JButton reviewStart = new JButton();
    private final WrappingLabel problems = new WrappingLabel();
    private transient Lesson selected;
    /**
     * What the shelf shows now; the mode in progress is there because Continue names it, so "not tried yet" beside it
     * reads true after a Present.
     */
    private transient ShelfContents shown = ShelfContents.NONE;
    /** The learner the shelf was last shown for ("" for nobody), null before it was first shown. */
    private transient String shownFor;
    private boolean updating;

    ShelfPanel(Host host) {
        super(new MigLayout("insets 8, fill, wrap 2, hidemode 3", "[42%,fill][grow,fill]", "[][grow,fill][]"));
        this.host = host;
        this.card = new LessonCard(host);
        setName("lessons.shelf");
        learner.setName("lessons.learner");
        learner.setEditable(false);
        learner.addActionListener(e -> {
            if (!updating && learner.getSelectedIndex() >= 0) {
                host.chooseLearner(learner.getSelectedIndex() == 0 ? "" : (String) learner.getSelectedItem());
            }
        });
        classList.setName("lessons.classList");
        classList.addActionListener(e -> host.editClass());
        report.setName("lessons.report");
        report.addActionListener(e -> host.report(selected));
        tree.setName("lessons.tree");
        tree.setRootVisible(false);
        tree.setShowsRootHandles(true);
        tree.getSelectionModel().setSelectionMode(TreeSelectionModel.SINGLE_TREE_SELECTION);
        tree.setCellRenderer(new ShelfRowRenderer(() -> shown));
        tree.setRowHeight(0);
        javax.swing.ToolTipManager.sharedInstance().registerComponent(tree);
        tree.addTreeSelectionListener(e -> {
            Object node = e.getPath() == null ? null : ((DefaultMutableTreeNode) e.getPath().getLastPathComponent()).getUserObject();
            if (node instanceof Shelf.Entry entry) {
                select(entry.lesson());
            }
        });
        reviewTitle.setName("lessons.review.title");
        reviewList.setName("lessons.review.list");
        reviewList.setVisibleRowCount(4);
        reviewList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        reviewStart.setName("lessons.review.start");
        reviewStart.addActionListener(e -> host.review());
        problems.setName("lessons.problems");
        JPanel top = new JPanel(new MigLayout("insets 0, fillx, novisualpadding", "[][180::,fill][][grow][]"));
        top.add(whoLabel);
        top.add(learner);
        top.add(classList);
        top.add(report, "skip 1");
        add(top, "span 2, growx");
        JPanel left = new JPanel(new MigLayout("insets 0, fill, wrap 1, hidemode 3", "[grow,fill]", "[grow,fill][][][]"));
        JScrollPane treeScroll = new JScrollPane(tree);
        treeScroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        treeScroll.getViewport().addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                // The rows wrap to the new width: the tree measures them again.
                tree.setRowHeight(1);
                tree.setRowHeight(0);
                showChosenLater();
            }
        });
        // Rows measured again (a theme, a width, the first layout after a restart) move the chosen lesson: scrolled to
        // where its row was, it stood half below the bottom edge (the teacher's walk, shot 119). A scroll by the
        // reader does not resize the tree, so this never takes the list from under them.
        tree.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                showChosenLater();
            }
        });
        left.add(treeScroll, "grow, wmin 0, hmin 120");
        left.add(reviewTitle, "gaptop 6, wmin 0");
        left.add(new JScrollPane(reviewList), "wmin 0, hmin 60");
        left.add(reviewStart, "growx 0");
        add(left, "grow, wmin 0");
        JScrollPane detailScroll = new JScrollPane(card.column());
        detailScroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        detailScroll.getVerticalScrollBar().setUnitIncrement(16);
        add(detailScroll, "grow, wmin 0");
        add(problems, "span 2, wmin 0");
    }

    /** Shows the shelf for a learner (or nobody), keeping the chosen lesson. */
    void show(List<Lesson> all, Map<Path, List<Problem>> broken, List<String> names, String current, Learner learnerNow,
              List<Shelf.Due> due, String lessonInProgress, tutor.lesson.Mode modeInProgress, LessonWords w) {
        this.shown = new ShelfContents(all, w, learnerNow, lessonInProgress, modeInProgress);
        whoLabel.setText(w.get("shelf.who"));
        classList.setText(w.get("shelf.classList"));
        report.setText(w.get("shelf.report"));
        reviewStart.setText(w.get("review.start"));
        updating = true;
        try {
            learner.removeAllItems();
            learner.addItem(w.get("shelf.nobody"));
            names.forEach(learner::addItem);
            learner.setSelectedIndex(current.isEmpty() || !names.contains(current) ? 0 : names.indexOf(current) + 1);
        } finally {
            updating = false;
        }
        fillTree(Shelf.of(all, learnerNow));
        reviewItems.clear();
        for (Shelf.Due d : due) {
            LessonWords lw = w.about(d.lesson());
            reviewItems.addElement(w.get("review.item", lw.text(d.lesson().title()), w.get("kind." + d.step().kind()), prompt(lw, d.step())));
        }
        reviewTitle.setWords(learnerNow == null ? w.get("review.nobody") : w.get("review.title", due.size()));
        reviewStart.setEnabled(!due.isEmpty());
        if (broken.isEmpty()) {
            problems.setVisible(false);
        } else {
            StringBuilder b = new StringBuilder(w.get("shelf.broken", broken.size()));
            broken.forEach((file, list) -> {
                Problem p = list.get(0);
                b.append(w.get("shelf.brokenFile", file.getFileName().toString(), String.valueOf(p.line()), String.valueOf(p.column()), p.message()));
            });
            problems.setWords(b.toString());
            problems.setForeground(tutor.ui.board.BoardView.color("Tutor.feedback.wrong"));
            problems.setVisible(true);
        }
        if (all.isEmpty()) {
            selected = null;
            card.empty(w);
            return;
        }
        Lesson keep = toShow(all, learnerNow);
        shownFor = learnerNow == null ? "" : learnerNow.name();
        selectInTree(keep);
        select(keep);
    }

    /**
     * The lesson to show: the one chosen, while the same learner learns; on a start, or when another learner is chosen,
     * the lesson they last opened; else the first on the shelf. The list's first lesson by file name was chosen on a
     * start, the last one on the shelf («How much is a deed worth at auction?», the teacher's walk, shots 7 and 89).
     */
    private Lesson toShow(List<Lesson> all, Learner learnerNow) {
        String name = learnerNow == null ? "" : learnerNow.name();
        Optional<Lesson> chosen = selected == null ? Optional.empty() : byId(all, selected.id());
        if (chosen.isPresent() && name.equals(shownFor)) {
            return chosen.get();
        }
        Optional<Lesson> last = learnerNow == null ? Optional.empty() : learnerNow.attempts().stream()
                .max(java.util.Comparator.comparing(LessonAttempt::started)).flatMap(a -> byId(all, a.lessonId()));
        return last.or(() -> chosen).orElseGet(() -> firstOnShelf(all));
    }

    private static Optional<Lesson> byId(List<Lesson> all, String id) {
        return all.stream().filter(l -> l.id().equals(id)).findFirst();
    }

    /** The first lesson as the shelf orders them (by track, level and title). */
    private Lesson firstOnShelf(List<Lesson> all) {
        java.util.Enumeration<javax.swing.tree.TreeNode> nodes = ((DefaultMutableTreeNode) tree.getModel().getRoot()).preorderEnumeration();
        while (nodes.hasMoreElements()) {
            if (((DefaultMutableTreeNode) nodes.nextElement()).getUserObject() instanceof Shelf.Entry e) {
                return e.lesson();
            }
        }
        return all.get(0);
    }

    private String prompt(LessonWords lw, Step s) {
        Text t = s instanceof Step.Question q ? q.prompt() : s instanceof Step.Exercise e ? e.prompt()
                : s instanceof Step.Play p ? p.intro() : null;
        String words = t == null ? lw.get("kind." + s.kind()) : lw.text(t);
        words = words.replace('\n', ' ');
        return words.length() > 70 ? words.substring(0, 68) + "\u2026" : words;
    }

    private void fillTree(Map<String, Map<Integer, List<Shelf.Entry>>> shelf) {
        LessonWords words = shown.words();
        DefaultMutableTreeNode root = new DefaultMutableTreeNode();
        for (Map.Entry<String, Map<Integer, List<Shelf.Entry>>> track : shelf.entrySet()) {
            DefaultMutableTreeNode t = new DefaultMutableTreeNode(words.has("track." + track.getKey())
                    ? words.get("track." + track.getKey()) : track.getKey());
            for (Map.Entry<Integer, List<Shelf.Entry>> level : track.getValue().entrySet()) {
                DefaultMutableTreeNode l = new DefaultMutableTreeNode(words.get("level", level.getKey()));
                for (Shelf.Entry e : level.getValue()) {
                    l.add(new DefaultMutableTreeNode(e));
                }
                t.add(l);
            }
            root.add(t);
        }
        tree.setModel(new DefaultTreeModel(root));
        for (int i = 0; i < tree.getRowCount(); i++) {
            tree.expandRow(i);
        }
    }

    private void selectInTree(Lesson lesson) {
        DefaultMutableTreeNode root = (DefaultMutableTreeNode) tree.getModel().getRoot();
        java.util.Enumeration<javax.swing.tree.TreeNode> all = root.depthFirstEnumeration();
        while (all.hasMoreElements()) {
            DefaultMutableTreeNode n = (DefaultMutableTreeNode) all.nextElement();
            if (n.getUserObject() instanceof Shelf.Entry e && e.lesson().id().equals(lesson.id())) {
                TreePath path = new TreePath(n.getPath());
                tree.setSelectionPath(path);
                tree.scrollPathToVisible(path);
                return;
            }
        }
    }

    /** Scrolls the chosen lesson's row whole into view once the tree has laid its rows out at their new heights. */
    private void showChosenLater() {
        javax.swing.SwingUtilities.invokeLater(() -> {
            int row = tree.getMinSelectionRow();
            java.awt.Rectangle r = row < 0 ? null : tree.getRowBounds(row);
            if (r != null && !tree.getVisibleRect().contains(r)) {
                tree.scrollRectToVisible(r);
            }
        });
    }

    Lesson selected() {
        return selected;
    }

    /** Chooses a lesson by id (tests, and the menu). */
    void select(String lessonId) {
        shown.lessons().stream().filter(l -> l.id().equals(lessonId)).findFirst().ifPresent(l -> {
            selectInTree(l);
            select(l);
        });
    }

    private void select(Lesson lesson) {
        selected = lesson;
        card.show(lesson, shown);
    }
}
