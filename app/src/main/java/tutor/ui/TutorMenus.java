package tutor.ui;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.Action;
import javax.swing.ButtonGroup;
import javax.swing.JCheckBoxMenuItem;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.KeyStroke;
import tutor.rules.edition.RuleSet;
import tutor.ui.actions.ActionsPanel;
import tutor.ui.actions.ActivityControls;
import tutor.ui.actions.MoveAction;
import tutor.ui.library.FileActions;
import tutor.ui.model.Activity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;
import tutor.ui.ruling.RulingPanel;
import tutor.ui.widgets.Actions;

/**
 * The menu bar: File (open, recent, reload, the learner), Game (the moves this edition has, hint,
 * undo, restart), Ruling (step through, copy), View (screens, theme, the library). Every item
 * has a mnemonic; the common ones have shortcuts.
 */
final class TutorMenus {

    private static final int CTRL = InputEvent.CTRL_DOWN_MASK;

    private final JMenuBar bar = new JMenuBar();
    private final JMenu view = new JMenu("View");
    private final List<JMenuItem> moveItems = new ArrayList<>();
    private final JCheckBoxMenuItem libraryItem = new JCheckBoxMenuItem("Show library");
    private final JRadioButtonMenuItem[] themeItems = new JRadioButtonMenuItem[Theme.values().length];
    private final TutorFrame frame;
    private final TutorModel model;
    private int screens;

    TutorMenus(TutorFrame frame, TutorModel model, FileActions files, ActivityControls controls, ActionsPanel actions,
               RulingPanel ruling) {
        this.frame = frame;
        this.model = model;
        bar.add(file(files));
        bar.add(game(controls, actions));
        bar.add(ruling(ruling));
        bar.add(view());
        bar.add(tutor.ui.budget.BudgetMenu.create());
        model.addListener(e -> {
            if (e instanceof TutorEvent.ActivityChanged) {
                showMovesOf(model.activity());
            }
        });
        showMovesOf(null);
    }

    JMenuBar bar() {
        return bar;
    }

    private JMenu file(FileActions files) {
        JMenu m = menu("File", KeyEvent.VK_F);
        m.add(item(files.open(), "menu.open"));
        m.add(files.recentMenu());
        m.add(item(files.reload(), "menu.reload"));
        m.addSeparator();
        m.add(item(Actions.of(null, "Learner…", KeyEvent.VK_N, null, this::chooseLearner), "menu.learner"));
        m.addSeparator();
        m.add(item(Actions.of(null, "Quit", KeyEvent.VK_Q, KeyStroke.getKeyStroke(KeyEvent.VK_Q, CTRL),
                () -> frame.dispatchEvent(new java.awt.event.WindowEvent(frame, java.awt.event.WindowEvent.WINDOW_CLOSING))),
                "menu.quit"));
        return m;
    }

    private JMenu game(ActivityControls controls, ActionsPanel actions) {
        JMenu m = menu("Game", KeyEvent.VK_G);
        for (MoveAction a : actions.moves()) {
            JMenuItem item = item(a, "menu." + a.id());
            moveItems.add(item);
            m.add(item);
        }
        m.addSeparator();
        for (Action c : controls.all()) {
            m.add(item(c, "menu." + c.getValue(Action.ACTION_COMMAND_KEY)));
        }
        return m;
    }

    private JMenu ruling(RulingPanel ruling) {
        JMenu m = menu("Ruling", KeyEvent.VK_R);
        m.add(item(Actions.of(null, "Next step", KeyEvent.VK_N, KeyStroke.getKeyStroke(KeyEvent.VK_CLOSE_BRACKET, CTRL), () -> ruling.step(1)),
                "menu.traceNext"));
        m.add(item(Actions.of(null, "Previous step", KeyEvent.VK_P, KeyStroke.getKeyStroke(KeyEvent.VK_OPEN_BRACKET, CTRL), () -> ruling.step(-1)),
                "menu.tracePrevious"));
        m.add(item(Actions.of(null, "Next ruling", KeyEvent.VK_X, KeyStroke.getKeyStroke(KeyEvent.VK_CLOSE_BRACKET, CTRL | InputEvent.SHIFT_DOWN_MASK),
                () -> model.stepRuling(1)), "menu.rulingNext"));
        m.add(item(Actions.of(null, "Earlier ruling", KeyEvent.VK_E, KeyStroke.getKeyStroke(KeyEvent.VK_OPEN_BRACKET, CTRL | InputEvent.SHIFT_DOWN_MASK),
                () -> model.stepRuling(-1)), "menu.rulingPrevious"));
        m.addSeparator();
        m.add(item(Actions.of(null, "Copy ruling as text", KeyEvent.VK_C, KeyStroke.getKeyStroke(KeyEvent.VK_C, CTRL | InputEvent.SHIFT_DOWN_MASK),
                () -> ruling.copy(false)), "menu.copyText"));
        m.add(item(Actions.of(null, "Copy ruling as Markdown", KeyEvent.VK_M, KeyStroke.getKeyStroke(KeyEvent.VK_M, CTRL | InputEvent.SHIFT_DOWN_MASK),
                () -> ruling.copy(true)), "menu.copyMarkdown"));
        return m;
    }

