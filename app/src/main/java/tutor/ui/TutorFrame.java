package tutor.ui;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.ButtonGroup;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JToggleButton;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;
import tutor.data.Bundle;
import tutor.ui.actions.ActionsPanel;
import tutor.ui.actions.ActivityControls;
import tutor.ui.board.BoardView;
import tutor.ui.dispute.DisputeDesk;
import tutor.ui.library.FileActions;
import tutor.ui.library.LibraryPanel;
import tutor.ui.model.Settings;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;
import tutor.ui.players.PlayerStrip;
import tutor.ui.players.PlayersPanel;
import tutor.ui.ruling.LedgerPanel;
import tutor.ui.ruling.RulingPanel;
import tutor.ui.situation.SituationPanel;

/**
 * The tutor's window, a shell: it builds the views around the one {@link TutorModel}, lays out
 * the screens (the table, the dispute desk; a lessons screen, the budgeting lab and the table
 * editor are added the same way, through {@link #addScreen}), the menus, the status line, and
 * remembers its size and theme. The views do the rest by listening to the model.
 */
public final class TutorFrame extends JFrame {

    private static final long serialVersionUID = 1L;

    private final transient TutorModel model;
    private final BoardView board;
    private LibraryPanel library;
    private SituationPanel situation;
    private RulingPanel ruling;
    private LedgerPanel ledger;
    private ActionsPanel actions;
    private transient tutor.ui.actions.WhatHappensNow now;
    /** Made the first time it is shown: its HTML view is slow to make, and most sessions start at the table. */
    private DisputeDesk desk;
    private tutor.ui.editor.EditorScreen editor;
    private final Map<String, java.util.function.Supplier<JComponent>> pending = new LinkedHashMap<>();
    private TableScreen table;
    private StatusBar status;
    private transient Exports exports;
    private transient FileActions files;
    private transient ActivityControls controls;
    private javax.swing.JButton playOnButton;
    private final CardLayout cards = new CardLayout();
    private final JPanel screens = new JPanel(cards);
    private final JToolBar bar = new JToolBar();
    private final ButtonGroup screenButtons = new ButtonGroup();
    private final Map<String, JToggleButton> screenToggles = new LinkedHashMap<>();
    private final Map<String, java.util.function.Supplier<String>> screenTitles = new LinkedHashMap<>();
    private transient TutorMenus menus;
    private transient tutor.ui.lesson.Lessons lessons;
    private String screen = "table";
    /** The screen the bar lights: Play while a game started there is played on the table, else {@link #screen}. */
    private String lit = "table";
    /**
     * What Play last showed: a game played on the table (true) or its own screen, the New game form or a summary.
     * Ctrl+4 from elsewhere brings that back, as Ctrl+1 brings back the table's scenario (issue 22).
     */
    private boolean playShowsGame;
    /** The free game's parts: the Play screen is made when first shown (it reads the rule data). */
    private tutor.ui.play.PlayScreen play;
    private tutor.ui.play.GameBar gameBar;
    private tutor.ui.play.CoachPanel coach;

    public TutorFrame(Settings settings) {
        this(new TutorModel(settings));
    }

    public TutorFrame(TutorModel model) {
        this(model, true);
    }

