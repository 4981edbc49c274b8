package tutor.ui.lesson;

import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import tutor.lesson.Learner;
import tutor.lesson.load.ClassBook;
import tutor.lesson.load.ProgressStore;
import tutor.ui.model.TutorModel;

/**
 * The class at this computer: every learner and their lesson progress, on the event thread. Each change
 * is saved at once, off the event thread and one save after another, merged with what another copy of the
 * tutor may have saved ({@link ProgressStore#saveMerged}), written whole to a temporary file and moved into
 * place, so neither a crash nor a second copy loses a learner's work ({@link ClassBook#merge}: a rename or a
 * removal in one copy never drops what the other copy saves afterwards). The learner chosen is the window's
 * learner ({@link TutorModel#learner()}), so their scenario marks and their lessons go together; when
 * another copy renames them, the window follows.
 */
final class ClassList {

    private final ProgressStore store;
    private final TutorModel model;
    /** Names changed here or by another copy, old to new, so a lesson still recording under the old name reaches the learner. */
    private final Map<String, String> renamed = new HashMap<>();
    private ClassBook book = ClassBook.EMPTY;
    private boolean lastSaveFailed;
    private Clock clock = Clock.systemUTC();

    ClassList(ProgressStore store, TutorModel model) {
        this.store = store;
        this.model = model;
    }

    /** Sets the class as loaded from disk (on the event thread, after loading off it). */
    void loaded(ClassBook loaded) {
        TutorModel.requireEdt();
        book = loaded;
    }

    /** Sets the class from learners known by name (tests). */
    void loaded(List<Learner> all) {
        loaded(ClassBook.of(all));
    }

    List<Learner> all() {
        return book.learners();
    }

    List<String> names() {
        return all().stream().map(Learner::name).toList();
    }

    /** The learner of that name, or of the name another copy gave them since. */
    Optional<Learner> named(String name) {
        return book.named(current(name)).map(ClassBook.Entry::learner);
    }

    private String current(String name) {
        String n = name;
        for (int i = 0; i < 20 && book.named(n).isEmpty() && renamed.containsKey(n); i++) {
            n = renamed.get(n);
        }
        return n;
    }

    /** The learner chosen in the window, or empty when nobody is. */
    Optional<Learner> current() {
        return model.learner().isEmpty() ? Optional.empty() : named(model.learner());
    }

    /** Why a name cannot be a new learner's, as a text key of the screen, or empty when it can. */
    Optional<String> problemWith(String name, String except) {
        String n = name == null ? "" : name.strip();
        if (n.isEmpty()) {
            return Optional.of("class.problem.empty");
        }
        if (n.contains("\n") || n.length() > 60) {
            return Optional.of("class.problem.long");
        }
        if (n.chars().anyMatch(tutor.text.ControlChars::isControl)) {
            return Optional.of("class.problem.control");
        }
        if (!n.equals(except) && all().stream().anyMatch(l -> l.name().equalsIgnoreCase(n))) {
            return Optional.of("class.problem.taken");
        }
        return Optional.empty();
    }

    /** Adds a learner (a name checked with {@link #problemWith}). */
    void add(String name) {
        TutorModel.requireEdt();
        book = book.added(name.strip(), clock.instant());
        save();
    }

    /** Chooses who is learning (adding them to the class when new). */
    void choose(String name) {
        TutorModel.requireEdt();
        if (!name.isBlank() && named(name.strip()).isEmpty()) {
            add(name.strip());
        }
        model.setLearner(name.strip());
    }

    /** Renames a learner, keeping all their progress; the window's learner follows. */
    void rename(String old, String now) {
        TutorModel.requireEdt();
        String clean = now.strip();
        book = book.renamed(old, clean, clock.instant());
        renamed.put(old, clean);
        renamed.remove(clean);
        save();
        if (model.learner().equals(old)) {
            model.setLearner(clean);
        }
    }

    /** Takes a learner and their progress off the class list. */
    void remove(String name) {
        TutorModel.requireEdt();
        book = book.removed(name, clock.instant());
        save();
        if (model.learner().equals(name)) {
            model.setLearner("");
        }
    }

    /** Records a learner's new progress and saves it (under the learner's present name, should another copy have renamed them). */
    void update(Learner changed) {
        TutorModel.requireEdt();
        String name = current(changed.name());
        Learner now = name.equals(changed.name()) ? changed : book.named(name).map(l -> l.learner().mergedWith(changed.renamed(name)))
                .orElse(changed);
        book = book.updated(now, clock.instant());
        save();
    }

    private void save() {
        ClassBook snapshot = book;
        SAVER.execute(() -> {
            Exception failure = null;
            ClassBook written = null;
            try {
                written = store.saveMerged(snapshot);
            } catch (java.io.IOException | RuntimeException e) {
                failure = e;
            }
            Exception why = failure;
            ClassBook onDisk = written;
            SwingUtilities.invokeLater(() -> saved(onDisk, why));
        });
    }

    /**
     * After a save: what another copy changed (learners added, renamed, removed) joins this list, and the window's
     * learner follows a rename; a failure is said, and the next save tries again.
     */
    private void saved(ClassBook onDisk, Exception why) {
        String lang = WindowLanguage.of(model);
        if (why != null) {
            lastSaveFailed = true;
            model.notice(LessonWords.texts(lang).get("class.saveFailed", store.file().toString(),
                    why.getMessage() == null ? why.getClass().getSimpleName() : why.getMessage()), true);
            return;
        }
        ClassBook before = book;
        book = book.merge(onDisk);
        for (ClassBook.Entry e : before.entries()) {
            book.withId(e.id()).filter(now -> !now.name().equals(e.name())).ifPresent(now -> {
                renamed.put(e.name(), now.name());
                if (model.learner().equals(e.name())) {
                    model.setLearner(now.name());
                }
            });
        }
        if (lastSaveFailed) {
            lastSaveFailed = false;
            model.notice(LessonWords.texts(lang).get("class.savedAgain"), false);
        }
    }

    /** What the window says when part of the class list could not be read: how much, where, and where the file as it was is kept. */
    static String trouble(ProgressStore.Trouble t, java.nio.file.Path file, LessonWords words) {
        String copy = t.copy() == null ? "" : t.copy().toString();
        return switch (t.kind()) {
            case UNREADABLE -> words.get("class.trouble.unreadable", file.toString(), t.detail());
            case DAMAGED -> t.copy() == null ? words.get("class.trouble.damaged.nocopy", t.records(), String.valueOf(t.firstLine()), file.toString())
                    : words.get("class.trouble.damaged", t.records(), String.valueOf(t.firstLine()), file.toString(), copy);
            case TOO_LARGE -> t.copy() == null ? words.get("class.trouble.tooLarge.nocopy", file.toString(), ProgressStore.MAX_BYTES >> 20)
                    : words.get("class.trouble.tooLarge", file.toString(), ProgressStore.MAX_BYTES >> 20, copy);
        };
    }

    /** The clock that dates changes (tests). */
    void clock(Clock c) {
        this.clock = c;
    }

    /** Waits until every save asked for so far is done (tests, off the event thread). */
    void awaitSaves() throws InterruptedException {
        try {
            SAVER.submit(() -> { }).get();
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    /** One thread writes the class, in order; not a daemon, so a save under way finishes before the program ends. */
    private static final ThreadPoolExecutor SAVER = new ThreadPoolExecutor(0, 1, 1, TimeUnit.SECONDS,
            new LinkedBlockingQueue<>(), r -> {
                Thread t = new Thread(r, "tutor-class-saver");
                t.setDaemon(false);
                return t;
            });
}