    private JMenu view() {
        view.setMnemonic(KeyEvent.VK_V);
        view.setName("menu.view");
        view.addSeparator();
        ButtonGroup group = new ButtonGroup();
        int[] keys = {0, KeyEvent.VK_D, KeyEvent.VK_L};
        int[] mnemonics = {KeyEvent.VK_I, KeyEvent.VK_D, KeyEvent.VK_P};
        for (Theme t : Theme.values()) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem(t.title() + " theme");
            item.setName("view." + t.key());
            item.setMnemonic(mnemonics[t.ordinal()]);
            if (keys[t.ordinal()] != 0) {
                // Ctrl+D and Ctrl+L switch to dark or projector, and back to light when pressed again.
                item.setAccelerator(KeyStroke.getKeyStroke(keys[t.ordinal()], CTRL));
            }
            item.addActionListener(e -> frame.applyTheme(Theme.current() == t && t != Theme.LIGHT ? Theme.LIGHT : t));
            group.add(item);
            themeItems[t.ordinal()] = item;
            view.add(item);
        }
        themeChanged(Theme.current());
        view.addSeparator();
        libraryItem.setName("view.library");
        libraryItem.setMnemonic(KeyEvent.VK_B);
        libraryItem.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_F9, 0));
        libraryItem.addActionListener(e -> frame.toggleLibrary());
        view.add(libraryItem);
        return view;
    }

    /** Adds a screen to the View menu, above the themes. */
    void addScreen(Action go) {
        JMenuItem item = new JMenuItem(go);
        item.setName("menu.screen." + screens);
        view.insert(item, screens++);
    }

    void themeChanged(Theme t) {
        themeItems[t.ordinal()].setSelected(true);
        libraryItem.setSelected(frame.libraryShown());
    }

    void libraryShown(boolean shown) {
        libraryItem.setSelected(shown);
    }

    /** The Game menu lists only the moves the open activity's edition has (Junior has no mortgages). */
    private void showMovesOf(Activity a) {
        RuleSet rules = a == null ? null : a.state().rules(); // nothing open: every move is listed
        for (JMenuItem item : moveItems) {
            item.setVisible(((MoveAction) item.getAction()).belongsTo(rules));
        }
    }

    /** Who is learning: their progress marks are their own. */
    private void chooseLearner() {
        List<String> known = new ArrayList<>(model.learners());
        String current = model.learner();
        Object answer = JOptionPane.showInputDialog(frame,
                "Who is learning at this computer? Each learner's progress is kept apart.\n"
                        + "Type a name (or leave it empty for the computer's own user):",
                "Learner", JOptionPane.QUESTION_MESSAGE, null, null, current);
        if (answer != null) {
            model.setLearner(answer.toString());
            model.notice("Learner: " + (model.learner().isEmpty() ? "the computer's user" : model.learner())
                    + (known.contains(model.learner()) || model.learner().isEmpty() ? "." : " (new). Progress marks start afresh."), false);
        }
    }

    private static JMenu menu(String title, int mnemonic) {
        JMenu m = new JMenu(title);
        m.setMnemonic(mnemonic);
        m.setName("menu." + title.toLowerCase(java.util.Locale.ROOT));
        return m;
    }

    private static JMenuItem item(Action a, String name) {
        JMenuItem item = new JMenuItem(a);
        item.setName(name);
        return item;
    }
}
