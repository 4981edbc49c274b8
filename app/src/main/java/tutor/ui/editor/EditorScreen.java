package tutor.ui.editor;

import tutor.play.EditedPositionActivity;
import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import tutor.data.Bundle;
import tutor.play.edit.EditHistory;
import tutor.play.edit.TableDraft;
import tutor.rules.edition.HouseRule;
import tutor.rules.edition.RuleSet;
import tutor.rules.position.PositionPart;
import tutor.rules.position.PositionProblem;
import tutor.rules.state.GameState;
import tutor.text.Texts;
import tutor.ui.board.BoardGeometry;
import tutor.scenario.EditionNames;
import tutor.ui.board.BoardView;
import tutor.play.Activity;
import tutor.play.ScenarioActivity;
import tutor.ui.model.TutorModel;

/**
 * "Set up a table": the edition and house rules, the players, every deed (picked on the printed
 * board), whose turn and what just happened, the dice to come. Every change is one step of the
 * history (Ctrl+Z, Ctrl+Y) and is judged at once by the position checks; the problems are listed
 * with the rule each breaks, and picking one selects what it is about. A sound table can be put
 * to the referee (the table screen then shows it as an activity) or saved as a scenario.
 */
public final class EditorScreen extends JPanel {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;
    private final transient Runnable toTable;
    /** The window's language: the screen's words are made again in it when View > Language changes (the table kept). */
    private String lang;
    private transient Texts texts;
    private final transient EditHistory<TableDraft> history;
    private JComboBox<String> edition;
    private final List<String> editionIds = new ArrayList<>();
    private final List<JCheckBoxMenuItem> houseRules = new ArrayList<>();
    private PlayersTable players;
    private final BoardView board = new BoardView();
    private LotPanel lot;
    private TurnPanel turn;
    private ProblemList problems;
    private tutor.ui.widgets.WrappingLabel verdict;
    private transient Action undo;
    private transient Action redo;
    private transient Action ask;
    private transient EditorFiles files;
    private boolean updating;
    /** The table last put to the referee, with the moves asked about: saved with the table, taken up again while the same. */
    private final transient AskedTable asked = new AskedTable();

    public EditorScreen(TutorModel model, Runnable toTable) {
        super(new BorderLayout(6, 6));
        this.model = model;
        this.toTable = toTable;
        setName("editor");
        setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        history = new EditHistory<>(TableDraft.empty(edition("classic"), defaultNames(3)));
        board.setName("editor.board");
        board.setPreferredSize(new Dimension(420, 420));
        board.setMinimumSize(new Dimension(260, 260));
        board.addMouseListener(new java.awt.event.MouseAdapter() {
            @Override
            public void mousePressed(java.awt.event.MouseEvent e) {
                int space = board.spaceAt(e.getPoint());
                if (space >= 0) {
                    lot.select(space);
                    board.repaint();
                }
            }
        });
        board.setOverlay(this::paintPicked);
        build();
        // View > Language makes the screen's words again in the new language; the table and its history stay.
        model.addListener(e -> {
            if (e instanceof tutor.ui.model.TutorEvent.LanguageChanged) {
                int picked = lot.space();
                build();
                if (picked >= 0) {
                    lot.select(picked);
                }
                revalidate();
                repaint();
            }
        });
    }

