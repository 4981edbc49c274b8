package tutor.ui.lesson;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import tutor.lesson.Learner;
import tutor.lesson.load.ProgressStore;
import tutor.ui.model.TutorModel;

/**
 * The class at this computer: every learner and their lesson progress, on the event thread. Each change
 * is saved at once, off the event thread and one save after another, merged with what another copy of the
 * tutor may have saved ({@link ProgressStore#saveMerged}), written whole to a temporary file and moved into
 * place, so neither a crash nor a second copy loses a learner's work. The learner chosen is the window's
 * learner ({@link TutorModel#learner()}), so their scenario marks and their lessons go together.
 */
final class ClassList {

    private final ProgressStore store;
    private final TutorModel model;
    private final Set<String> gone = new HashSet<>();
    private List<Learner> learners = List.of();
    private boolean lastSaveFailed;

    ClassList(ProgressStore store, TutorModel model) {
        this.store = store;
        this.model = model;
    }

    /** Sets the class as loaded from disk (on the event thread, after loading off it). */
    void loaded(List<Learner> all) {
        TutorModel.requireEdt();
        learners = List.copyOf(all);
    }

    List<Learner> all() {
        return learners;
    }

    List<String> names() {
        return learners.stream().map(Learner::name).toList();
    }

    Optional<Learner> named(String name) {
        return learners.stream().filter(l -> l.name().equals(name)).findFirst();
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
        if (!n.equals(except) && learners.stream().anyMatch(l -> l.name().equalsIgnoreCase(n))) {
            return Optional.of("class.problem.taken");
        }
        return Optional.empty();
    }

    /** Adds a learner (a name checked with {@link #problemWith}). */
    void add(String name) {
        TutorModel.requireEdt();
        List<Learner> out = new ArrayList<>(learners);
        out.add(Learner.named(name));
        gone.remove(name.strip());
        learners = List.copyOf(out);
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
        learners = learners.stream().map(l -> l.name().equals(old) ? l.renamed(clean) : l).toList();
        gone.add(old);
        gone.remove(clean);
        save();
        if (model.learner().equals(old)) {
            model.setLearner(clean);
        }
    }

    /** Takes a learner and their progress off the class list. */
    void remove(String name) {
        TutorModel.requireEdt();
        learners = learners.stream().filter(l -> !l.name().equals(name)).toList();
        gone.add(name);
        save();
        if (model.learner().equals(name)) {
            model.setLearner("");
        }
    }

    /** Records a learner's new progress and saves it. */
    void update(Learner changed) {
        TutorModel.requireEdt();
        List<Learner> out = new ArrayList<>();
        boolean found = false;
        for (Learner l : learners) {
            if (l.name().equals(changed.name())) {
                out.add(changed);
                found = true;
            } else {
                out.add(l);
            }
        }
        if (!found) {
            out.add(changed);
        }
        learners = List.copyOf(out);
        save();
    }

    private void save() {
        List<Learner> snapshot = learners;
        Set<String> goneNow = Set.copyOf(gone);
        SAVER.execute(() -> {
            Exception failure = null;
            List<Learner> written = null;
            try {
                written = store.saveMerged(snapshot, goneNow);
            } catch (java.io.IOException | RuntimeException e) {
                failure = e;
            }
            Exception why = failure;
            List<Learner> onDisk = written;
            SwingUtilities.invokeLater(() -> saved(onDisk, why));
        });
    }

    /** After a save: learners another copy added join this list; a failure is said, and the next save tries again. */
    private void saved(List<Learner> onDisk, Exception why) {
        String lang = WindowLanguage.of(model);
        if (why != null) {
            lastSaveFailed = true;
            model.notice(LessonWords.texts(lang).get("class.saveFailed", store.file().toString(),
                    why.getMessage() == null ? why.getClass().getSimpleName() : why.getMessage()), true);
            return;
        }
        learners = ProgressStore.merge(learners, onDisk, gone);
        if (lastSaveFailed) {
            lastSaveFailed = false;
            model.notice(LessonWords.texts(lang).get("class.savedAgain"), false);
        }
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
