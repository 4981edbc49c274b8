package tutor.ui.practise;

import java.awt.Frame;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingWorker;
import net.miginfocom.swing.MigLayout;
import org.knowm.xchart.XChartPanel;
import org.knowm.xchart.XYChart;
import tutor.data.Bundle;
import tutor.drills.DrillShelf;
import tutor.drills.RatingStore;
import tutor.drills.Theme;
import tutor.play.drill.DrillPractice;
import tutor.scenario.EditionNames;
import tutor.scenario.ScenarioLoader;
import tutor.text.Texts;
import tutor.ui.actions.ActionsPanel;
import tutor.ui.board.BoardView;
import tutor.play.ScenarioActivity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;
import tutor.ui.players.PlayerStrip;
import tutor.ui.ruling.RulingPanel;
import tutor.ui.situation.SituationPanel;
import tutor.ui.widgets.WrappingLabel;

/**
 * The Practise screen: pick themes and an edition (or everything), and the tutor serves drills the
 * learner has never seen, near their rating, on the table's own views (board, moves, situation and the
 * ruling step by step once answered). After each answer the learner and the drill are rated (Glicko-2),
 * a missed theme comes back later, and the chart shows the ratings per theme over time. When the
 * selection runs low, more drills are mined on this machine on a worker thread, with progress and Cancel.
 */
public final class PractiseScreen extends JPanel {

    private static final long serialVersionUID = 1L;
    /** Below this many unseen drills in the selection, more are mined. */
    static final int LOW = 5;
    /** New drills a mining run on demand looks for: a few sittings' worth of the selection. */
    static final int WANTED_PER_RUN = 10;
    /** The most games a mining run plays for them (a rare theme's ten drills take about 2,000 classic games). */
    static final int GAMES_PER_RUN = 5000;

    private final transient TutorModel model;
    private final JComboBox<String> edition = new JComboBox<>();
    private final List<String> editionIds = new java.util.ArrayList<>();
    private final JCheckBox everything = new JCheckBox();
    private final Map<Theme, JCheckBox> themeBoxes = new LinkedHashMap<>();
    private final JButton next = new JButton();
    private final JButton mine = new JButton();
    private final JButton cancel = new JButton();
    private final JProgressBar progress = new JProgressBar();
    private final WrappingLabel ratingLabel = new WrappingLabel();
    private final WrappingLabel result = new WrappingLabel();
    private final WrappingLabel left = new WrappingLabel();
    private final JLabel themesTitle = new JLabel();
    private final JLabel editionTitle = new JLabel();
    private final JTabbedPane tabs = new JTabbedPane();
    private final JPanel chartHolder = new JPanel(new java.awt.BorderLayout());
    private final RulingPanel ruling;
    private transient DrillShelf shelf = DrillShelf.read(List.of());
    private transient DrillPractice practice;
    private transient DrillShelf.Entry serving;
    private transient ScenarioActivity activity;
    private transient Miner miner;
    private boolean rated;
    /** The result line's words, worded again when the language changes. */
    private transient java.util.function.Supplier<String> resultWords;
    /** False until the shelf is first read: the combo box's events while the screen is built start nothing. */
    private boolean ready;
    /** The board, its players and moves; beside it, the reading (its width set on a projector by {@link BoardColumnWidth}). */
    private final JPanel boardColumn;
    private final JPanel reading;

