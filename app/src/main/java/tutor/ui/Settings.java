package tutor.ui;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Properties;

/**
 * What the tutor remembers between runs: window size, theme, large text, and each scenario's
 * progress. Written to a temporary file and moved into place, so a crash mid-write never
 * leaves a half-written file and never loses what was saved before.
 */
public final class Settings {

    /** Progress marks for a scenario. */
    public enum Progress { NOT_TRIED, DONE, DONE_WITHOUT_HINTS }

    private final Path file;
    private final Properties values = new Properties();

    public Settings(Path file) {
        this.file = file;
        if (Files.isRegularFile(file)) {
            try (InputStream in = Files.newInputStream(file)) {
                values.load(in);
            } catch (IOException | IllegalArgumentException e) {
                // An unreadable file is set aside, not fatal: the tutor starts with defaults.
                try {
                    Files.move(file, file.resolveSibling(file.getFileName() + ".unreadable"), StandardCopyOption.REPLACE_EXISTING);
                } catch (IOException ignored) {
                    // Nothing more can be done; defaults will be saved over it.
                }
            }
        }
    }

    /** The file in the user's home folder, or under {@code -Dtutor.home=...} (tests use a temporary one). */
    public static Settings standard() {
        String home = System.getProperty("tutor.home", System.getProperty("user.home") + "/.monopoly-tutor");
        return new Settings(Path.of(home, "settings.properties"));
    }

    public String get(String key, String fallback) {
        return values.getProperty(key, fallback);
    }

    public int getInt(String key, int fallback) {
        try {
            return Integer.parseInt(values.getProperty(key, Integer.toString(fallback)));
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    public void put(String key, String value) {
        values.setProperty(key, value);
    }

    public Progress progress(String scenarioId) {
        try {
            return Progress.valueOf(values.getProperty("progress." + scenarioId, Progress.NOT_TRIED.name()));
        } catch (IllegalArgumentException e) {
            return Progress.NOT_TRIED;
        }
    }

    /** Records progress, never downgrading: done without hints stays so. */
    public void progress(String scenarioId, Progress p) {
        if (p.ordinal() > progress(scenarioId).ordinal()) {
            values.setProperty("progress." + scenarioId, p.name());
        }
    }

    /** Writes everything: to a temporary file first, then moved over the old one in one step. */
    public synchronized void save() throws IOException {
        Files.createDirectories(file.getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (OutputStream out = Files.newOutputStream(tmp)) {
            values.store(out, "Monopoly Rules Tutor settings");
        }
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
