package tutor.ui.lesson;

import java.awt.CardLayout;
import java.awt.Frame;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.SwingWorker;
import tutor.lesson.Learner;
import tutor.lesson.Lesson;
import tutor.lesson.LessonAttempt;
import tutor.lesson.LessonRun;
import tutor.lesson.Mode;
import tutor.lesson.Shelf;
import tutor.lesson.StepResult;
import tutor.lesson.load.ProgressStore;
import tutor.scenario.LibraryFolder;
import tutor.play.LessonActivity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * The Lessons screen and its menu: the shelf (who is learning, the lessons by track and level with
 * stars, the review list), the lesson player in three modes, and the class report. Progress is
 * recorded as the learner goes: every scored step's result, the attempt, and the steps to review,
 * each saved at once ({@link ClassList}).
 */
public final class Lessons {

    private static final String SHELF = "shelf";
    /** What the screen shows until the lessons are read: a few seconds on a school computer, never blank frames. */
    private static final String LOADING = "loading";
    private final javax.swing.JLabel loading = new javax.swing.JLabel("", javax.swing.SwingConstants.CENTER);
    private static final String PLAYER = "player";
    private static final String REPORT = "report";
    private static final String QUIZ_RESULT = "quizResult";

    private final TutorModel model;
    private final Frame owner;
    private final Consumer<String> showScreen;
    /** Made on a worker thread when the screen first loads: the lab needs the rule data, which loads beside the window. */
    private volatile LessonLibrary library;
    private final java.util.function.Supplier<LessonLibrary> makeLibrary;
    private final ClassList cls;
    private final ProgressStore store;
    private Clock clock = Clock.systemDefaultZone();
    private JPanel screen;
    private final CardLayout cards = new CardLayout();
    private ShelfPanel shelf;
    private PlayerPanel player;
    private ClassReportPanel report;
    private LessonLibrary.Loaded loaded;
    /** Why the lessons could not be read, or null: the loading card then says so instead of "Loading…". */
    private Throwable failure;
    /** The lesson the class report shows (worded again after View > Language). */
    private Lesson reported;
    private LessonActivity current;
    /** What the window showed before the lesson opened (a scenario, a game): shown again when the lesson is left. */
    private tutor.play.Activity before;
    /** Who the current activity's results are recorded for (the learner when it started), or empty. */
    private String recordingFor = "";
    private final Set<String> recorded = new HashSet<>();
    private LessonAttempt lastSaved;
    private final Deque<Shelf.Due> reviewQueue = new ArrayDeque<>();
    private int reviewTotal;
    private String card = SHELF;
    /** Where a quiz ends: its score, stars and each step right or wrong. */
    private QuizResultPanel quizResult;

    public Lessons(TutorModel model, Frame owner, Consumer<String> showScreen) {
        this(model, owner, showScreen, LessonLibrary::standard, ProgressStore.standard());
    }

    /** The Lessons menu, worded again when the window's language changes. */
    private JMenu menu;

    Lessons(TutorModel model, Frame owner, Consumer<String> showScreen, java.util.function.Supplier<LessonLibrary> library,
            ProgressStore store) {
        this.model = model;
        this.owner = owner;
        this.showScreen = showScreen;
        this.makeLibrary = library;
        this.store = store;
        this.cls = new ClassList(store, model);
        model.addListener(this::changed);
    }

    /** The screen's title in the window's language (its toggle and View menu item). */
    public String title() {
        return LessonWords.texts(WindowLanguage.of(model)).get("screen.title");
    }

    private LessonWords words() {
        return new LessonWords(WindowLanguage.of(model), library == null ? null : library.lab(), null);
    }

    LessonWords words(Lesson lesson) {
        return new LessonWords(WindowLanguage.of(model), library.lab(), lesson);
    }

