package tutor.ui.model;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * What the tutor remembers between runs: window size, theme, the learner, each learner's
 * progress, recent files. Saving writes a temporary file and moves it into place, so a crash
 * mid-write never leaves a half-written file. Two copies of the tutor may run at once (two
 * learners at one computer, or a teacher with two windows): a save first takes a lock, reads
 * what the other copy saved, and merges: progress keeps the better mark of the two, every other
 * value keeps the other copy's unless this copy changed it.
 */
public final class Settings {

    /** Progress marks for a scenario, worst to best. */
    public enum Progress { NOT_TRIED, DONE, DONE_WITHOUT_HINTS }

    /** The smallest window the tutor lays out without clipping. */
    public static final Dimension MINIMUM_WINDOW = new Dimension(800, 600);
    /** The window size on first start, when the screen is large enough. */
    public static final Dimension DEFAULT_WINDOW = new Dimension(1280, 800);

    private static final String PROGRESS = "progress.";
    private static final String RECENT = "recent.files";
    private static final int RECENT_MAX = 8;
    /** One lock per settings file within this JVM: file locks do not exclude threads of the same process. */
    private static final ConcurrentHashMap<Path, ReentrantLock> LOCKS = new ConcurrentHashMap<>();

    private final Path file;
    private final Properties values = new Properties();
    /** Keys this copy set since it last loaded or saved: these win over what another copy saved. */
    private final Set<String> changed = new HashSet<>();

    public Settings(Path file) {
        this.file = file.toAbsolutePath();
        Properties read = read(this.file);
        if (read != null) {
            values.putAll(read);
        }
    }

    /** The file in the user's home folder, or under {@code -Dtutor.home=...} (tests use a temporary one). */
    public static Settings standard() {
        String home = System.getProperty("tutor.home", System.getProperty("user.home") + "/.monopoly-tutor");
        return new Settings(Path.of(home, "settings.properties"));
    }

    public Path file() {
        return file;
    }

    public synchronized String get(String key, String fallback) {
        return values.getProperty(key, fallback);
    }

    public synchronized int getInt(String key, int fallback) {
        try {
            return Integer.parseInt(values.getProperty(key, Integer.toString(fallback)).trim());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    public synchronized void put(String key, String value) {
        if (!value.equals(values.getProperty(key))) {
            values.setProperty(key, value);
            changed.add(key);
        }
    }

    /** The learner whose progress is shown and recorded; empty for the computer's own user. */
    public String learner() {
        return get("learner", "");
    }

    public Progress progress(String scenarioId) {
        return progress(learner(), scenarioId);
    }

    public synchronized Progress progress(String learner, String scenarioId) {
        return parse(values.getProperty(progressKey(learner, scenarioId)));
    }

    /** Records the current learner's progress, never downgrading: done without hints stays so. */
    public void progress(String scenarioId, Progress p) {
        progress(learner(), scenarioId, p);
    }

    public synchronized void progress(String learner, String scenarioId, Progress p) {
        if (p.ordinal() > progress(learner, scenarioId).ordinal()) {
            put(progressKey(learner, scenarioId), p.name());
        }
    }

    /** The default learner keeps the old key, so progress saved before learners had names is still theirs. */
    private static String progressKey(String learner, String scenarioId) {
        return PROGRESS + scenarioId + (learner.isEmpty() ? "" : "@" + learner);
    }

    private static Progress parse(String value) {
        if (value == null) {
            return Progress.NOT_TRIED;
        }
        try {
            return Progress.valueOf(value.trim());
        } catch (IllegalArgumentException e) {
            return Progress.NOT_TRIED;
        }
    }

    /** Every learner named so far, in the order they were first named. */
    public List<String> learners() {
        String all = get("learners", "");
        return all.isEmpty() ? List.of() : List.of(all.split("\n"));
    }

    public void learner(String name) {
        String clean = name.strip().replace('\n', ' ');
        put("learner", clean);
        if (!clean.isEmpty() && !learners().contains(clean)) {
            List<String> all = new ArrayList<>(learners());
            all.add(clean);
            put("learners", String.join("\n", all));
        }
    }

    /** Files opened from disk, most recent first. */
    public List<Path> recentFiles() {
        String all = get(RECENT, "");
        List<Path> out = new ArrayList<>();
        for (String p : all.split("\n")) {
            if (!p.isBlank()) {
                out.add(Path.of(p));
            }
        }
        return out;
    }

    public void addRecentFile(Path path) {
        List<Path> all = new ArrayList<>(recentFiles());
        Path abs = path.toAbsolutePath().normalize();
        all.remove(abs);
        all.add(0, abs);
        while (all.size() > RECENT_MAX) {
            all.remove(all.size() - 1);
        }
        put(RECENT, String.join("\n", all.stream().map(Path::toString).toList()));
    }

    /**
     * The window size to open with: the saved one (or the default), never larger than the screen's
     * usable area and never smaller than the tutor can lay out (unless the screen itself is smaller).
     */
    public Dimension windowSize(Rectangle usable) {
        return clamp(new Dimension(getInt("window.width", DEFAULT_WINDOW.width), getInt("window.height", DEFAULT_WINDOW.height)),
                usable);
    }

    static Dimension clamp(Dimension wanted, Rectangle usable) {
        int w = Math.min(Math.max(wanted.width, MINIMUM_WINDOW.width), usable.width);
        int h = Math.min(Math.max(wanted.height, MINIMUM_WINDOW.height), usable.height);
        return new Dimension(w, h);
    }

    /**
     * Writes everything, merged with what another copy of the tutor may have saved meanwhile:
     * under a lock, the file is read again, this copy's changes laid over it, progress merged to
     * the better mark, then written to a temporary file and moved over the old one in one step.
     */
    public void save() throws IOException {
        Files.createDirectories(file.getParent());
        ReentrantLock local = LOCKS.computeIfAbsent(file, f -> new ReentrantLock());
        local.lock();
        try (FileChannel channel = FileChannel.open(file.resolveSibling(file.getFileName() + ".lock"),
                StandardOpenOption.CREATE, StandardOpenOption.WRITE);
             FileLock ignored = channel.lock()) {
            Properties merged = new Properties();
            Properties onDisk = read(file);
            synchronized (this) {
                if (onDisk != null) {
                    merged.putAll(onDisk);
                }
                for (String key : values.stringPropertyNames()) {
                    String ours = values.getProperty(key);
                    String theirs = merged.getProperty(key);
                    if (key.startsWith(PROGRESS)) {
                        merged.setProperty(key, parse(ours).ordinal() >= parse(theirs).ordinal() ? ours : theirs);
                    } else if (theirs == null || changed.contains(key)) {
                        merged.setProperty(key, ours);
                    }
                }
                values.clear();
                values.putAll(merged);
                changed.clear();
            }
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            try (OutputStream out = Files.newOutputStream(tmp)) {
                merged.store(out, "Monopoly Rules Tutor settings");
            }
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            local.unlock();
        }
    }

    /** The saved values, or null when there are none; an unreadable file is set aside, not fatal. */
    private static Properties read(Path file) {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(file)) {
            p.load(in);
            return p;
        } catch (IOException | IllegalArgumentException e) {
            try {
                Files.move(file, file.resolveSibling(file.getFileName() + ".unreadable"), StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException ignored) {
                // Nothing more can be done; defaults will be saved over it.
            }
            return null;
        }
    }
}
