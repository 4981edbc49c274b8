package tutor.ui.lesson;

import java.awt.Component;
import java.awt.Font;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
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
import javax.swing.UIManager;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.DefaultTreeCellRenderer;
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
    private final Column details = new Column("lessons.details", 6);
    private final WrappingLabel reviewTitle = new WrappingLabel();
    private final DefaultListModel<String> reviewItems = new DefaultListModel<>();
    private final JList<String> reviewList = new JList<>(reviewItems);
    private final JButton reviewStart = new JButton();
    private final WrappingLabel problems = new WrappingLabel();
    private final LessonMap map = new LessonMap("lessons.map");
    private transient List<Lesson> lessons = List.of();
    private transient Lesson selected;
    private transient LessonWords words;
    private transient Learner who;
    private transient String inProgress;
    /** How the lesson in progress is run: Continue names it, so "not tried yet" beside it reads true after a Present. */
    private transient tutor.lesson.Mode modeInProgress;
    /** The learner the shelf was last shown for ("" for nobody), null before it was first shown. */
    private transient String shownFor;
    private boolean updating;

    ShelfPanel(Host host) {
        super(new MigLayout("insets 8, fill, wrap 2, hidemode 3", "[42%,fill][grow,fill]", "[][grow,fill][]"));
        this.host = host;
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
        tree.setCellRenderer(new Renderer());
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
        JScrollPane detailScroll = new JScrollPane(details);
        detailScroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        detailScroll.getVerticalScrollBar().setUnitIncrement(16);
        add(detailScroll, "grow, wmin 0");
        add(problems, "span 2, wmin 0");
        map.setEnabled(false);
    }

    /** Shows the shelf for a learner (or nobody), keeping the chosen lesson. */
    void show(List<Lesson> all, Map<Path, List<Problem>> broken, List<String> names, String current, Learner learnerNow,
              List<Shelf.Due> due, String lessonInProgress, tutor.lesson.Mode modeInProgress, LessonWords w) {
        this.lessons = all;
        this.modeInProgress = modeInProgress;
        this.words = w;
        this.who = learnerNow;
        this.inProgress = lessonInProgress;
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
            details.removeAll();
            details.add(text("lessons.empty", w.get("shelf.empty"), false));
            details.revalidate();
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
        lessons.stream().filter(l -> l.id().equals(lessonId)).findFirst().ifPresent(l -> {
            selectInTree(l);
            select(l);
        });
    }

    /**
     * A learner's line on the lesson card. A go left half-way is said as unfinished, with the answers given so far: its
     * mean over every scored step would read "last score 0 out of 100" after a run that was only stopped (issue 24).
     */
    static String progress(LessonWords words, String name, int stars, LessonAttempt last, int scored) {
        return last.finished() ? words.get("lesson.progress", name, Stars.of(stars), stars, last.score(scored))
                : words.get("lesson.progress.unfinished", name, Stars.of(stars), stars, last.results().size(), scored);
    }

    private void select(Lesson lesson) {
        selected = lesson;
        LessonWords words = this.words.about(lesson);
        details.removeAll();
        details.add(text("lessons.selected.title", words.text(lesson.title()), true));
        String track = words.has("track." + lesson.track()) ? words.get("track." + lesson.track()) : lesson.track();
        details.add(text("lessons.selected.meta", words.get("lesson.meta", track, lesson.level(), lesson.minutes(),
                tutor.scenario.EditionNames.spec(lesson.edition(), words.language())), false));
        if (lesson.audience() != null) {
            details.add(text("lessons.selected.audience", words.text(lesson.audience()), false));
        }
        int scored = lesson.scoredSteps().size();
        if (who != null) {
            Optional<LessonAttempt> last = who.latest(lesson.id());
            int stars = who.stars(lesson);
            details.add(text("lessons.selected.stars", last.isEmpty() ? words.get("lesson.notTried", who.name())
                    : progress(words, who.name(), stars, last.get(), scored), false));
        }
        List<String> missing = missingTitles(lesson);
        if (!missing.isEmpty()) {
            details.add(text("lessons.selected.first", words.get(who == null ? "lesson.comesAfter" : "lesson.takeFirst",
                    quotedList(missing)), false));
        }
        details.add(text("lessons.selected.objectivesTitle", words.get("lesson.objectives"), true));
        StringBuilder obj = new StringBuilder();
        lesson.objectives().forEach(o -> obj.append("- ").append(words.text(o).replace('\n', ' ')).append('\n'));
        if (!lesson.curriculum().isEmpty()) {
            obj.append('\n').append(words.get("lesson.curriculum",
                    String.join(" · ", lesson.curriculum().stream().map(a -> words.get("curriculum." + a)).toList()))).append('\n');
        }
        MarkdownPane objectives = new MarkdownPane("lessons.selected.objectives");
        objectives.show(obj.toString(), 1f);
        details.add(objectives);
        details.add(text("lessons.selected.mapTitle", words.get("lesson.steps", lesson.steps().size()), true));
        map.show(stations(lesson), -1);
        JPanel mapRow = new JPanel(new MigLayout("insets 0, fillx, novisualpadding", "[grow,fill]"));
        mapRow.add(map, "wmin 0");
        details.add(mapRow);
        // The three modes on a row, the handout under them: beside them «Напечатать раздаточный лист» ran off the
        // right edge on a Russian projector (the teacher's walk, shot 70).
        JPanel buttons = new JPanel(new MigLayout("insets 0, novisualpadding, gap 6, wrap 3, hidemode 3"));
        if (lesson.id().equals(inProgress)) {
            buttons.add(button("lessons.continue", words.get("lesson.continue",
                    (modeInProgress == null ? tutor.lesson.Mode.PRESENT : modeInProgress).id()),
                    host::resume), "span 3");
        }
        buttons.add(button("lessons.present", words.get("mode.present"), () -> host.start(lesson, Mode.PRESENT)));
        buttons.add(button("lessons.practise", words.get("mode.practise"), () -> host.start(lesson, Mode.PRACTISE)));
        buttons.add(button("lessons.quiz", words.get("mode.quiz"), () -> host.start(lesson, Mode.QUIZ)));
        buttons.add(button("lessons.handout", words.get("lesson.handout"), () -> host.handout(lesson)), "span 3");
        details.add(buttons);
        // The card names the answer button by its own key, so the two cannot drift apart ("Reveal" beside "Show the answer").
        details.add(text("lessons.selected.modes", words.get("lesson.modes", words.get("step.showAnswer")), false));
        details.add(text("lessons.selected.teacherTitle", words.get("lesson.teacher"), true));
        StringBuilder notes = new StringBuilder();
        notes.append("**").append(words.get("lesson.timing")).append("** ").append(words.text(lesson.teacherNotes().timing()).replace('\n', ' ')).append("\n\n");
        for (tutor.lesson.Lesson.Misconception m : lesson.teacherNotes().misconceptions()) {
            notes.append("- ").append(words.get("lesson.misconception", words.text(m.belief()).replace('\n', ' '),
                    words.text(m.truth()).replace('\n', ' '))).append('\n');
        }
        if (!lesson.exitTicket().isEmpty()) {
            notes.append("\n**").append(words.get("lesson.exitTicket")).append("**\n\n");
            int n = 0;
            for (tutor.lesson.Lesson.ExitQuestion q : lesson.exitTicket()) {
                notes.append(++n).append(". ").append(words.get("lesson.exitAnswer", words.text(q.prompt()).replace('\n', ' '),
                        words.text(q.answer()).replace('\n', ' '))).append('\n');
            }
        }
        if (!lesson.glossary().isEmpty()) {
            notes.append('\n').append(words.get("lesson.glossary",
                    String.join(", ", lesson.glossary().stream().map(t -> words.text(t.word())).toList()))).append('\n');
        }
        MarkdownPane teacher = new MarkdownPane("lessons.selected.teacher");
        teacher.show(notes.toString(), 1f);
        details.add(teacher);
        details.revalidate();
        details.repaint();
    }

    /** Lesson titles quoted and listed as the language writes them: « Les enchères » et « Sortir de prison ». */
    private String quotedList(List<String> titles) {
        return tutor.text.Lists.and(titles.stream().map(s -> words.get("lesson.quoted", s)).toList(), words.language());
    }

    /** The titles of the prerequisites the learner has no star in yet, in the window's language. */
    private List<String> missingTitles(Lesson lesson) {
        List<String> titles = new ArrayList<>();
        for (String pre : lesson.prerequisites()) {
            lessons.stream().filter(l -> l.id().equals(pre)).findFirst().ifPresent(l -> {
                if (who == null || who.stars(l) == 0) {
                    titles.add(words.about(l).text(l.title()));
                }
            });
        }
        return titles;
    }

    private List<LessonMap.Station> stations(Lesson lesson) {
        Optional<LessonAttempt> last = who == null ? Optional.empty() : who.latest(lesson.id());
        List<LessonMap.Station> out = new ArrayList<>();
        for (int i = 0; i < lesson.steps().size(); i++) {
            Step s = lesson.steps().get(i);
            var result = last.flatMap(a -> a.result(s.id())).orElse(null);
            // Enabled: no step is locked in a preview (the map itself takes no clicks on the shelf).
            out.add(new LessonMap.Station(s, result != null || last.map(LessonAttempt::finished).orElse(false), true, result,
                    words.get("map.tip", i + 1, words.get("kind." + s.kind()))));
        }
        return out;
    }

    private static JButton button(String name, String text, Runnable run) {
        JButton b = new JButton(text);
        b.setName(name);
        b.addActionListener(e -> run.run());
        return b;
    }

    private static WrappingLabel text(String name, String words, boolean bold) {
        WrappingLabel l = new WrappingLabel();
        l.setName(name);
        l.setWords(words);
        if (bold) {
            Font f = UIManager.getFont("Label.font");
            l.setFont(f.deriveFont(Font.BOLD, f.getSize2D() * (name.endsWith(".title") ? 1.25f : 1f)));
        }
        return l;
    }

    private String entryText(Shelf.Entry e) {
        return Stars.of(e.stars()) + " " + words.about(e.lesson()).text(e.lesson().title());
    }

    /** The tree's indent per level, from the look and feel. */
    private static final class UIManagerInt {
        static int indent() {
            Object l = UIManager.get("Tree.leftChildIndent");
            Object r = UIManager.get("Tree.rightChildIndent");
            return (l instanceof Integer a ? a : 7) + (r instanceof Integer b ? b : 11);
        }
    }

    /** Lessons with their stars; a lesson whose prerequisites are not done is greyed, and says so in its tooltip. */
    private final class Renderer extends DefaultTreeCellRenderer {
        private static final long serialVersionUID = 1L;
        /** The width a wrapped title is laid out at, 0 when it is one line. */
        private int wrapWidth;

        /**
         * The label throws its HTML text view away and makes a new, unsized one whenever its colour, its font or its
         * screen changes, and the tree's paint makes all three happen after the row was measured: FlatLaf recolours
         * the selected row of a tree without focus, and the tree puts the renderer back in its CellRendererPane at
         * each paint (a new graphics configuration, which the label takes for a new scale). An unsized view is laid
         * out as one line centred in the row, so a wrapped title's next line falls out of the row's bottom; a
         * repaint of part of the list (a row chosen, a tooltip gone) drew such rows over the whole picture of
         * before, each title twice (the teacher's walk, crops 24, 54, 102). So the view is sized as it is painted.
         */
        @Override
        public void paint(java.awt.Graphics g) {
            fitView();
            super.paint(g);
        }

        /** Also at once when recoloured or given a font, for whoever lays the label out before painting it. */
        @Override
        public void setForeground(java.awt.Color fg) {
            super.setForeground(fg);
            fitView();
        }

        @Override
        public void setFont(Font font) {
            super.setFont(font);
            fitView();
        }

        private void fitView() {
            if (wrapWidth > 0 && getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey) instanceof javax.swing.text.View v) {
                v.setSize(wrapWidth, 0);
            }
        }

        @Override
        public Component getTreeCellRendererComponent(JTree t, Object value, boolean sel, boolean expanded, boolean leaf, int row,
                                                      boolean focus) {
            DefaultMutableTreeNode node = (DefaultMutableTreeNode) value;
            Object o = node.getUserObject();
            String label = o instanceof Shelf.Entry e ? entryText(e) : String.valueOf(o);
            // A long title wraps to the width the tree has, so it is read whole without scrolling sideways.
            int indent = (node.getLevel() + 1) * UIManagerInt.indent();
            int room = Math.max(80, (t.getParent() == null ? t.getWidth() : t.getParent().getWidth()) - indent - 12);
            boolean wrap = getFontMetrics(t.getFont()).stringWidth(label) > room;
            String html = "<html>" + label.replace("&", "&amp;").replace("<", "&lt;") + "</html>";
            super.getTreeCellRendererComponent(t, wrap ? html : label, sel, expanded, leaf, row, focus);
            setIcon(null);
            setPreferredSize(null);
            // Font and colour before the height is measured: changing either on an HTML label makes a new text
            // view, unsized, which would measure one line (a learner chosen greys the lessons not yet open to them).
            setFont(o instanceof Shelf.Entry ? t.getFont() : t.getFont().deriveFont(Font.BOLD));
            if (o instanceof Shelf.Entry e) {
                setToolTipText(e.ready() || who == null ? words.get("lesson.minutes", e.lesson().minutes())
                        : words.get("lesson.takeFirst", quotedList(missingTitles(e.lesson()))));
                if (!e.ready() && who != null && !sel) {
                    setForeground(UIManager.getColor("Label.disabledForeground"));
                }
            } else {
                setToolTipText(null);
            }
            // The HTML view laid out at the width there is (a CSS width in px is not the screen's pixels in Swing).
            wrapWidth = wrap ? room : 0;
            if (wrap && getClientProperty(javax.swing.plaf.basic.BasicHTML.propertyKey) instanceof javax.swing.text.View v) {
                v.setSize(room, 0);
                int h = (int) Math.ceil(v.getPreferredSpan(javax.swing.text.View.Y_AXIS));
                java.awt.Insets in = getInsets();
                setPreferredSize(new java.awt.Dimension(room + in.left + in.right, h + in.top + in.bottom));
            }
            return this;
        }
    }
}