    /** The screen, made the first time it is shown; the lessons and the class load then, off the event thread. */
    public JComponent screen() {
        if (screen == null) {
            screen = new JPanel(cards);
            screen.setName("lessons");
            shelf = new ShelfPanel(new ShelfPanel.Host() {
                public void start(Lesson lesson, Mode mode) { Lessons.this.start(lesson, mode); }
                public void resume() { Lessons.this.resume(); }
                public void review() { Lessons.this.startReview(); }
                public void chooseLearner(String name) { cls.choose(name); }
                public void editClass() { Lessons.this.editClass(); }
                public void report(Lesson lesson) { Lessons.this.showReport(lesson); }
                public void handout(Lesson lesson) { Lessons.this.handout(lesson); }
            });
            report = new ClassReportPanel(() -> show(SHELF), text -> model.notice(text, false));
            loading.setName("lessons.loading");
            loading.setText(words().get("shelf.loading"));
            loading.setFont(loading.getFont().deriveFont(loading.getFont().getSize2D() * tutor.ui.widgets.Reading.scale()));
            screen.add(loading, LOADING);
            screen.add(shelf, SHELF);
            screen.add(report, REPORT);
            quizResult = new QuizResultPanel(() -> show(SHELF));
            screen.add(quizResult, QUIZ_RESULT);
            screen.addComponentListener(new java.awt.event.ComponentAdapter() {
                @Override
                public void componentHidden(java.awt.event.ComponentEvent e) {
                    leaveLesson(); // another screen: it shows what it showed before, the lesson waits on the shelf
                }
            });
            reload();
        }
        return screen;
    }

    /** The Lessons menu: what the screen does, from anywhere in the window. */
    public JMenu menu() {
        if (menu == null) {
            menu = new JMenu();
            menu.setName("menu.lessons");
            menu.setMnemonic(KeyEvent.VK_S);
            wordMenu(menu);
        }
        return menu;
    }

    /** Fills the Lessons menu in the window's language (again after View > Language). */
    private void wordMenu(JMenu m) {
        tutor.text.Texts w = LessonWords.texts(WindowLanguage.of(model));
        m.removeAll();
        m.setText(w.get("menu.title"));
        m.add(item("menu.lessons.open", w.get("menu.open"), KeyEvent.VK_O, () -> show(SHELF)));
        m.add(item("menu.lessons.review", w.get("menu.review"), KeyEvent.VK_R, this::startReview));
        m.addSeparator();
        m.add(item("menu.lessons.handout", w.get("menu.handout"), KeyEvent.VK_P, () -> handout(chosenLesson())));
        m.add(item("menu.lessons.report", w.get("menu.report"), KeyEvent.VK_C, () -> showReport(chosenLesson())));
        // The whole class at once (issue 26): a session on the school network for the chosen lesson.
        m.add(item("menu.lessons.runWithClass", tutor.text.Texts.of("classroom", WindowLanguage.of(model)).get("start.menu"),
                KeyEvent.VK_W, () -> tutor.ui.classroom.RunWithClass.open(owner, chosenLesson(),
                        library == null ? null : library.lab(), WindowLanguage.of(model))));
        m.add(item("menu.lessons.classList", w.get("menu.classList"), KeyEvent.VK_L, this::editClass));
    }

    private static JMenuItem item(String name, String text, int mnemonic, Runnable run) {
        JMenuItem i = new JMenuItem(text);
        i.setName(name);
        i.setMnemonic(mnemonic);
        i.addActionListener(e -> run.run());
        return i;
    }

    /** The lesson the player has open, else the one chosen on the shelf. */
    private Lesson chosenLesson() {
        if (current != null && current.review() == null) {
            return current.lesson();
        }
        return shelf == null ? null : shelf.selected();
    }

    /** Shows the Lessons screen at one of its cards. */
    private void show(String which) {
        showScreen.accept("lessons");
        card(which);
    }

    /** Turns the screen to a card without bringing the screen forward. */
    private void card(String which) {
        screen();
        if (which.equals(SHELF) && shelf != null && loaded != null) {
            refreshShelf();
        }
        card = which;
        cards.show(screen, which.equals(SHELF) && loaded == null ? LOADING : which);
    }

    // ---- loading ----