    public PractiseScreen(TutorModel model, Frame owner) {
        this.model = model;
        setName("practise");
        BoardView board = new BoardView(model);
        board.setName("practise.board");
        PlayerStrip strip = new PlayerStrip(model, true);
        ActionsPanel actions = new ActionsPanel(model, owner);
        SituationPanel situation = new SituationPanel(model);
        ruling = new RulingPanel(model, () -> Bundle.get().rulebook(model.dataLanguage()));
        boardColumn = new JPanel(new MigLayout("insets 0, fill, wrap 1, gap 0 2, hidemode 3", "[grow,fill]",
                "[grow,fill][pref!][pref!]")) {
            private static final long serialVersionUID = 1L;

            /** The board no taller than it is wide: the players and the moves right under it, the slack below them. */
            @Override
            public void doLayout() {
                ((MigLayout) getLayout()).setComponentConstraints(board, "grow, wmin 180, hmin 180, hmax " + Math.max(180, getWidth()) + "px");
                super.doLayout();
            }
        };
        boardColumn.add(board, "grow, wmin 180, hmin 180");
        // The players' chips have the column's whole width (beside All moves they took a row each, and the board lost
        // their height); All moves stands beside the moves, as on the Table.
        boardColumn.add(strip, "wmin 0, growx");
        JPanel moves = new JPanel(new MigLayout("insets 0, fillx, gap 6 0, novisualpadding", "[grow,fill][]"));
        moves.add(actions, "wmin 0, growx");
        moves.add(actions.allMovesButton(), "aligny top, gaptop 4");
        boardColumn.add(moves, "wmin 0, growx");
        tabs.setName("practise.tabs");
        tabs.addTab("", ruling);
        tabs.addTab("", chartHolder);
        reading = new JPanel(new MigLayout("insets 0, fill, wrap 1, gap 0 4, nocache, hidemode 3", "[grow,fill]",
                "[fill][grow,fill,shrinkprio 200]")) {
            private static final long serialVersionUID = 1L;

            /**
             * The situation takes up to 55% of the column, more where its heading and answers need it (its story then
             * scrolls in two lines): capped at 55% it was laid out taller than its row anyway and the answer c) covered
             * the Ruling / Your ratings tabs (the teacher's item 14, native-fr3's shot 68). Where the answers and the
             * tabs cannot both have their room (long French answers on a projector), the tabs step aside while the
             * question waits: the ruling is veiled until then anyway. Once it is answered the ruling is what is read, so
             * the tabs always come back and the situation gives way to them, down to its heading and a line of story: the
             * rule "both fit or the tabs hide" kept them hidden after a Russian auction drill, whose three-line heading
             * and long step sentence did not both fit (CI's "tabs stay hidden after the answer").
             */
            @Override
            public void doLayout() {
                situation.prepare(getWidth());
                int gap = com.formdev.flatlaf.util.UIScale.scale(4);
                int tabsLeast = tabs.getMinimumSize().height;
                boolean asking = model.activity() != null && model.activity().veiled();
                int least = situation.leastHeightAt(getWidth(), 2);
                if (!asking && least + gap + tabsLeast > getHeight()) {
                    least = situation.leastHeightAt(getWidth(), 1);
                }
                boolean room = !asking || least + gap + tabsLeast <= getHeight();
                if (tabs.isVisible() != room) {
                    tabs.setVisible(room);
                }
                int most = !room ? getHeight()
                        : Math.max(least, asking ? getHeight() * 55 / 100 : Math.min(getHeight() * 55 / 100, getHeight() - gap - tabsLeast));
                ((MigLayout) getLayout()).setComponentConstraints(situation, "grow, wmin 0, hmin 0, hmax " + Math.min(most, getHeight()));
                // Where even then the tabs' least does not fit, they take what is left (the step's words scroll).
                ((MigLayout) getLayout()).setComponentConstraints(tabs, "grow, wmin 0, shrinkprio 200"
                        + (least + gap + tabsLeast > getHeight() ? ", hmin 0" : ""));
                super.doLayout();
            }
        };
        reading.add(situation, "grow, wmin 0");
        reading.add(tabs, "grow, wmin 0, shrinkprio 200");
        // The controls a fixed column; the board and the reading share the rest, the board a little more.
        setLayout(new MigLayout("insets 6, fill, gap 8", "[170lp!][grow 55,fill][grow 45,fill]", "[grow,fill]"));
        // On a projector the column may be taller than the window: it scrolls rather than hide its last buttons.
        JScrollPane controls = new JScrollPane(controls(), JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        controls.setBorder(javax.swing.BorderFactory.createEmptyBorder());
        controls.getVerticalScrollBar().setUnitIncrement(16);
        add(controls, "grow, wmin 0");
        add(boardColumn, EVEN_BOARD);
        add(reading, EVEN_READING);
        below = w -> {
            int gap = com.formdev.flatlaf.util.UIScale.scale(2);
            int aside = actions.allMovesButton().getPreferredSize().width + com.formdev.flatlaf.util.UIScale.scale(6);
            int movesHeight = Math.max(actions.reservedHeightAt(Math.max(1, w - aside)),
                    actions.allMovesButton().getPreferredSize().height + com.formdev.flatlaf.util.UIScale.scale(4));
            return strip.heightAt(w) + gap + movesHeight + gap;
        };
        words();
        model.addListener(this::changed);
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentShown(java.awt.event.ComponentEvent e) {
                shown();
            }
        });
        loadShelf();
    }

    /** The columns' even share, as in the light and dark themes. */
    private static final String EVEN_BOARD = "grow, wmin 220lp, w 50%";
    private static final String EVEN_READING = "grow, wmin 200lp, w 50%";
    /** The height the board column's rows under the board need at a width (the players' chips and the moves). */
    private final transient java.util.function.IntUnaryOperator below;

    /**
     * On a projector the board column is as wide as gives the board the largest side its height allows, the reading
     * keeping 40% (its heading and answers wrap more); with the even share the board was about 396 px and its names
     * 8 px, where the Table's projector board prints them in 10-11 px.
     */
    @Override
    public void doLayout() {
        MigLayout mig = (MigLayout) getLayout();
        int both = boardColumn.getWidth() + reading.getWidth();
        if (tutor.ui.widgets.Reading.factor("Tutor.zoom") > 1f && both > 0 && boardColumn.getHeight() > 0) {
            int width = BoardColumnWidth.of(both, boardColumn.getHeight(), below, Math.max(both * 2 / 5, com.formdev.flatlaf.util.UIScale.scale(200)));
            mig.setComponentConstraints(boardColumn, "grow, wmin 220lp, w " + width + "px!");
            mig.setComponentConstraints(reading, "grow, wmin 200lp, w " + (both - width) + "px!");
        } else {
            mig.setComponentConstraints(boardColumn, EVEN_BOARD);
            mig.setComponentConstraints(reading, EVEN_READING);
        }
        super.doLayout();
    }

    private JPanel controls() {
        JPanel p = new tutor.ui.widgets.WidthFittedPanel(new MigLayout("insets 0, fillx, wrap 1, gap 0 4, hidemode 3", "[grow,fill]")) {
            private static final long serialVersionUID = 1L;

            @Override
            public void doLayout() {
                // The sentences wrap to the column, whatever the theme's scale and the language's length.
                int width = getWidth() - getInsets().left - getInsets().right;
                ratingLabel.wrapAt(width);
                result.wrapAt(width);
                left.wrapAt(width);
                super.doLayout();
            }
        };
        editionTitle.setName("practise.edition.title");
        p.add(editionTitle);
        edition.setName("practise.edition");
        editionIds.add("");
        for (String id : List.of("classic", "modern", "ru-classic", "fr-classic", "fr-fast", "fr-timed", "us-short", "us-timed",
                "boutique", "us-video", "seminary", "junior")) {
            editionIds.add(id);
        }
        p.add(edition, "wmin 0");
        themesTitle.setName("practise.themes.title");
        p.add(themesTitle, "gaptop 6");
        everything.setName("practise.everything");
        everything.setSelected(true);
        everything.addActionListener(e -> {
            themeBoxes.values().forEach(b -> b.setEnabled(!everything.isSelected()));
            restart();
        });
        JPanel list = new tutor.ui.widgets.WidthFittedPanel(new MigLayout("insets 0, wrap 1, gap 0 0", "[grow,fill]", "[top]"));
        list.add(everything);
        for (Theme t : Theme.values()) {
            JCheckBox b = new JCheckBox();
            b.setName("practise.theme." + t.id);
            b.setEnabled(false);
            b.addActionListener(e -> restart());
            themeBoxes.put(t, b);
            list.add(b, "wmin 0, aligny top");
        }
        JScrollPane scroll = new JScrollPane(list, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setName("practise.themes");
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        p.add(scroll, "hmin 80, h 80:200:260, wmin 0");
        next.setName("practise.next");
        next.addActionListener(e -> serveNext());
        p.add(next, "gaptop 6");
        ratingLabel.setName("practise.rating");
        p.add(ratingLabel, "wmin 0");
        result.setName("practise.result");
        p.add(result, "wmin 0");
        left.setName("practise.left");
        left.putClientProperty("FlatLaf.styleClass", "small");
        p.add(left, "wmin 0");
        mine.setName("practise.mine");
        mine.addActionListener(e -> mineMore());
        p.add(mine, "gaptop 6");
        progress.setName("practise.mine.progress");
        progress.setStringPainted(true);
        progress.setVisible(false);
        p.add(progress, "wmin 0");
        cancel.setName("practise.mine.cancel");
        cancel.setVisible(false);
        cancel.addActionListener(e -> {
            if (miner != null) {
                miner.cancel(false);
            }
        });
        p.add(cancel);
        edition.addActionListener(e -> restart());
        return p;
    }

    private Texts t() {
        return Texts.of("drills", model.language());
    }

    /** Every word of the screen, in the window's language. */
    private void words() {
        Texts t = t();
        editionTitle.setText(t.get("practise.edition"));
        int selected = Math.max(0, edition.getSelectedIndex());
        edition.removeAllItems();
        for (String id : editionIds) {
            edition.addItem(id.isEmpty() ? t.get("practise.every-edition") : EditionNames.of(Bundle.get().ruleset(id), tutor.scenario.Lang.content(model.language())));
        }
        edition.setSelectedIndex(selected);
        themesTitle.setText(t.get("practise.themes"));
        everything.setText(t.get("practise.everything"));
        // Theme names wrap inside the column rather than hide behind a scroll bar.
        themeBoxes.forEach((th, b) -> b.setText("<html>" + escape(t.get("theme." + th.id)) + "</html>"));
        tutor.ui.widgets.Mnemonics.apply(next, t.get("practise.next"));
        tutor.ui.widgets.Mnemonics.apply(mine, t.get("practise.mine"));
        cancel.setText(t.get("practise.cancel"));
        tabs.setTitleAt(0, t.get("practise.tab.ruling"));
        tabs.setTitleAt(1, t.get("practise.tab.ratings"));
        if (resultWords != null) {
            result.setText(resultWords.get());
        }
        status();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.LanguageChanged) {
            words();
        } else if (e instanceof TutorEvent.ActivityUpdated u && u.activity() == activity && activity != null && !rated
                && activity.finished()) {
            rate();
        }
    }

    /** Shown again after another screen: the drill being practised comes back to the views. */
    private void shown() {
        if (activity != null && model.activity() != activity) {
            model.open(activity);
        } else if (activity == null && practice != null) {
            serveNext();
        }
    }

    private void loadShelf() {
        new SwingWorker<DrillShelf, Void>() {
            @Override
            protected DrillShelf doInBackground() {
                return DrillShelf.read(List.of(bundled(), mined()));
            }

            @Override
            protected void done() {
                try {
                    shelf = get();
                } catch (InterruptedException | java.util.concurrent.ExecutionException ex) {
                    shelf = DrillShelf.read(List.of());
                }
                boolean first = !ready;
                ready = true;
                if (first || practice == null) {
                    restart();
                } else {
                    practice.restock(shelf); // mined drills join the sitting, which goes on
                    status();
                }
                if (activity == null && isShowing()) {
                    serveNext();
                }
            }
        }.execute();
    }

    static Path bundled() {
        return tutor.scenario.LibraryFolder.find("scenarios").resolve("drills");
    }

    static Path mined() {
        return RatingStore.standard().folder().resolve("mined");
    }

    /** The selection: the themes ticked (all when Everything is) and the edition (null for every one). */
    private Set<Theme> themes() {
        Set<Theme> out = EnumSet.noneOf(Theme.class);
        if (!everything.isSelected()) {
            themeBoxes.forEach((t, b) -> {
                if (b.isSelected()) {
                    out.add(t);
                }
            });
        }
        return out;
    }

    private String rulesetChosen() {
        int i = edition.getSelectedIndex();
        return i <= 0 ? null : editionIds.get(i);
    }

    /** A new sitting for the selection (the learner's ratings and what they have seen are kept). */
    private void restart() {
        if (!ready) {
            return;
        }
        practice = new DrillPractice(shelf, RatingStore.standard(), model.learner(), themes(), rulesetChosen(),
                System.nanoTime(), LocalDate.now());
        status();
    }

    /** Serves the next drill; when none is left in the selection, mines more. */
    public void serveNext() {
        if (practice == null) {
            return;
        }
        var entry = practice.next();
        if (entry.isEmpty()) {
            say(() -> t().get("practise.none-left"));
            mineMore();
            return;
        }
        ScenarioLoader.LoadResult r = new ScenarioLoader(Bundle.get(), model.dataLanguage()).load(entry.get().file());
        if (!r.loaded()) {
            model.notice(t().get("practise.broken", entry.get().file().toString()), true);
            return;
        }
        serving = entry.get();
        rated = false;
        activity = new ScenarioActivity(r.scenario(), entry.get().file(), model.dataLanguage());
        model.open(activity);
        DrillShelf.Entry served = serving;
        long drillRating = Math.round(practice.drillRating(serving).rating());
        say(() -> t().named("practise.serving", Map.of("theme", t().get("theme." + served.theme().id),
                "level", served.level(), "rating", drillRating)));
        tabs.setSelectedIndex(0);
        status();
    }

    /** Says how the sitting goes, now and again in the next language (it stayed English on a Russian screen). */
    private void say(java.util.function.Supplier<String> words) {
        resultWords = words;
        result.setText(words.get());
    }

    /** The drill is done: rate the learner and the drill, and say how it went. */
    private void rate() {
        rated = true;
        boolean right = activity.session().transcript().stream().noneMatch(en -> en.kind() == tutor.play.Session.Entry.Kind.WRONG)
                && !activity.hintsUsed();
        DrillPractice.Result res = practice.answered(serving, right, System.currentTimeMillis());
        say(() -> t().named(right ? "practise.result.right" : "practise.result.missed", Map.of(
                "theme", t().get("theme." + res.theme().id), "before", (long) Math.round(res.before().rating()),
                "after", (long) Math.round(res.after().rating()))));
        if (practice.saveProblem() != null) {
            model.notice(t().get("practise.save-failed", String.valueOf(practice.saveProblem().getMessage())), true);
        }
        status();
        if (practice.unseen().size() < LOW && miner == null) {
            mineMore();
        }
    }

    private void status() {
        if (practice == null) {
            return;
        }
        Theme theme = serving == null ? null : serving.theme();
        var r = practice.rating(theme);
        ratingLabel.setText(t().named("practise.rating", Map.of("rating", (long) Math.round(r.rating()),
                "deviation", (long) Math.round(r.deviation()), "scope", theme == null ? "all" : "theme",
                "theme", theme == null ? "" : t().get("theme." + theme.id))));
        left.setText(t().named("practise.left", Map.of("n", practice.unseen().size())));
        XYChart chart = RatingChart.of(practice.practice(), t(), 360, 260);
        tutor.chart.LabCharts.theme(chart.getStyler(), tutor.ui.widgets.Reading.darkTheme(), getFont() == null ? 12f : getFont().getSize2D() - 1);
        chartHolder.removeAll();
        XChartPanel<XYChart> panel = new XChartPanel<>(chart);
        panel.setName("practise.chart");
        chartHolder.add(panel);
        chartHolder.revalidate();
        chartHolder.repaint();
    }

    /** Mines more drills for the selection's edition (the classic rules for every edition) on a worker thread. */
    public void mineMore() {
        if (miner != null) {
            return;
        }
        String rs = rulesetChosen() == null ? editionIds.get(1 + (int) (System.nanoTime() % (editionIds.size() - 1))) : rulesetChosen();
        miner = new Miner(rs, themes(), mined(), WANTED_PER_RUN, GAMES_PER_RUN, shelf.hashes(), progress, () -> {
            miner = null;
            progress.setVisible(false);
            cancel.setVisible(false);
            mine.setEnabled(true);
            loadShelf();
        });
        progress.setVisible(true);
        progress.setValue(0);
        cancel.setVisible(true);
        mine.setEnabled(false);
        miner.execute();
    }

    /** The drill being practised (tests). */
    public DrillShelf.Entry serving() {
        return serving;
    }

    public DrillPractice practice() {
        return practice;
    }

    public boolean mining() {
        return miner != null;
    }
}
