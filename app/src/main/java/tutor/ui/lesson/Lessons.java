package tutor.ui.lesson;

import java.awt.CardLayout;
import java.awt.Frame;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JPanel;
import tutor.lesson.Learner;
import tutor.lesson.Lesson;
import tutor.lesson.LessonAttempt;
import tutor.lesson.LessonLab;
import tutor.lesson.LessonRun;
import tutor.lesson.Mode;
import tutor.lesson.Shelf;
import tutor.lesson.load.ProgressStore;
import tutor.play.LessonActivity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * The Lessons screen and its menu: the shelf (who is learning, the lessons by track and level with
 * stars, the review list), the lesson player in three modes, and the class report. Progress is
 * recorded as the learner goes ({@link AttemptRecorder}); the menu ({@link LessonsMenu}), the loading
 * ({@link LessonsLoading}) and a review run ({@link ReviewRun}) are classes of their own.
 */
public final class Lessons {

    private static final String SHELF = "shelf";
    /** What the screen shows until the lessons are read. */
    private static final String LOADING = "loading";
    private static final String PLAYER = "player";
    private static final String REPORT = "report";
    private static final String QUIZ_RESULT = "quizResult";

    private final TutorModel model;
    private final Frame owner;
    private final Consumer<String> showScreen;
    private final LessonsLoading loading;
    private final LessonReading reading;
    private final ClassList cls;
    private final ProgressStore store;
    private Clock clock = Clock.systemDefaultZone();
    private JPanel screen;
    private final CardLayout cards = new CardLayout();
    private ShelfPanel shelf;
    private PlayerPanel player;
    private ClassReportPanel report;
    private LessonLibrary.Loaded loaded;
    /** The lesson the class report shows (worded again after View > Language). */
    private Lesson reported;
    private LessonActivity current;
    private final ShownBefore before;
    private final AttemptRecorder recorder;
    private final ReviewRun reviews = new ReviewRun();
    private String card = SHELF;
    /** Where a quiz ends: its score, stars and each step right or wrong. */
    private QuizResultPanel quizResult;

    public Lessons(TutorModel model, Frame owner, Consumer<String> showScreen) {
        this(model, owner, showScreen, LessonLibrary::standard, ProgressStore.standard());
    }

    private final LessonsMenu menu;

    Lessons(TutorModel model, Frame owner, Consumer<String> showScreen, java.util.function.Supplier<LessonLibrary> library,
            ProgressStore store) {
        this.model = model;
        this.owner = owner;
        this.showScreen = showScreen;
        this.loading = new LessonsLoading(model, library, store);
        this.reading = new LessonReading(model, loading::library, this::words);
        this.store = store;
        this.cls = new ClassList(store, model);
        this.before = new ShownBefore(model);
        this.recorder = new AttemptRecorder(cls, this::today);
        this.menu = new LessonsMenu(model, new LessonsMenu.Host() {
            public void openShelf() { show(SHELF); }
            public void review() { startReview(); }
            public void handout() { Lessons.this.handout(chosenLesson()); }
            public void report() { showReport(chosenLesson()); }
            public void runWithClass() {
                tutor.ui.classroom.RunWithClass.open(owner, chosenLesson(), lab(), WindowLanguage.of(model));
            }
            public void editClass() { Lessons.this.editClass(); }
        });
        model.addListener(this::changed);
    }

    /** The screen's title in the window's language (its toggle and View menu item). */
    public String title() {
        return LessonWords.texts(WindowLanguage.of(model)).get("screen.title");
    }

    private LessonWords words() {
        return new LessonWords(WindowLanguage.of(model), lab(), null);
    }

    LessonWords words(Lesson lesson) {
        return new LessonWords(WindowLanguage.of(model), loading.library().lab(), lesson);
    }