    /** Reads the lessons and the class again (off the event thread). */
    void reload() {
        Path folder = LibraryFolder.find("lessons");
        new SwingWorker<LessonLibrary.Loaded, Void>() {
            @Override
            protected LessonLibrary.Loaded doInBackground() {
                if (library == null) {
                    library = makeLibrary.get();
                }
                return library.load(folder, store);
            }

            @Override
            protected void done() {
                try {
                    loaded = get();
                    cls.loaded(loaded.progress().book());
                    loaded.progress().trouble().ifPresent(t -> model.notice(ClassList.trouble(t, store.file(), words()), true));
                    refreshShelf();
                    if (card.equals(SHELF)) {
                        cards.show(screen, SHELF);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    failure = e.getCause();
                    String why = words().get("shelf.loadFailed", folder.toString(), String.valueOf(e.getCause().getMessage()));
                    loading.setText(why);
                    model.notice(why, true);
                }
            }
        }.execute();
    }

    /** Whether the lessons and the class have been read. */
    public boolean loaded() {
        return loaded != null;
    }

    /** The lessons read (none before they are). */
    java.util.List<tutor.lesson.Lesson> loadedLessons() {
        return loaded == null ? java.util.List.of() : loaded.lessons();
    }

    private void refreshShelf() {
        if (shelf == null || loaded == null) {
            return;
        }
        Optional<Learner> who = cls.current();
        List<Shelf.Due> due = who.map(l -> Shelf.due(loaded.lessons(), l, today())).orElse(List.of());
        // Continue is offered only for a lesson begun (past its first step or answered) by the learner now chosen.
        boolean begun = current != null && current.review() == null && !current.finished() && current.started()
                && (!current.mode().scored() || recordingFor.equals(model.learner()));
        String inProgress = begun ? current.lesson().id() : null;
        shelf.show(loaded.lessons(), loaded.broken(), cls.names(), model.learner(), who.orElse(null), due, inProgress,
                begun ? current.mode() : null, words());
    }

    private LocalDate today() {
        return LocalDate.now(clock);
    }

    // ---- starting and resuming ----

    private void start(Lesson lesson, Mode mode) {
        if (mode.scored() && model.learner().isEmpty() && !askWhoIsLearning()) {
            return;
        }
        open(lesson, mode, null);
    }

    /** Asks who is learning before a scored lesson; false when nobody was chosen. */
    private boolean askWhoIsLearning() {
        LessonWords w = words();
        Object[] names = cls.names().toArray();
        Object answer = JOptionPane.showInputDialog(owner, w.get("who.question"), w.get("who.title"), JOptionPane.QUESTION_MESSAGE,
                null, names.length == 0 ? null : names, names.length == 0 ? "" : names[0]);
        if (answer == null || answer.toString().isBlank()) {
            return false;
        }
        Optional<String> problem = cls.named(answer.toString().strip()).isPresent() ? Optional.empty()
                : cls.problemWith(answer.toString(), null);
        if (problem.isPresent()) {
            JOptionPane.showMessageDialog(owner, w.get(problem.get(), answer), w.get("who.title"), JOptionPane.WARNING_MESSAGE);
            return false;
        }
        cls.choose(answer.toString().strip());
        return true;
    }

    /** Opens a lesson (or a one-step review) in a mode: its scenarios are read off the event thread first. */
    private void open(Lesson lesson, Mode mode, Shelf.Due review) {
        String lang = WindowLanguage.of(model);
        new SwingWorker<LessonLibrary.Opened, Void>() {
            @Override
            protected LessonLibrary.Opened doInBackground() {
                return library.open(lesson, lang);
            }

            @Override
            protected void done() {
                try {
                    opened(get(), mode, review);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    model.notice(words().get("lesson.openFailed", String.valueOf(e.getCause().getMessage())), true);
                }
            }
        }.execute();
    }

    /**
     * Reads a lesson's scenarios again in a new language (off the event thread), then has its plays speak it: the
     * one on screen is shown again if the lesson is still the one open and the language still the window's.
     */
    private void reread(LessonActivity lesson, String lang) {
        LessonLibrary lib = library;
        if (lib == null) {
            return;
        }
        new SwingWorker<LessonLibrary.Opened, Void>() {
            @Override
            protected LessonLibrary.Opened doInBackground() {
                return lib.open(lesson.lesson(), lang);
            }

            @Override
            protected void done() {
                try {
                    LessonLibrary.Opened o = get();
                    if (current == lesson && lang.equals(WindowLanguage.of(model))) {
                        lesson.speak(lang, o.scenarios());
                        if (card.equals(PLAYER) && player != null) {
                            player.show(lesson, words(lesson.lesson()));
                        }
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (ExecutionException e) {
                    model.notice(words().get("lesson.openFailed", String.valueOf(e.getCause().getMessage())), true);
                }
            }
        }.execute();
    }

    private void opened(LessonLibrary.Opened o, Mode mode, Shelf.Due review) {
        LessonWords w = words(o.lesson());
        LessonRun run = new LessonRun(o.lesson(), mode, Instant.now(clock), w);
        if (player != null) {
            player.stop();
        }
        current = new LessonActivity(run, o.scenarios(), o.table(), review == null ? null : review.item(), w.language());
        recordingFor = mode.scored() ? model.learner() : "";
        recorded.clear();
        lastSaved = null;
        if (!o.missing().isEmpty()) {
            model.notice(w.get("lesson.scenarioMissing", String.join(", ", o.missing())), true);
        }
        // The player's views listen to the model: made before the lesson opens, they draw its first step.
        makePlayer();
        remember();
        model.open(current);
        showPlayer(w);
    }

    private void makePlayer() {
        screen();
        if (player == null) {
            player = new PlayerPanel(model, owner, library.lab(), new PlayerPanel.Host() {
                public void backToShelf() {
                    leaveLesson();
                    show(SHELF);
                }
                public void finished(LessonActivity a) { Lessons.this.finished(a); }
            });
            screen.add(player, PLAYER);
        }
    }

    private void showPlayer(LessonWords w) {
        makePlayer();
        player.show(current, w);
        show(PLAYER);
    }

    /** Keeps what the window shows now, to show it again when the lesson is left. */
    private void remember() {
        tutor.play.Activity now = model.activity();
        if (now != null && !(now instanceof LessonActivity)) {
            before = now;
        } else if (model.history().lastAt("table") != null) {
            // A lesson open already (the Lessons screen brings the last one back): what the Table shows now is the
            // Table's last activity, not the one kept when an earlier lesson opened (the start-up scenario, in the
            // start-up language, came back instead of the teacher's game).
            before = model.history().lastAt("table");
        }
    }

    /**
     * The lesson is left (back to the shelf, finished, or another screen): the window shows again what it
     * showed before, so the Table screen never shows the lesson's board or its players beside another text.
     */
    private void leaveLesson() {
        if (model.activity() instanceof LessonActivity && before != null) {
            model.open(before);
        }
    }

    private void resume() {
        if (current != null) {
            remember();
            model.open(current);
            showPlayer(words(current.lesson()));
        }
    }

    private void finished(LessonActivity a) {
        record(a);
        if (a.review() != null && !reviewQueue.isEmpty()) {
            nextReview();
            return;
        }
        if (a.review() != null) {
            model.notice(words().get("review.done", reviewTotal), false);
        } else if (a.mode().scored()) {
            int scored = a.lesson().scoredSteps().size();
            LessonAttempt att = a.run().attempt();
            model.notice(words().get("lesson.finished", words(a.lesson()).text(a.lesson().title()), att.score(scored),
                    Stars.of(att.stars(scored))), false);
        }
        current = null;
        player.stop();
        leaveLesson();
        if (a.review() == null && a.mode() == tutor.lesson.Mode.QUIZ) {
            quizResult.show(a, words(a.lesson()));
            show(QUIZ_RESULT);
        } else {
            show(SHELF);
        }
    }

    // ---- review ----

    private void startReview() {
        screen();
        if (loaded == null) {
            return;
        }
        Optional<Learner> who = cls.current();
        if (who.isEmpty()) {
            if (!askWhoIsLearning()) {
                return;
            }
            who = cls.current();
        }
        reviewQueue.clear();
        who.ifPresent(l -> reviewQueue.addAll(Shelf.due(loaded.lessons(), l, today())));
        reviewTotal = reviewQueue.size();
        if (reviewQueue.isEmpty()) {
            model.notice(words().get("review.none"), false);
            show(SHELF);
            return;
        }
        nextReview();
    }

    private void nextReview() {
        Shelf.Due d = reviewQueue.poll();
        Lesson one = new Lesson(d.lesson().file(), d.lesson().id(), d.lesson().title(), d.lesson().track(), d.lesson().level(),
                d.lesson().minutes(), d.lesson().audience(), d.lesson().edition(), d.lesson().objectives(), d.lesson().skills(),
                d.lesson().prerequisites(), d.lesson().keyRules(), d.lesson().figures(), List.of(d.step()),
                d.lesson().teacherNotes(), d.lesson().handout());
        open(one, Mode.PRACTISE, d);
    }

    // ---- recording progress ----

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.LanguageChanged) {
            // The menu, the shelf and a lesson being presented follow at once: a teacher who switches language
            // mid-lesson has the class read the step in the new language, where the lesson left off.
            if (menu != null) {
                wordMenu(menu);
            }
            if (screen != null && loaded == null && failure == null) {
                loading.setText(words().get("shelf.loading"));
            }
            if (current != null) {
                current.speak(WindowLanguage.of(model)); // its title and situation line, where the window shows them
                reread(current, WindowLanguage.of(model));
            }
            if (card.equals(SHELF)) {
                refreshShelf();
            } else if (card.equals(REPORT) && loaded != null) {
                report.show(loaded.lessons(), reported, cls.all(), words());
            } else if (card.equals(QUIZ_RESULT) && quizResult.shown() != null) {
                quizResult.show(quizResult.shown(), words(quizResult.shown().lesson()));
            } else if (card.equals(PLAYER) && current != null && player != null) {
                player.show(current, words(current.lesson()));
            }
            return;
        }
        if (e instanceof TutorEvent.ProgressChanged && card.equals(SHELF)) {
            refreshShelf(); // another learner chosen (here or in the window's Learner menu): their stars and review
        }
        if (current == null) {
            return;
        }
        if (e instanceof TutorEvent.ActivityChanged && model.activity() != current && card.equals(PLAYER)) {
            // Another activity was opened (a scenario from the table): the lesson waits, ready to continue.
            card(SHELF);
            return;
        }
        if ((e instanceof TutorEvent.ActivityUpdated || e instanceof TutorEvent.ActivityChanged) && model.activity() == current) {
            record(current);
        }
    }

    /** Saves what is new in an activity for the learner who started it: results, the attempt, and steps to review. */
    private void record(LessonActivity a) {
        if (recordingFor.isEmpty() || !a.mode().scored()) {
            return;
        }
        Learner l = cls.named(recordingFor).orElse(Learner.named(recordingFor));
        Learner before = l;
        LessonAttempt attempt = a.run().attempt();
        for (StepResult r : attempt.results()) {
            if (recorded.add(r.stepId())) {
                l = a.review() != null ? l.reviewed(a.review(), r.firstTry(), today())
                        : l.reviewAfter(a.lesson().id(), r, today());
            }
        }
        if (a.review() == null && !attempt.equals(lastSaved)) {
            l = l.with(attempt);
            lastSaved = attempt;
        }
        if (l != before) {
            cls.update(l);
        }
    }

    // ---- the class, the report, the handout ----

    private void editClass() {
        screen();
        new ClassListDialog(owner, cls, words()).setVisible(true);
        if (card.equals(SHELF)) {
            refreshShelf();
        }
    }

    void showReport(Lesson lesson) {
        screen();
        if (loaded == null) {
            return;
        }
        reported = lesson == null ? shelf.selected() : lesson;
        report.show(loaded.lessons(), reported, cls.all(), words());
        show(REPORT);
    }

    private void handout(Lesson lesson) {
        if (lesson == null) {
            return;
        }
        new HandoutPrinter(owner, library.lab(), text -> model.notice(text, false)).print(lesson, words(lesson));
    }

    // ---- for tests ----

    void clock(Clock c) {
        this.clock = c;
    }

    ClassList classList() {
        return cls;
    }

    ShelfPanel shelf() {
        return shelf;
    }

    PlayerPanel player() {
        return player;
    }

    ClassReportPanel report() {
        return report;
    }

    LessonActivity current() {
        return current;
    }

    LessonLibrary.Loaded library() {
        return loaded;
    }

    String card() {
        return card;
    }

    /** Opens a lesson by id in a mode, as its button on the shelf does (tests and the screenshot tool). */
    void start(String lessonId, Mode mode) {
        loaded.lessons().stream().filter(l -> l.id().equals(lessonId)).findFirst().ifPresent(l -> {
            shelf.select(lessonId);
            start(l, mode);
        });
    }

    Map<Path, List<tutor.scenario.Problem>> broken() {
        return loaded.broken();
    }

    HandoutPrinter printer() {
        return new HandoutPrinter(owner, library.lab(), text -> model.notice(text, false));
    }
}