    /**
     * The window; with {@code complete} false only its frame and the (empty) board, for the first paint: the rest is
     * made by {@link #complete()}, which the start-up calls right after that paint (a first window as quick as a bare
     * one; the views then follow within the same second).
     */
    TutorFrame(TutorModel model, boolean complete) {
        super(model.texts().get("app.title"));
        this.model = model;
        setName("tutor");
        setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
        board = new BoardView(model);
        // The size it was left at (1280x800 the first time), made to fit the screen it opens on, and placed on it.
        Rectangle usable = tutor.ui.widgets.ScreenFit.usable(null);
        setMinimumSize(new Dimension(Math.min(Settings.MINIMUM_WINDOW.width, usable.width),
                Math.min(Settings.MINIMUM_WINDOW.height, usable.height)));
        tutor.ui.widgets.ScreenFit.apply(this, settings().windowSize(usable), null);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                rememberSize();
                if (editor != null) {
                    tutor.ui.editor.OwnTableStore.save(editor, model); // kept for the next start, never lost on quit
                }
                UnfinishedGame.keep(model);
                model.saveSettings();
            }
        });
        if (complete) {
            complete();
        } else {
            JPanel first = new JPanel(new BorderLayout());
            first.setBorder(javax.swing.BorderFactory.createEmptyBorder(4, 4, 4, 4));
            first.add(board, BorderLayout.CENTER);
            setContentPane(first);
        }
    }

    /** Whether {@link #complete()} has made the views. */
    boolean completed() {
        return table != null;
    }

    /** Makes every view, the menus and the screens around the board (once). */
    void complete() {
        if (completed()) {
            return;
        }
        library = new LibraryPanel(model);
        situation = new SituationPanel(model);
        // The rule data loads on a worker thread while the window appears: views ask for it when they first need it.
        ruling = new RulingPanel(model, () -> Bundle.get().rulebook(model.dataLanguage()));
        ledger = new LedgerPanel(model, () -> Bundle.get().rulebook(model.dataLanguage()));
        controls = new ActivityControls(model);
        actions = new ActionsPanel(model, this);
        now = new tutor.ui.actions.WhatHappensNow(model, this::showRuling);
        table = new TableScreen(model, library, board, new PlayerStrip(model), actions, now, situation, ruling, ledger, new PlayersPanel(model));
        status = new StatusBar(model);
        files = new FileActions(model, this);
        exports = new Exports(this, model, status, this::desk);
        menus = new TutorMenus(this, model, files, exports.menu(), controls, actions, now, ruling);
        setJMenuBar(menus.bar());
        bar.setName("screens");
        bar.setFloatable(false);
        // The screens on the left; on the right, what the learner may ask of the activity at any time.
        bar.add(javax.swing.Box.createHorizontalGlue());
        for (Action c : controls.all()) {
            javax.swing.JButton b = new javax.swing.JButton(c);
            b.setName("action." + c.getValue(Action.ACTION_COMMAND_KEY));
            b.setFocusable(false);
            bar.add(b);
        }
        playOnButton = tutor.ui.play.PlayOnButton.create(model, () -> play().playOn(), bar, () -> "table".equals(screen));
        bar.add(playOnButton);
        gameBar = new tutor.ui.play.GameBar(model, () -> {
            play().showSummary();
            // Never the screen changed under the learner's hands: a game ending while a position is edited waits on Play.
            if (!"editor".equals(screen)) {
                showScreen("play");
            }
        });
        coach = new tutor.ui.play.CoachPanel(model);
        // Four tabs stay on one row (the projector's narrow column would wrap them into two and crowd the rulings).
        table.tabs().setTabLayoutPolicy(javax.swing.JTabbedPane.SCROLL_TAB_LAYOUT);
        table.tabs().putClientProperty("JTabbedPane.hiddenTabsNavigation", "arrowButtons");
        // Narrow tabs, so the four fit the reading column at 1024x768 in French and Russian too (the last one was
        // hidden behind the arrows there).
        table.tabs().putClientProperty("JTabbedPane.tabInsets", new java.awt.Insets(4, 5, 4, 5));
        javax.swing.UIManager.put("TabbedPane.moreTabsButtonToolTipText", tutor.text.Texts.of("play", model.language()).get("tabs.more"));
        tutor.ui.widgets.SwingTexts.install(model.language());
        table.tabs().updateUI();
        table.tabs().addTab(tutor.text.Texts.of("play", model.language()).get("coach.title"), coach);
        model.addListener(e -> {
            if (e instanceof TutorEvent.LanguageChanged l) {
                table.tabs().setTitleAt(table.tabs().indexOfComponent(coach), tutor.text.Texts.of("play", l.language()).get("coach.title"));
                coach.languageChanged();
                javax.swing.UIManager.put("TabbedPane.moreTabsButtonToolTipText", tutor.text.Texts.of("play", l.language()).get("tabs.more"));
                tutor.ui.widgets.SwingTexts.install(l.language());
                table.tabs().updateUI();
            }
        });
        JPanel north = new JPanel(new BorderLayout());
        north.add(bar, BorderLayout.NORTH);
        north.add(gameBar, BorderLayout.SOUTH);
        JPanel root = new JPanel(new BorderLayout());
        root.add(north, BorderLayout.NORTH);
        root.add(screens, BorderLayout.CENTER);
        root.add(status, BorderLayout.SOUTH);
        setContentPane(root);
        addScreen("table", () -> model.texts().get("screen.table"), table, KeyEvent.VK_1);
        addScreen("dispute", () -> model.texts().get("screen.dispute"), () -> desk(), KeyEvent.VK_2);
        lessons = new tutor.ui.lesson.Lessons(model, this, this::showScreen);
        addScreen("lessons", lessons::title, lessons::screen, KeyEvent.VK_3);
        getJMenuBar().add(lessons.menu());
        addScreen("play", () -> tutor.text.Texts.of("play", model.language()).get("screen.title"), () -> play(), KeyEvent.VK_4);
        addScreen("editor", () -> model.texts("editor").get("screen.title"), () -> editor(), KeyEvent.VK_5);
        // The bar has no room left for a sixth toggle on a 1024x768 projector in French or Russian: the Practise
        // screen is in the View menu and on Ctrl+6.
        addMenuScreen("practise", () -> model.texts("drills").get("screen.title"), () -> new tutor.ui.practise.PractiseScreen(model, this),
                KeyEvent.VK_6);
        table.showLibrary(Boolean.parseBoolean(settings().get("library.shown", Boolean.toString(Theme.current() != Theme.PROJECTOR))));
        model.addListener(this::changed);
        revalidate();
        repaint();
    }

    private Settings settings() {
        return model.settings();
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.ActivityChanged && screen.equals("table") && model.activity() != null) {
            // A scenario opened from the library over a game (or a game over a scenario): the bar lights the screen
            // whose activity is now on the table, so Ctrl+1 and Ctrl+4 bring back what each last showed.
            String tab = tutor.ui.model.ActivityHistory.place(model.activity()).equals("play") ? "play" : "table";
            if (!tab.equals(lit)) {
                lit = tab;
                playShowsGame = playShowsGame || tab.equals("play");
                screenToggles.get(tab).setSelected(true);
            }
        }
        if (e instanceof TutorEvent.ActivityChanged || e instanceof TutorEvent.ActivityUpdated || e instanceof TutorEvent.LanguageChanged) {
            retitle();
            // After a language switch the activity words its title again in its own listener, which may run after this.
            javax.swing.SwingUtilities.invokeLater(this::retitle);
        }
        if (e instanceof TutorEvent.LanguageChanged) {
            screenTitles.forEach((id, title) -> {
                if (screenToggles.containsKey(id)) {
                    tutor.ui.widgets.Mnemonics.apply(screenToggles.get(id), title.get());
                }
            });
            // Longer words need other widths: every panel measures itself again.
            invalidateAll(getRootPane());
            validate();
            repaint();
        }
    }

    /**
     * The title names what the screen shows, in the window's language: the activity on the table and the dispute desk
     * (none until one is chosen), the screen itself elsewhere ("Lessons", not a scenario left on the table).
     */
    private void retitle() {
        String app = model.texts().get("app.title");
        String what = screen == null || screen.equals("table") || screen.equals("dispute")
                ? (model.activity() == null ? null : model.activity().title(model.language()))
                : screenTitles.containsKey(screen) ? tutor.ui.widgets.Mnemonics.plain(screenTitles.get(screen).get()) : null;
        setTitle(what == null ? app : model.texts().get("app.titleWith", what, app));
    }

    /**
     * Adds a screen: a toggle in the bar at the top and an item in the View menu (Ctrl+{@code key}).
     * The lessons screen, the budgeting lab and the table editor plug in here.
     */
    public void addScreen(String id, String title, JComponent component, int key) {
        addScreen(id, () -> title, component, key);
    }

    /** A screen made the first time it is shown. */
    public void addScreen(String id, String title, java.util.function.Supplier<JComponent> make, int key) {
        addScreen(id, () -> title, make, key);
    }

    /**
     * Adds a screen whose title follows the window's language: {@code title} is asked again at every switch
     * ({@code () -> model.texts("lesson").get("screen.title")}). The title may mark its mnemonic ("&amp;Lessons").
     */
    public void addScreen(String id, java.util.function.Supplier<String> title, JComponent component, int key) {
        addScreen(id, title, () -> component, key);
        screens.add(pending.remove(id).get(), id);
    }

    /** A screen made the first time it is shown, whose title follows the window's language. */
    public void addScreen(String id, java.util.function.Supplier<String> title, java.util.function.Supplier<JComponent> make, int key) {
        pending.put(id, make);
        screenTitles.put(id, title);
        JToggleButton toggle = new JToggleButton();
        tutor.ui.widgets.Mnemonics.apply(toggle, title.get());
        toggle.setName("screen." + id);
        toggle.setFocusable(false);
        toggle.addActionListener(e -> showScreen(id));
        toggle.setSelected(screenToggles.isEmpty());
        screenButtons.add(toggle);
        bar.add(toggle, screenToggles.size());
        screenToggles.put(id, toggle);
        addScreenToMenu(id, title, key);
    }

    /** A screen reached from the View menu (Ctrl+{@code key}) only, with no toggle in the bar; made when first shown. */
    public void addMenuScreen(String id, java.util.function.Supplier<String> title, java.util.function.Supplier<JComponent> make, int key) {
        pending.put(id, make);
        screenTitles.put(id, title);
        addScreenToMenu(id, title, key);
    }

    /** The View menu's entry for a screen, Ctrl+{@code key}. */
    private void addScreenToMenu(String id, java.util.function.Supplier<String> title, int key) {
        Action go = new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                showScreen(id);
            }
        };
        go.putValue(Action.ACCELERATOR_KEY, KeyStroke.getKeyStroke(key, InputEvent.CTRL_DOWN_MASK));
        menus.addScreen(go, title);
    }

    public void showScreen(String id) {
        if (id.equals("play") && gameToGoBackTo()) {
            showScreen("table", "play");
        } else {
            showScreen(id, id);
        }
    }

    /**
     * Whether Play brings back a game on the table: Play last showed one, it is still being played, and it is not in
     * front already (Play pressed while the game is shown opens the New game form, as it always did).
     */
    private boolean gameToGoBackTo() {
        boolean inFront = screen.equals("table") && lit.equals("play");
        return playShowsGame && !inFront && model.history().lastAt("play") instanceof tutor.play.GameActivity g
                && !g.finished() && !g.endedByLearner();
    }

    /** The screen of the open activity: a free game on the table with Play lit, anything else on the table. */
    private void showActivity() {
        showScreen("table", model.activity() != null && tutor.ui.model.ActivityHistory.place(model.activity()).equals("play")
                ? "play" : "table");
    }

    /**
     * Shows screen {@code id} with the tab {@code tab} lit: a game started on Play is played on the table, and the
     * bar keeps saying Play, the screen the teacher chose, until another tab is picked.
     */
    private void showScreen(String id, String tab) {
        java.util.function.Supplier<JComponent> make = pending.remove(id);
        if (make != null) {
            screens.add(make.get(), id);
        }
        screen = id;
        lit = tab;
        if (id.equals("play")) {
            playShowsGame = false;
        } else if (id.equals("table") && tab.equals("play")) {
            playShowsGame = true;
        }
        hideTooltip();
        if (id.equals("table") || id.equals("lessons")) {
            model.showing(tab.equals("play") ? "play" : id); // each place shows its own activity again
        }
        gameBar.shownOn(id);
        controls.shownOn(id);
        actions.shownOn(id);
        now.shownOn(id);
        tutor.ui.play.PlayOnButton.refresh(playOnButton);
        cards.show(screens, id);
        JToggleButton toggle = screenToggles.get(tab);
        if (toggle != null) {
            toggle.setSelected(true);
        } else {
            screenButtons.clearSelection();
        }
        retitle();
    }

    /**
     * Hides the tooltip of the screen being left: shown over a lesson's locked step it stayed over every screen after
     * («Сначала пройдите: …», native-ru3's shots 43 to 68). Turning the shared manager off and on hides what it shows.
     */
    private static void hideTooltip() {
        javax.swing.ToolTipManager tips = javax.swing.ToolTipManager.sharedInstance();
        if (tips.isEnabled()) {
            tips.setEnabled(false);
            tips.setEnabled(true);
        }
    }

    /** The table screen with the ruling being read in view (after "What happens now"). */
    private void showRuling() {
        // Already on the table (a game started on Play is played there): the bar keeps the tab it lights; "What
        // happens now" on Play lit Table, a screen the teacher had not chosen (native-fr3's shot 49).
        if (!"table".equals(screen)) {
            showActivity();
        }
        table.tabs().setSelectedIndex(0);
    }

    public String screen() {
        return screen;
    }

    /** Switches the theme; the whole window is laid out again (the projector theme scales it). */
    void applyTheme(Theme theme) {
        if (theme == Theme.current()) {
            return;
        }
        long start = System.nanoTime();
        theme.apply();
        settings().put("theme", theme.key());
        settings().put("largeText", "false");
        // The projector needs the room: the library folds away there, and comes back in the other themes.
        table.showLibrary(theme != Theme.PROJECTOR);
        com.formdev.flatlaf.FlatLaf.updateUI();
        // Every panel measures its parts again: layouts keep the sizes of the old theme until told otherwise.
        invalidateAll(getRootPane());
        validate();
        actions.refresh();
        if (Boolean.getBoolean("tutor.timing")) {
            System.err.println("tutor.timing theme-switch-ms " + (System.nanoTime() - start) / 1_000_000);
        }
        menus.themeChanged(theme);
        rememberSize();
        model.saveSettings();
        model.notice(model.texts().get("notice.theme." + theme.key()), false);
    }

    /**
     * Speaks another language: every view words itself again around the same model, so the activity, its
     * timeline and what is selected stay; the scenarios' own texts follow once read in the new language.
     */
    void applyLanguage(String language) {
        if (language.equals(model.language())) {
            return;
        }
        long start = System.nanoTime();
        model.setLanguage(language);
        actions.refresh();
        if (Boolean.getBoolean("tutor.timing")) {
            System.err.println("tutor.timing language-switch-ms " + (System.nanoTime() - start) / 1_000_000);
        }
        model.notice(model.texts().get("notice.language"), false);
    }

    private static void invalidateAll(java.awt.Component c) {
        c.invalidate();
        if (c instanceof java.awt.Container k) {
            for (java.awt.Component child : k.getComponents()) {
                invalidateAll(child);
            }
        }
    }

    void toggleLibrary() {
        table.showLibrary(!table.libraryShown());
        settings().put("library.shown", Boolean.toString(table.libraryShown()));
        menus.libraryShown(table.libraryShown());
    }

    boolean libraryShown() {
        return table.libraryShown();
    }

    private void rememberSize() {
        if ((getExtendedState() & MAXIMIZED_BOTH) == 0) {
            settings().put("window.width", Integer.toString(getWidth()));
            settings().put("window.height", Integer.toString(getHeight()));
        }
    }

    /** Loads the library off the event thread, then opens the scenario last open (or the first). */
    public void loadLibrary() {
        files.load(true);
        UnfinishedGame.tell(model);
    }

    public TutorModel model() {
        return model;
    }

    public BoardView board() {
        return board;
    }

    // What the GUI tests and the screenshot tool read.

    public String situationText() {
        return situation.plainText();
    }

    public String comparisonText() {
        return desk().text();
    }

    public String statusText() {
        return status.text();
    }

    /** The last notice the status line gave, even after it faded. */
    public String lastNotice() {
        return status.lastNotice();
    }

    public String rulingDetail() {
        return ruling.detailText();
    }

    public LibraryPanel library() {
        return library;
    }

    /** Shows the dispute desk and compares the last move (the screenshot tool uses it). */
    public void compareLastMove() {
        showScreen("dispute");
        desk().compare();
    }

    /** Shows the dispute desk and compares the whole scenario (the screenshot tool uses it). */
    public void compareWhole() {
        showScreen("dispute");
        desk().compareWhole();
    }

    /** The "Your own table" screen (made when first shown). */
    public tutor.ui.editor.EditorScreen editor() {
        if (editor == null) {
            editor = new tutor.ui.editor.EditorScreen(model, this::showActivity);
            tutor.ui.editor.OwnTableStore.restore(editor, model);
        }
        return editor;
    }

    private DisputeDesk desk() {
        if (desk == null) {
            desk = new DisputeDesk(model, this::showActivity); // made now, it takes the theme of now
        }
        return desk;
    }

    /** The Play screen: a new free game, play on from the open scenario, the last game's summary. */
    public tutor.ui.play.PlayScreen play() {
        if (play == null) {
            play = new tutor.ui.play.PlayScreen(model, () -> showScreen("table", "play"));
        }
        return play;
    }

    public tutor.ui.play.GameBar gameBar() {
        return gameBar;
    }

    public tutor.ui.play.CoachPanel coach() {
        return coach;
    }

    /** The Lessons screen and its menu. */
    public tutor.ui.lesson.Lessons lessons() {
        return lessons;
    }

    /** File > Export, for tests: exports without asking where. */
    /** The file name File > Export suggests for {@code what}, without its extension. */
    String exportFileName(Exports.What what) {
        return exports.fileName(what);
    }

    javax.swing.SwingWorker<java.nio.file.Path, Void> exportTo(Exports.What what, tutor.export.RulingExport.Kind kind, java.nio.file.Path out) {
        return exports.exportTo(what, kind, out);
    }

    FileActions files() {
        return files;
    }
}