    /** The budgeting lab, or null before the lessons' library is made. */
    private LessonLab lab() {
        LessonLibrary lib = loading.library();
        return lib == null ? null : lib.lab();
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
            screen.add(loading.card(words()), LOADING);
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
        return menu.menu();
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
        loading.reload(l -> {
            loaded = l;
            cls.loaded(loaded.progress().book());
            loaded.progress().trouble().ifPresent(t -> model.notice(ClassList.trouble(t, store.file(), words()), true));
            refreshShelf();
            if (card.equals(SHELF)) {
                cards.show(screen, SHELF);
            }
        }, this::words);
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
                && (!current.mode().scored() || recorder.learner().equals(model.learner()));
        String inProgress = begun ? current.lesson().id() : null;
        shelf.show(loaded.lessons(), loaded.broken(), cls.names(), model.learner(), who.orElse(null), due, inProgress,
                begun ? current.mode() : null, words());
    }

    private LocalDate today() {
        return LocalDate.now(clock);
    }

    // ---- starting and resuming ----

    private void start(Lesson lesson, Mode mode) {
        if (mode.scored() && model.learner().isEmpty() && !WhoIsLearning.ask(owner, cls, words())) {
            return;
        }
        open(lesson, mode, null);
    }

    /** Opens a lesson (or a one-step review) in a mode: its scenarios are read off the event thread first. */
    private void open(Lesson lesson, Mode mode, Shelf.Due review) {
        reading.open(lesson, o -> opened(o, mode, review));
    }

    private void opened(LessonLibrary.Opened o, Mode mode, Shelf.Due review) {
        LessonWords w = words(o.lesson());
        LessonRun run = new LessonRun(o.lesson(), mode, Instant.now(clock), w);
        if (player != null) {
            player.stop();
        }
        current = new LessonActivity(run, o.scenarios(), o.table(), review == null ? null : review.item(), w.language());
        recorder.startFor(mode.scored() ? model.learner() : "");
        if (!o.missing().isEmpty()) {
            model.notice(w.get("lesson.scenarioMissing", String.join(", ", o.missing())), true);
        }
        // The player's views listen to the model: made before the lesson opens, they draw its first step.
        makePlayer();
        before.remember();
        model.open(current);
        showPlayer(w);
    }

    private void makePlayer() {
        screen();
        if (player == null) {
            player = new PlayerPanel(model, owner, loading.library().lab(), new PlayerPanel.Host() {
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

    /** The lesson is left (back to the shelf, finished, or another screen): see {@link ShownBefore}. */
    private void leaveLesson() {
        before.restore();
    }

    private void resume() {
        if (current != null) {
            before.remember();
            model.open(current);
            showPlayer(words(current.lesson()));
        }
    }

    private void finished(LessonActivity a) {
        recorder.record(a);
        if (a.review() != null && reviews.hasNext()) {
            nextReview();
            return;
        }
        if (a.review() != null) {
            model.notice(words().get("review.done", reviews.total()), false);
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
            if (!WhoIsLearning.ask(owner, cls, words())) {
                return;
            }
            who = cls.current();
        }
        if (!reviews.begin(who.map(l -> Shelf.due(loaded.lessons(), l, today())).orElse(List.of()))) {
            model.notice(words().get("review.none"), false);
            show(SHELF);
            return;
        }
        nextReview();
    }

    private void nextReview() {
        Shelf.Due d = reviews.next();
        open(ReviewRun.oneStep(d), Mode.PRACTISE, d);
    }

    // ---- recording progress ----

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.LanguageChanged) {
            // The menu, the shelf and a lesson being presented follow at once: a teacher who switches language
            // mid-lesson has the class read the step in the new language, where the lesson left off.
            menu.reword();
            if (screen != null && loaded == null) {
                loading.reword(words());
            }
            if (current != null) {
                reading.speak(current, () -> current, () -> {
                    if (card.equals(PLAYER) && player != null) {
                        player.show(current, words(current.lesson()));
                    }
                });
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
            recorder.record(current);
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
        new HandoutPrinter(owner, loading.library().lab(), text -> model.notice(text, false)).print(lesson, words(lesson));
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

    HandoutPrinter printer() {
        return new HandoutPrinter(owner, loading.library().lab(), text -> model.notice(text, false));
    }
}
