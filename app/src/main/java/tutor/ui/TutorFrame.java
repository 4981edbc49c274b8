package tutor.ui;

import java.awt.Dimension;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.JButton;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JFrame;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import net.miginfocom.swing.MigLayout;
import tutor.data.Bundle;
import tutor.rules.Event;
import tutor.rules.GameState;
import tutor.rules.Move;
import tutor.rules.Outcome;
import tutor.rules.Referee;
import tutor.rules.Ruling;
import tutor.scenario.ScriptStep;
import tutor.scenario.Session;
import tutor.trace.Trace;

/** The tutor's one window: library, board, players, situation, actions, the ruling and the ledger. */
public final class TutorFrame extends JFrame {

    private static final long serialVersionUID = 1L;

    private final transient Settings settings;
    private final transient Referee referee = new Referee();
    private final BoardView board = new BoardView();
    private final PlayersPanel players = new PlayersPanel();
    private final LibraryPanel library;
    private final SituationPanel situation;
    private final TracePanel trace;
    private final LedgerPanel ledger = new LedgerPanel(Bundle.get().rulebook());
    private final DisputePanel disputes = new DisputePanel(this::session, this::scenarioPath);
    /** Where the open scenario was read from, so the dispute desk can rule it afresh under other rulesets. */
    private java.nio.file.Path scenarioPath;
    private final transient MoveDialogs dialogs;
    private final transient List<MoveAction> moveActions = new ArrayList<>();
    private final Action hint;
    private final Action undo;
    private final Action restart;
    private final JCheckBoxMenuItem darkItem = new JCheckBoxMenuItem("Dark theme");
    private final JCheckBoxMenuItem largeItem = new JCheckBoxMenuItem("Large text (classroom)");
    private transient Session session;
    /** Called after each repaint-worthy change; the timing harness listens here. */
    transient Runnable afterChange = () -> { };

