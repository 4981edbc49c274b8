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
import javax.swing.JRadioButtonMenuItem;
import javax.swing.KeyStroke;
import tutor.rules.edition.RuleSet;
import tutor.text.Texts;
import tutor.ui.actions.ActionsPanel;
import tutor.ui.actions.ActivityControls;
import tutor.ui.actions.MoveAction;
import tutor.ui.library.FileActions;
import tutor.play.Activity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;
import tutor.ui.ruling.RulingPanel;
import tutor.ui.widgets.Actions;
import tutor.ui.widgets.Mnemonics;

/**
 * The menu bar: File (open, recent, reload, the learner), Game (the moves this edition has, hint,
 * undo, restart), Ruling (step through, copy), View (screens, theme, the library, the language).
 * Every item has a mnemonic, chosen per language in the texts ("&amp;File", "&amp;Fichier", "&amp;Файл"); the
 * common ones have shortcuts, the same in every language. A language switch words every item again.
 */
final class TutorMenus {

    private static final int CTRL = InputEvent.CTRL_DOWN_MASK;

    private final JMenuBar bar = new JMenuBar();
    private final JMenu view = new JMenu();
    private final JMenu languageMenu = new JMenu();
    private final List<JMenuItem> moveItems = new ArrayList<>();
    private final JCheckBoxMenuItem libraryItem = new JCheckBoxMenuItem();
    private final JRadioButtonMenuItem[] themeItems = new JRadioButtonMenuItem[Theme.values().length];
    private final java.util.Map<String, JRadioButtonMenuItem> languageItems = new java.util.LinkedHashMap<>();
    /** Every item or menu whose words come from the texts, with its key, worded again when the language changes. */
    private final java.util.Map<Object, String> worded = new java.util.LinkedHashMap<>();
    /** The screens in the View menu, each with what gives its title in the language of the moment. */
    private final java.util.Map<Action, java.util.function.Supplier<String>> screenTitles = new java.util.LinkedHashMap<>();
    private final JMenu lab;
    private final TutorFrame frame;
    private final TutorModel model;
    private int screens;

    TutorMenus(TutorFrame frame, TutorModel model, FileActions files, JMenu export, ActivityControls controls, ActionsPanel actions,
               Action now, RulingPanel ruling) {
        this.frame = frame;
        this.model = model;
        bar.add(file(files, export));
        bar.add(game(controls, actions, now));
        bar.add(ruling(ruling));
        bar.add(view());
        lab = tutor.ui.budget.BudgetMenu.create(model);
        bar.add(lab);
        model.addListener(e -> {
            if (e instanceof TutorEvent.ActivityChanged) {
                showMovesOf(model.activity());
            } else if (e instanceof TutorEvent.LanguageChanged) {
                relabel();
            }
        });
        showMovesOf(null);
        relabel();
    }

    JMenuBar bar() {
        return bar;
    }

    /** Words every menu and item in the window's language. */
    private void relabel() {
        Texts t = model.texts();
        worded.forEach((c, key) -> {
            if (c instanceof Action a) {
                Mnemonics.apply(a, t.get(key));
            } else {
                Mnemonics.apply((javax.swing.AbstractButton) c, t.get(key));
            }
        });
        for (Theme th : Theme.values()) {
            Mnemonics.apply(themeItems[th.ordinal()], t.get("menu.view.theme." + th.key()));
        }
        // Each language by its own name, so whoever reads only one of them finds it.
        languageItems.forEach((lang, item) -> item.setText(Texts.of("ui", lang).get("language.name")));
        languageItems.get(model.language()).setSelected(true);
        screenTitles.forEach((a, title) -> Mnemonics.apply(a, title.get()));
    }

    private <T> T worded(T component, String key) {
        worded.put(component, key);
        return component;
    }

    private JMenu file(FileActions files, JMenu export) {
        JMenu m = menu("file");
        m.add(item(files.open(), "menu.open"));
        m.add(files.recentMenu());
        m.add(item(files.reload(), "menu.reload"));
        m.add(export);
        m.addSeparator();
        m.add(item(worded(Actions.of(null, "", 0, null, this::chooseLearner), "menu.file.learner"), "menu.learner"));
        m.addSeparator();
        m.add(item(worded(Actions.of(null, "", 0, KeyStroke.getKeyStroke(KeyEvent.VK_Q, CTRL),
                () -> frame.dispatchEvent(new java.awt.event.WindowEvent(frame, java.awt.event.WindowEvent.WINDOW_CLOSING))),
                "menu.file.quit"), "menu.quit"));
        return m;
    }