    /** The screen's parts in the window's language (the history of the table is not part of them). */
    private void build() {
        lang = model.dataLanguage();
        texts = model.texts("editor");
        removeAll();
        editionIds.clear();
        houseRules.clear();
        edition = new JComboBox<>();
        verdict = new tutor.ui.widgets.WrappingLabel(); // wraps: the Russian verdict ran past the right edge in the projector theme
        players = new PlayersTable(texts, this::change);
        lot = new LotPanel(texts, this::change);
        turn = new TurnPanel(texts, this::change);
        problems = new ProblemList(this::pick);
        files = new EditorFiles(this, model, texts);
        undo = action("undo", () -> {
            history.undo();
            refresh();
        });
        redo = action("redo", () -> {
            history.redo();
            refresh();
        });
        ask = action("ask", this::ask);
        // The printed board speaks the window's language, as the table's does.
        board.setLanguage(model.language());
        board.setToolTipText(texts.get("board.tip"));
        add(top(), BorderLayout.NORTH);
        add(board, BorderLayout.CENTER);
        add(right(), BorderLayout.EAST);
        // The players beside the problems under the board: the board takes the window's width, large enough at
        // 1024x768 to pick a square by its printed name.
        JPanel south = new JPanel(new BorderLayout(8, 0));
        south.add(left(), BorderLayout.WEST);
        south.add(bottom(), BorderLayout.CENTER);
        add(south, BorderLayout.SOUTH);
        keys();
        refresh();
    }

    private static List<String> defaultNames(int n) {
        return List.of("Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal").subList(0, n);
    }

    private JComponent top() {
        // One row (a second only where the words run long): every row above the board is taken from its height.
        JPanel p = new JPanel(new tutor.ui.widgets.WrapLayout(6, 2));
        for (RuleSet r : Bundle.get().rulesets().values()) {
            editionIds.add(r.id());
            edition.addItem(EditionNames.of(r, model.language()));
        }
        edition.setName("editor.edition");
        edition.setSelectedIndex(editionIds.indexOf("classic"));
        edition.addActionListener(e -> newEdition());
        JLabel label = new JLabel(texts.get("edition"));
        label.setLabelFor(edition);
        p.add(label);
        p.add(edition);
        JPopupMenu menu = new JPopupMenu();
        for (HouseRule hr : Bundle.get().houseRules().values()) {
            JCheckBoxMenuItem item = new JCheckBoxMenuItem(EditionNames.of(hr, model.language()));
            item.setName("editor.house-rule." + hr.id());
            item.setActionCommand(hr.id());
            item.addActionListener(e -> newEdition());
            houseRules.add(item);
            menu.add(item);
        }
        JButton rules = new JButton(texts.get("house-rules"));
        rules.setName("editor.house-rules");
        rules.addActionListener(e -> menu.show(rules, 0, rules.getHeight()));
        // The sources of a table in one menu: four buttons did not fit a projector's row, in French even less.
        p.add(rules);
        JPopupMenu sources = new JPopupMenu();
        sources.add(item(action("from-empty", this::fromEmpty), "editor.from-empty"));
        sources.add(item(action("from-start", () -> fromScenario(false)), "editor.from-start"));
        sources.add(item(action("from-end", () -> fromScenario(true)), "editor.from-end"));
        sources.add(item(action("from-current", this::fromCurrent), "editor.from-current"));
        JButton start = new JButton(texts.get("start-from"));
        start.setName("editor.start-from");
        start.addActionListener(e -> sources.show(start, 0, start.getHeight()));
        p.add(start);
        return p;
    }

