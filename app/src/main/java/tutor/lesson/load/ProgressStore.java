package tutor.lesson.load;

import java.io.IOException;
import java.io.Reader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.representer.Representer;
import tutor.data.AtomicWrite;
import tutor.lesson.Learner;
import tutor.lesson.LessonAttempt;
import tutor.lesson.Mode;
import tutor.lesson.ReviewItem;
import tutor.lesson.StepResult;

/**
 * The class on this machine: every learner's attempts and review list, in one YAML file. Saved
 * whole to a temporary file beside it and moved into place in one step, so a crash mid-write
 * leaves the last good file; a file that cannot be read is set aside (never deleted) and the
 * class starts empty, so a learner's work is never silently overwritten.
 */
public final class ProgressStore {

    private final Path file;

    public ProgressStore(Path file) {
        this.file = file;
    }

    /** The file in the tutor's folder ({@code -Dtutor.home=...} moves it, as tests do). */
    public static ProgressStore standard() {
        String home = System.getProperty("tutor.home", System.getProperty("user.home") + "/.monopoly-tutor");
        return new ProgressStore(Path.of(home, "learners.yaml"));
    }

    public Path file() {
        return file;
    }

    /** The learners saved, in the order they were added; empty when there is no file yet. */
    public List<Learner> load() {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            LoaderOptions options = new LoaderOptions();
            options.setMaxAliasesForCollections(10);
            options.setAllowDuplicateKeys(false);
            Object root = new Yaml(new SafeConstructor(options)).load(in);
            return learners(root);
        } catch (IOException | RuntimeException e) {
            setAside();
            return List.of();
        }
    }

    private void setAside() {
        try {
            Files.move(file, file.resolveSibling(file.getFileName() + ".unreadable-" + System.currentTimeMillis()),
                    StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException ignored) {
            // Nothing more can be done; the next save writes a fresh file beside it.
        }
    }

    /**
     * Saves this copy's class merged with what another copy of the tutor (two learners at one computer)
     * saved meanwhile: under a lock on the file, the saved class is read again; a learner this copy does not
     * know is kept unless this copy removed or renamed them ({@code gone}); a learner both know keeps every
     * attempt and review item of either ({@link Learner#mergedWith}). Returns the class as written.
     */
    public List<Learner> saveMerged(List<Learner> ours, java.util.Set<String> gone) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        synchronized (this) {
            try (java.nio.channels.FileChannel channel = java.nio.channels.FileChannel.open(
                    file.resolveSibling(file.getFileName() + ".lock"), java.nio.file.StandardOpenOption.CREATE,
                    java.nio.file.StandardOpenOption.WRITE);
                 java.nio.channels.FileLock ignored = channel.lock()) {
                List<Learner> merged = merge(ours, load(), gone);
                save(merged);
                return merged;
            }
        }
    }

    public static List<Learner> merge(List<Learner> ours, List<Learner> onDisk, java.util.Set<String> gone) {
        Map<String, Learner> disk = new LinkedHashMap<>();
        onDisk.forEach(l -> disk.put(l.name(), l));
        List<Learner> out = new ArrayList<>();
        for (Learner l : ours) {
            Learner theirs = disk.remove(l.name());
            out.add(theirs == null ? l : l.mergedWith(theirs));
        }
        for (Learner theirs : disk.values()) {
            if (!gone.contains(theirs.name())) {
                out.add(theirs);
            }
        }
        return out;
    }

    /** Writes every learner: to a temporary file first, then moved over the old one in one step. */
    public synchronized void save(List<Learner> learners) throws IOException {
        DumperOptions d = new DumperOptions();
        d.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        d.setIndent(2);
        AtomicWrite.write(file, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            w.write("# Monopoly Rules Tutor: the learners on this machine and their progress. Written by the tutor.\n");
            new Yaml(new Representer(d), d).dump(dump(learners), w);
            w.flush();
        });
    }

    private static Map<String, Object> dump(List<Learner> learners) {
        List<Object> out = new ArrayList<>();
        for (Learner l : learners) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", l.name());
            List<Object> attempts = new ArrayList<>();
            for (LessonAttempt a : l.attempts()) {
                Map<String, Object> am = new LinkedHashMap<>();
                am.put("lesson", a.lessonId());
                am.put("mode", a.mode().id());
                am.put("started", a.started().toString());
                am.put("finished", a.finished());
                List<Object> results = new ArrayList<>();
                for (StepResult r : a.results()) {
                    Map<String, Object> rm = new LinkedHashMap<>();
                    rm.put("step", r.stepId());
                    rm.put("misses", r.misses());
                    rm.put("hints", r.hints());
                    rm.put("worked-answer", r.workedAnswer());
                    rm.put("right", r.right());
                    rm.put("wrong-answers", new ArrayList<>(r.wrongAnswers()));
                    results.add(rm);
                }
                am.put("results", results);
                attempts.add(am);
            }
            m.put("attempts", attempts);
            List<Object> review = new ArrayList<>();
            for (ReviewItem i : l.review()) {
                Map<String, Object> im = new LinkedHashMap<>();
                im.put("lesson", i.lessonId());
                im.put("step", i.stepId());
                im.put("due", i.due().toString());
                im.put("stage", i.stage());
                review.add(im);
            }
            m.put("review", review);
            out.add(m);
        }
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("version", 1);
        root.put("learners", out);
        return root;
    }

    @SuppressWarnings("unchecked")
    private static List<Learner> learners(Object root) {
        Map<String, Object> r = (Map<String, Object>) root;
        List<Learner> out = new ArrayList<>();
        for (Object o : (List<Object>) r.get("learners")) {
            Map<String, Object> m = (Map<String, Object>) o;
            List<LessonAttempt> attempts = new ArrayList<>();
            for (Object ao : (List<Object>) m.get("attempts")) {
                Map<String, Object> a = (Map<String, Object>) ao;
                List<StepResult> results = new ArrayList<>();
                for (Object ro : (List<Object>) a.get("results")) {
                    Map<String, Object> x = (Map<String, Object>) ro;
                    results.add(new StepResult((String) x.get("step"), (Integer) x.get("misses"), (Integer) x.get("hints"),
                            (Boolean) x.get("worked-answer"), (Boolean) x.get("right"), (List<String>) x.get("wrong-answers")));
                }
                attempts.add(new LessonAttempt((String) a.get("lesson"), Mode.of((String) a.get("mode")),
                        Instant.parse((String) a.get("started")), (Boolean) a.get("finished"), results));
            }
            List<ReviewItem> review = new ArrayList<>();
            for (Object io : (List<Object>) m.get("review")) {
                Map<String, Object> i = (Map<String, Object>) io;
                review.add(new ReviewItem((String) i.get("lesson"), (String) i.get("step"), LocalDate.parse((String) i.get("due")),
                        (Integer) i.get("stage")));
            }
            out.add(new Learner((String) m.get("name"), attempts, review));
        }
        return out;
    }
}