    private JMenu game(ActivityControls controls, ActionsPanel actions, Action now) {
        JMenu m = menu("game");
        m.add(item(now, "menu.action.now"));
        m.addSeparator();
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
        JMenu m = menu("ruling");
        // F-keys, whose names read the same in every language (Ctrl+] was shown as "Ctrl+Close Bracket"): F7 and F8 step
        // back and on through a ruling, with Shift through the rulings themselves.
        m.add(item(worded(Actions.of(null, "", 0, KeyStroke.getKeyStroke(KeyEvent.VK_F8, 0), () -> ruling.step(1)),
                "menu.ruling.nextStep"), "menu.traceNext"));
        m.add(item(worded(Actions.of(null, "", 0, KeyStroke.getKeyStroke(KeyEvent.VK_F7, 0), () -> ruling.step(-1)),
                "menu.ruling.previousStep"), "menu.tracePrevious"));
        m.add(item(worded(Actions.of(null, "", 0, KeyStroke.getKeyStroke(KeyEvent.VK_F8, InputEvent.SHIFT_DOWN_MASK),
                () -> model.timeline().step(1)), "menu.ruling.nextRuling"), "menu.rulingNext"));
        m.add(item(worded(Actions.of(null, "", 0, KeyStroke.getKeyStroke(KeyEvent.VK_F7, InputEvent.SHIFT_DOWN_MASK),
                () -> model.timeline().step(-1)), "menu.ruling.earlierRuling"), "menu.rulingPrevious"));
        m.addSeparator();
        m.add(item(worded(Actions.of(null, "", 0, KeyStroke.getKeyStroke(KeyEvent.VK_C, CTRL | InputEvent.SHIFT_DOWN_MASK),
                () -> ruling.copy(false)), "menu.ruling.copyText"), "menu.copyText"));
        m.add(item(worded(Actions.of(null, "", 0, KeyStroke.getKeyStroke(KeyEvent.VK_M, CTRL | InputEvent.SHIFT_DOWN_MASK),
                () -> ruling.copy(true)), "menu.ruling.copyMarkdown"), "menu.copyMarkdown"));
        return m;
    }

    private JMenu view() {
        view.setName("menu.view");
        worded(view, "menu.view");
        view.addSeparator();
        ButtonGroup group = new ButtonGroup();
        int[] keys = {0, KeyEvent.VK_D, KeyEvent.VK_L};
        for (Theme t : Theme.values()) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem();
            item.setName("view." + t.key());
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
        worded(libraryItem, "menu.view.library");
        libraryItem.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_F9, 0));
        libraryItem.addActionListener(e -> frame.toggleLibrary());
        view.add(libraryItem);
        view.addSeparator();
        languageMenu.setName("view.language");
        worded(languageMenu, "menu.view.language");
        ButtonGroup languages = new ButtonGroup();
        for (String lang : Texts.LANGUAGES) {
            JRadioButtonMenuItem item = new JRadioButtonMenuItem();
            item.setName("view.language." + lang);
            item.addActionListener(e -> frame.applyLanguage(lang));
            languages.add(item);
            languageItems.put(lang, item);
            languageMenu.add(item);
        }
        if (Texts.PSEUDO.equals(model.language())) {
            // The tests' made-up language: listed only while it is spoken, so the menu shows what is on.
            JRadioButtonMenuItem item = new JRadioButtonMenuItem();
            item.setName("view.language." + Texts.PSEUDO);
            item.addActionListener(e -> frame.applyLanguage(Texts.PSEUDO));
            languages.add(item);
            languageItems.put(Texts.PSEUDO, item);
            languageMenu.add(item);
        }
        view.add(languageMenu);
        return view;
    }

    /** Adds a screen to the View menu, above the themes; its title is asked again whenever the language changes. */
    void addScreen(Action go, java.util.function.Supplier<String> title) {
        JMenuItem item = new JMenuItem(go);
        item.setName("menu.screen." + screens);
        screenTitles.put(go, title);
        Mnemonics.apply(go, title.get());
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
        Texts t = model.texts();
        List<String> known = new ArrayList<>(model.learners());
        String current = model.learner();
        String answer = tutor.ui.widgets.Fitted.input(frame, t.get("dialog.learner.question"), t.get("dialog.learner.title"), current);
        if (answer != null) {
            model.setLearner(answer);
            String who = model.learner();
            model.notice(who.isEmpty() ? t.get("notice.learner.computer")
                    : known.contains(who) ? t.get("notice.learner.known", who) : t.get("notice.learner.new", who), false);
        }
    }

    /** A menu of the bar, named for tests by its id ("menu.file"), worded from the texts ("menu.file"). */
    private JMenu menu(String id) {
        JMenu m = new JMenu();
        m.setName("menu." + id);
        worded(m, "menu." + id);
        return m;
    }

    private static JMenuItem item(Action a, String name) {
        JMenuItem item = new JMenuItem(a);
        item.setName(name);
        return item;
    }
}