    private JComponent left() {
        JPanel p = new JPanel(new BorderLayout(0, 4));
        JScrollPane scroll = new JScrollPane(players);
        scroll.setPreferredSize(new Dimension(com.formdev.flatlaf.util.UIScale.scale(480), com.formdev.flatlaf.util.UIScale.scale(124)));
        p.add(scroll, BorderLayout.CENTER);
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.LEFT, 4, 0));
        buttons.add(button(action("add-player", () -> change(d -> d.withPlayerAdded(freeName(d)))), "editor.add-player"));
        buttons.add(button(action("remove-player", this::removePlayer), "editor.remove-player"));
        p.add(buttons, BorderLayout.SOUTH);
        return p;
    }

    private JComponent right() {
        JPanel p = new tutor.ui.widgets.WidthFittedPanel();
        p.setLayout(new BoxLayout(p, BoxLayout.Y_AXIS));
        lot.setMaximumSize(new Dimension(Integer.MAX_VALUE, lot.getPreferredSize().height));
        turn.setMaximumSize(new Dimension(Integer.MAX_VALUE, turn.getPreferredSize().height + 20));
        p.add(lot);
        p.add(turn);
        p.add(Box.createVerticalGlue());
        // Scrolls where the projector's larger type makes it taller than the window.
        JScrollPane scroll = new JScrollPane(p, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        // Wide enough for "what the game waits for" in French and Russian; the board is bounded by the height anyway.
        scroll.setPreferredSize(new Dimension(com.formdev.flatlaf.util.UIScale.scale(390), com.formdev.flatlaf.util.UIScale.scale(300)));
        return scroll;
    }

    private JComponent bottom() {
        JPanel p = new JPanel(new BorderLayout(0, 4));
        verdict.setName("editor.verdict");
        p.add(verdict, BorderLayout.NORTH);
        JScrollPane scroll = new JScrollPane(problems, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setPreferredSize(new Dimension(400, 96));
        p.add(scroll, BorderLayout.CENTER);
        // Wraps to a second row where the words run long (French, Russian) rather than pushing Save out of sight.
        JPanel buttons = new JPanel(new tutor.ui.widgets.WrapLayout(6, 2));
        buttons.add(button(undo, "editor.undo"));
        buttons.add(button(redo, "editor.redo"));
        buttons.add(Box.createHorizontalStrut(12));
        buttons.add(button(ask, "editor.ask"));
        buttons.add(button(files.save(), "editor.save"));
        p.add(buttons, BorderLayout.SOUTH);
        return p;
    }

    private void keys() {
        // On the editor's own keys, not the window's: there Ctrl+Z takes back a move of the activity.
        bind(KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK), undo);
        bind(KeyStroke.getKeyStroke(KeyEvent.VK_Y, InputEvent.CTRL_DOWN_MASK), redo);
        bind(KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK), redo);
    }

    private void bind(KeyStroke k, Action a) {
        getInputMap(WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(k, a.getValue(Action.ACTION_COMMAND_KEY));
        getActionMap().put(a.getValue(Action.ACTION_COMMAND_KEY), a);
    }

    private Action action(String key, Runnable run) {
        Action a = new AbstractAction(texts.get("action." + key)) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                run.run();
            }
        };
        a.putValue(Action.ACTION_COMMAND_KEY, key);
        return a;
    }

    private static javax.swing.JMenuItem item(Action a, String name) {
        javax.swing.JMenuItem i = new javax.swing.JMenuItem(a);
        i.setName(name);
        return i;
    }

    private static JButton button(Action a, String name) {
        JButton b = new JButton(a);
        b.setName(name);
        return b;
    }

    // Changes.

    /** One change of the table: one step of the history, judged at once. */
    void change(UnaryOperator<TableDraft> f) {
        if (updating) {
            return;
        }
        if (history.change(f.apply(history.current()))) {
            refresh();
        }
    }

    private void restart(TableDraft d) {
        history.change(d);
        refresh();
    }

    private void newEdition() {
        if (updating) {
            return;
        }
        StringBuilder spec = new StringBuilder(editionIds.get(edition.getSelectedIndex()));
        houseRules.stream().filter(JCheckBoxMenuItem::isSelected).forEach(i -> spec.append('+').append(i.getActionCommand()));
        TableDraft.Edition next = edition(spec.toString());
        TableDraft now = current();
        if (next.board().id().equals(now.edition().board().id())) {
            // The same board (a house rule ticked, or another edition on it): the family's table stays as it is, one
            // step of the history (Undo takes the house rule back with it); the check says what the rules cannot hold.
            restart(new TableDraft(next, now.seats(), now.lots(), now.turn(), now.decision(), now.dice()));
            return;
        }
        List<String> names = now.seats().stream().map(TableDraft.Seat::name).toList();
        int most = next.rules().maxPlayers();
        // Another board: the same players start afresh on it (its squares and deeds are not these).
        restart(TableDraft.empty(next, names.size() > most ? names.subList(0, most) : names));
    }

    /** An empty table, once the family says so where the table has changes (Undo could bring them back, but they may not know). */
    private void fromEmpty() {
        if (history.canUndo() && javax.swing.JOptionPane.showConfirmDialog(this, texts.get("from-empty.confirm"),
                texts.get("from-empty.confirm.title"), javax.swing.JOptionPane.OK_CANCEL_OPTION) != javax.swing.JOptionPane.OK_OPTION) {
            return;
        }
        restart(TableDraft.empty(current().edition(), defaultNames(3)));
    }

    private static TableDraft.Edition edition(String spec) {
        Bundle b = Bundle.get();
        RuleSet rules = b.ruleset(spec);
        return new TableDraft.Edition(rules, b.board(rules), b.cardSets().get(rules.cardsId()));
    }

    private void removePlayer() {
        int row = players.getSelectedRow();
        int seat = row >= 0 ? row : current().seats().size() - 1;
        if (current().seats().size() > 0) {
            change(d -> d.withPlayerRemoved(seat));
        }
    }

    private String freeName(TableDraft d) {
        List<String> taken = d.seats().stream().map(TableDraft.Seat::name).toList();
        for (String n : defaultNames(8)) {
            if (!taken.contains(n)) {
                return n;
            }
        }
        return texts.get("player.default", d.seats().size() + 1);
    }

    private void fromScenario(boolean end) {
        ScenarioActivity s = model.scenario();
        if (s == null && model.activity() instanceof EditedPositionActivity asked) {
            // A table put to the referee: its start is the table as set up, its end the position after the moves played.
            restart(TableDraft.of(end ? asked.state() : asked.start()));
            return;
        }
        if (s == null) {
            verdict.setText(texts.get("from-scenario.none"));
            return;
        }
        GameState state = end ? endOf(s) : s.scenario().start();
        restart(TableDraft.of(state));
    }

    /** The position a scenario's whole script leads to. */
    private static GameState endOf(ScenarioActivity s) {
        var run = new tutor.scenario.ScenarioRunner().run(s.scenario());
        GameState last = s.scenario().start();
        for (var p : run.played()) {
            if (p.ruling() instanceof tutor.rules.state.Ruling.Applied a) {
                last = a.state();
            }
        }
        return last;
    }

    private void fromCurrent() {
        Activity a = model.activity();
        if (a == null) {
            verdict.setText(texts.get("from-current.none"));
            return;
        }
        restart(TableDraft.of(a.shownState()));
    }

    /**
     * Puts the table to the referee: the table screen shows it, with the moves the rules allow (and, for a token
     * that has just arrived, the ruling of its square).
     */
    private void ask() {
        List<PositionProblem> wrong = current().problems();
        if (!wrong.isEmpty()) {
            verdict.setText(texts.get("ask.refused", wrong.size()));
            return;
        }
        model.open(asked.ask(current().position(), model.language()));
        toTable.run();
    }

    /**
     * Sets up the table kept last time and replays the moves asked about it (refused ones too, each ruled again): the
     * rulings the family reached come back. The table screen shows them at once when nothing else is open there, with
     * ruling {@code shown} (from 1) chosen for reading; otherwise "Ask the referee" takes them up.
     */
    public void resume(GameState start, List<tutor.rules.state.Move> moves, int shown) {
        restart(TableDraft.of(start));
        if (moves.isEmpty()) {
            return;
        }
        EditedPositionActivity replayed = asked.replay(current().position(), moves, model.language());
        if (model.activity() == null) {
            model.open(replayed);
            model.timeline().select(shown);
        }
    }

    // Showing.

    TableDraft current() {
        return history.current();
    }

    private void refresh() {
        updating = true;
        try {
            TableDraft d = current();
            String spec = d.edition().rules().id();
            String base = spec.split("\\+")[0];
            if (editionIds.indexOf(base) != edition.getSelectedIndex() && editionIds.contains(base)) {
                edition.setSelectedIndex(editionIds.indexOf(base));
            }
            List<String> ticked = List.of(spec.split("\\+")).subList(1, spec.split("\\+").length);
            houseRules.forEach(i -> i.setSelected(ticked.contains(i.getActionCommand())));
            players.show(d, lang);
            lot.show(d, lang);
            turn.show(d);
            List<PositionProblem> found = d.problems();
            problems.show(found, Bundle.get().words(lang), Bundle.get().rulebook(lang), texts);
            verdict.setText(found.isEmpty() ? texts.get("verdict.sound") : texts.get("verdict.problems", found.size()));
            ask.setEnabled(found.isEmpty());
            files.save().setEnabled(found.isEmpty());
            GameState shown = d.position();
            board.show(shown, List.of());
            undo.setEnabled(history.canUndo());
            redo.setEnabled(history.canRedo());
        } finally {
            updating = false;
        }
    }

    /** A ring round the picked square. */
    private void paintPicked(java.awt.Graphics2D g, BoardGeometry geo, GameState s) {
        if (lot.space() < 0 || s == null) {
            return;
        }
        g.setColor(new java.awt.Color(0x1E88E5));
        g.setStroke(new java.awt.BasicStroke(3f));
        g.draw(geo.space(lot.space()));
    }

    /** A problem picked: select what it is about (a deed on the board, a player's row, the turn). */
    private void pick(PositionPart part) {
        if (part instanceof PositionPart.Lot l) {
            lot.select(current().edition().board().deed(l.deed()).space());
            board.repaint();
        } else if (part instanceof PositionPart.Player p && p.seat() < players.getRowCount()) {
            int column = switch (p.field()) {
                case NAME -> 0;
                case CASH -> 1;
                case SPACE -> 2;
                case JAIL -> 3;
                case CARDS -> 4;
            };
            players.changeSelection(p.seat(), column, false, false);
            players.requestFocusInWindow();
        } else if (part instanceof PositionPart.HeldCard c && c.seat() < players.getRowCount()) {
            players.changeSelection(c.seat(), 4, false, false);
        } else if (part instanceof PositionPart.Turn || part instanceof PositionPart.Decision) {
            turn.requestFocusInWindow();
        }
    }

    // For the GUI tests and the screenshot tool.

    public List<String> problemLines() {
        return problems.lines();
    }

    /** The Cash cell of a player's row as shown. */
    public String cashShown(int row) {
        return players.cashShown(row);
    }

    public String verdict() {
        return verdict.getText();
    }

    /** Sets the table up as given (a test or a screenshot starts from a known table). */
    public void load(GameState position) {
        restart(TableDraft.of(position));
    }

    /** The square picked on the board, or -1. */
    public int pickedSquare() {
        return lot.space();
    }

    /** Picks a square as a click on the board does. */
    public void pickSquare(int index) {
        lot.select(index);
        board.repaint();
    }

    /** Saves the table as "Save as scenario" does, without its dialogs; returns what the user is told. */
    public String saveTo(java.nio.file.Path file, String title, String question) throws java.io.IOException {
        return files.write(file, title, question);
    }

    /** The "Ask the referee" button. */
    public void askReferee() {
        ask();
    }

    public GameState position() {
        return current().position();
    }

    EditedPositionActivity asked() {
        return model.activity() instanceof EditedPositionActivity e ? e : asked.kept();
    }

    /** The number (from 1) of the kept table's ruling chosen for reading on the table screen, or 0 when another is shown. */
    public int shownRuling() {
        var chosen = model.timeline().selected();
        return asked.kept() != null && model.activity() == asked.kept() && chosen != null ? chosen.number() : 0;
    }
}