    public TutorFrame(Settings settings) {
        super("Monopoly Rules Tutor");
        this.settings = settings;
        setName("tutor");
        setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
        this.library = new LibraryPanel(settings, this::open);
        this.situation = new SituationPanel(this::answer);
        this.trace = new TracePanel(Bundle.get().rulebook(), (spaces, names) -> {
            board.highlight(spaces);
            if (session != null) {
                players.show(session.state(), learner(), names);
            }
        });
        this.dialogs = new MoveDialogs(this, () -> session.state());
        hint = action("hint", "Hint", KeyEvent.VK_H, KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0), this::hint);
        undo = action("undo", "Undo", KeyEvent.VK_U, KeyStroke.getKeyStroke(KeyEvent.VK_Z, java.awt.event.InputEvent.CTRL_DOWN_MASK), this::undoMove);
        restart = action("restart", "Restart", 0,
                KeyStroke.getKeyStroke(KeyEvent.VK_R, java.awt.event.InputEvent.CTRL_DOWN_MASK | java.awt.event.InputEvent.SHIFT_DOWN_MASK), this::restart);
        createMoveActions();
        setJMenuBar(menus());
        setContentPane(layoutPanels());
        darkItem.setSelected("dark".equals(settings.get("theme", "light")));
        largeItem.setSelected(Boolean.parseBoolean(settings.get("largeText", "false")));
        setSize(new Dimension(settings.getInt("window.width", 1280), settings.getInt("window.height", 800)));
        setLocationByPlatform(true);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                saveSettings();
            }
        });
        refresh();
    }

    /** Loads the library off the event thread, then opens the first scenario (or the one last open). */
    public void loadLibrary() {
        new SwingWorker<List<LibraryPanel.Item>, Void>() {
            @Override
            protected List<LibraryPanel.Item> doInBackground() {
                return ScenarioLibrary.load();
            }

            @Override
            protected void done() {
                try {
                    List<LibraryPanel.Item> items = get();
                    library.setItems(items);
                    String last = settings.get("lastScenario", "");
                    boolean found = items.stream().anyMatch(i -> i.scenario() != null && i.scenario().id().equals(last));
                    String first = items.stream().filter(i -> i.scenario() != null).map(i -> i.scenario().id()).findFirst().orElse("");
                    library.select(found ? last : first);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (java.util.concurrent.ExecutionException e) {
                    situation.setToolTipText("The library could not be loaded: " + e.getCause().getMessage());
                }
            }
        }.execute();
    }

    private final JPanel actions = new JPanel();

    /** The action buttons in a grid: fewer, wider columns in large-text mode so no label is cut. */
    private void layoutActions(boolean large) {
        int columns = large ? 3 : 5;
        actions.removeAll();
        actions.setLayout(new MigLayout("insets 4, wrap " + columns + ", fillx, gap 4 4, hidemode 3",
                String.join("", java.util.Collections.nCopies(columns, "[sg a,fill,60::]"))));
        for (MoveAction a : moveActions) {
            JButton b = new JButton(a);
            b.setName(a.id());
            actions.add(b);
        }
        for (Action a : List.of(hint, undo, restart)) {
            JButton b = new JButton(a);
            b.setName("action." + a.getValue(Action.ACTION_COMMAND_KEY));
            actions.add(b);
        }
        actions.revalidate();
    }

    private JPanel layoutPanels() {
        actions.setName("actions");
        layoutActions(Boolean.parseBoolean(settings.get("largeText", "false")));
        JPanel centre = new JPanel(new MigLayout("insets 0, fill, wrap 1", "[grow,fill]", "[grow,fill][]"));
        centre.add(board, "grow");
        centre.add(actions);
        JSplitPane left = new JSplitPane(JSplitPane.VERTICAL_SPLIT, library, new javax.swing.JScrollPane(players));
        left.setResizeWeight(0.5);
        JTabbedPane tabs = new JTabbedPane();
        tabs.setName("tabs");
        tabs.addTab("Ruling", trace);
        tabs.setMnemonicAt(0, KeyEvent.VK_G);
        tabs.addTab("Ledger", ledger);
        tabs.setMnemonicAt(1, KeyEvent.VK_L);
        tabs.addTab("Compare", disputes);
        tabs.setMnemonicAt(2, KeyEvent.VK_C);
        situation.setPreferredSize(new Dimension(320, 360));
        JSplitPane right = new JSplitPane(JSplitPane.VERTICAL_SPLIT, situation, tabs);
        right.setResizeWeight(0.5);
        JPanel root = new JPanel(new MigLayout("insets 4, fill", "[22%:22%:22%,fill][grow,fill][30%:30%:30%,fill]", "[grow,fill]"));
        root.add(left, "wmin 0");
        root.add(centre, "wmin 0");
        root.add(right, "wmin 0");
        return root;
    }

    private JMenuBar menus() {
        JMenuBar bar = new JMenuBar();
        JMenu game = new JMenu("Game");
        game.setMnemonic(KeyEvent.VK_G);
        for (MoveAction a : moveActions) {
            game.add(new JMenuItem(a));
        }
        game.addSeparator();
        game.add(new JMenuItem(hint));
        game.add(new JMenuItem(undo));
        game.add(new JMenuItem(restart));
        JMenu view = new JMenu("View");
        view.setMnemonic(KeyEvent.VK_V);
        darkItem.setName("view.dark");
        darkItem.setMnemonic(KeyEvent.VK_D);
        darkItem.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_D, java.awt.event.InputEvent.CTRL_DOWN_MASK));
        darkItem.addActionListener(e -> applyTheme());
        largeItem.setName("view.large");
        largeItem.setMnemonic(KeyEvent.VK_L);
        largeItem.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_L, java.awt.event.InputEvent.CTRL_DOWN_MASK));
        largeItem.addActionListener(e -> applyTheme());
        view.add(darkItem);
        view.add(largeItem);
        JMenu ruling = new JMenu("Ruling");
        ruling.setMnemonic(KeyEvent.VK_R);
        ruling.add(new JMenuItem(action("traceNext", "Next step", KeyEvent.VK_N, KeyStroke.getKeyStroke(KeyEvent.VK_CLOSE_BRACKET, java.awt.event.InputEvent.CTRL_DOWN_MASK), () -> trace.step(1))));
        ruling.add(new JMenuItem(action("tracePrevious", "Previous step", KeyEvent.VK_P, KeyStroke.getKeyStroke(KeyEvent.VK_OPEN_BRACKET, java.awt.event.InputEvent.CTRL_DOWN_MASK), () -> trace.step(-1))));
        ruling.add(new JMenuItem(action("copyText", "Copy ruling as text", KeyEvent.VK_C, KeyStroke.getKeyStroke(KeyEvent.VK_C, java.awt.event.InputEvent.CTRL_DOWN_MASK | java.awt.event.InputEvent.SHIFT_DOWN_MASK), () -> trace.copy(false))));
        ruling.add(new JMenuItem(action("copyMarkdown", "Copy ruling as Markdown", KeyEvent.VK_M, KeyStroke.getKeyStroke(KeyEvent.VK_M, java.awt.event.InputEvent.CTRL_DOWN_MASK | java.awt.event.InputEvent.SHIFT_DOWN_MASK), () -> trace.copy(true))));
        bar.add(game);
        bar.add(view);
        bar.add(ruling);
        bar.add(tutor.ui.budget.BudgetMenu.create());
        return bar;
    }

    private void createMoveActions() {
        moveActions.addAll(MoveActions.create(referee, dialogs, this::act));
    }

    private Action action(String id, String name, int mnemonic, KeyStroke key, Runnable run) {
        Action a = new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                run.run();
            }
        };
        a.putValue(Action.ACTION_COMMAND_KEY, id);
        a.putValue(Action.MNEMONIC_KEY, mnemonic);
        a.putValue(Action.ACCELERATOR_KEY, key);
        return a;
    }

    private void open(LibraryPanel.Item item) {
        if (item.scenario() == null) {
            session = null;
            scenarioPath = null;
            situation.showProblems(item);
            refresh();
            return;
        }
        session = new Session(item.scenario());
        scenarioPath = item.path();
        disputes.preset(session);
        settings.put("lastScenario", item.scenario().id());
        refresh();
    }

    private java.nio.file.Path scenarioPath() {
        return scenarioPath;
    }

    /** The player the learner acts for: the one asked, else the one the game waits for. */
    int learner() {
        if (session == null) {
            return -1;
        }
        if (session.current() instanceof ScriptStep.Ask ask) {
            return ask.player();
        }
        if (session.current() instanceof ScriptStep.Question) {
            return -1; // the question comes first
        }
        return session.state().pending().actor();
    }

    private void act(Move m) {
        if (session != null) {
            session.act(m);
            afterProgress();
        }
    }

    private void answer(int value) {
        if (session != null) {
            session.answer(value);
            afterProgress();
        }
    }

    private void hint() {
        if (session != null) {
            session.hint();
            refresh();
        }
    }

    private void undoMove() {
        if (session != null && session.canUndo()) {
            session.undo();
            refresh();
        }
    }

    private void restart() {
        if (session != null) {
            session.restart();
            refresh();
        }
    }

    private void afterProgress() {
        if (session.finished()) {
            settings.progress(session.scenario().id(), session.hintsUsed() ? Settings.Progress.DONE : Settings.Progress.DONE_WITHOUT_HINTS);
            saveSettings();
            library.refreshMarks();
        }
        refresh();
    }

    /** Shows the session as it stands. */
    void refresh() {
        GameState s = session == null ? null : session.state();
        int learner = learner();
        boolean question = session != null && session.current() instanceof ScriptStep.Question;
        boolean shown = false;
        for (java.awt.Component c : actions.getComponents()) {
            if (c instanceof JButton b && b.getAction() instanceof MoveAction a) {
                boolean belongs = a.belongsTo(s == null ? Bundle.get().ruleset("classic") : s.rules());
                shown |= b.isVisible() != belongs;
                b.setVisible(belongs);
            }
        }
        if (shown) {
            actions.revalidate();
        }
        for (MoveAction a : moveActions) {
            a.update(s, learner, referee, Bundle.get().rulebook());
            if (question) {
                a.putValue(Action.SHORT_DESCRIPTION, "<html><b>Not now.</b> Answer the question first.</html>");
            }
        }
        hint.setEnabled(session != null && session.hasHint());
        undo.setEnabled(session != null && session.canUndo());
        restart.setEnabled(session != null);
        if (session == null) {
            board.show(null, List.of());
            trace.show(Trace.EMPTY, null);
            afterChange.run();
            return;
        }
        Ruling last = session.lastRuling();
        board.show(s, path(last));
        board.highlight(Set.of());
        players.show(s, learner >= 0 ? learner : s.pending().actor(), Set.of());
        situation.show(session);
        trace.show(last == null ? Trace.EMPTY : last.trace(), s.board());
        ledger.show(session.outcomes());
        afterChange.run();
    }

    /** The spaces the last move's tokens passed over, for the board to highlight. */
    private static List<Integer> path(Ruling r) {
        if (!(r instanceof Ruling.Applied a)) {
            return List.of();
        }
        Outcome o = a.outcome();
        List<Integer> spaces = new ArrayList<>();
        int size = o.before().board().size();
        for (Event e : o.events()) {
            if (e instanceof Event.TokenMoved m) {
                int steps = m.steps();
                if (steps > 0) {
                    for (int i = 1; i <= steps; i++) {
                        spaces.add((m.from() + i) % size);
                    }
                } else if (steps < 0) {
                    for (int i = 1; i <= -steps; i++) {
                        spaces.add(Math.floorMod(m.from() - i, size));
                    }
                } else {
                    spaces.add(m.to());
                }
            }
        }
        return spaces;
    }

    private void applyTheme() {
        Theme.apply(darkItem.isSelected(), largeItem.isSelected());
        layoutActions(largeItem.isSelected());
        settings.put("theme", darkItem.isSelected() ? "dark" : "light");
        settings.put("largeText", Boolean.toString(largeItem.isSelected()));
        SwingUtilities.updateComponentTreeUI(this);
        refresh();
        saveSettings();
    }

    /** Saves settings off the event thread; the file is replaced atomically. */
    void saveSettings() {
        settings.put("window.width", Integer.toString(getWidth()));
        settings.put("window.height", Integer.toString(getHeight()));
        new SwingWorker<Void, Void>() {
            @Override
            protected Void doInBackground() throws java.io.IOException {
                settings.save();
                return null;
            }
        }.execute();
    }

    Session session() {
        return session;
    }

    boolean libraryLoaded() {
        return !library.items().isEmpty();
    }

    /** Opens a scenario by id through the library, as a click on it would. */
    void openById(String id) {
        library.select(id);
    }

    String situationText() {
        return situation.plainText();
    }

    String comparisonText() {
        return disputes.text();
    }

    /** Shows the dispute desk and compares the last move (the screenshot tool and demos use it). */
    void compareLastMove() {
        JTabbedPane tabs = (JTabbedPane) disputes.getParent();
        tabs.setSelectedComponent(disputes);
        disputes.compare();
    }

    BoardView board() {
        return board;
    }
}
