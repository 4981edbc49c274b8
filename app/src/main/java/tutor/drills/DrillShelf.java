package tutor.drills;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import tutor.data.AtomicWrite;

/**
 * The drills in some folders (the bundled set, and those mined on this machine), read from each file's
 * first lines only: id, theme, level and ruleset are written there in the canonical layout, so a
 * shelf of thousands of drills is listed without parsing a single set-up. A drill is loaded in full
 * only when it is served. New drills are written whole or not at all.
 */
public final class DrillShelf {

    /** A drill on the shelf: its file and what its first lines say. */
    public record Entry(Path file, String id, Theme theme, String ruleset, int level) {

        /** The canonical hash, the last part of the id. */
        public String hash() {
            return id.substring(id.lastIndexOf('-') + 1);
        }
    }

    private final List<Entry> entries;

    private DrillShelf(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** Every drill under these folders (missing folders are empty), in a stable order: ruleset, theme, id. */
    public static DrillShelf read(List<Path> folders) {
        List<Entry> all = new ArrayList<>();
        for (Path folder : folders) {
            if (!Files.isDirectory(folder)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(folder)) {
                files.filter(p -> p.getFileName().toString().startsWith("drill-") && p.toString().endsWith(".yaml")
                        && Files.isRegularFile(p)).forEach(p -> header(p).ifPresent(all::add));
            } catch (IOException | java.io.UncheckedIOException e) {
                // A folder that cannot be read lends no drills; the others still do.
            }
        }
        all.sort(Comparator.comparing(Entry::ruleset).thenComparing(e -> e.theme().id).thenComparing(Entry::id));
        List<Entry> unique = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (Entry e : all) {
            if (ids.add(e.id())) {
                unique.add(e);
            }
        }
        return new DrillShelf(unique);
    }

    /** The id, theme, level and ruleset from a drill file's top lines, or empty when it is not a drill. */
    static Optional<Entry> header(Path file) {
        String id = null;
        String theme = null;
        String ruleset = "classic";
        int level = 1;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            int read = 0;
            while ((line = in.readLine()) != null && read++ < 40 && !line.startsWith("setup:")) {
                if (line.startsWith("id: ")) {
                    id = line.substring(4).trim();
                } else if (line.startsWith("theme: ")) {
                    theme = line.substring(7).trim();
                } else if (line.startsWith("ruleset: ")) {
                    ruleset = line.substring(9).trim();
                } else if (line.startsWith("level: ")) {
                    level = Integer.parseInt(line.substring(7).trim());
                }
            }
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
        Optional<Theme> t = theme == null ? Optional.empty() : Theme.byId(theme);
        if (id == null || t.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Entry(file, id, t.get(), ruleset, level));
    }

    public List<Entry> entries() {
        return entries;
    }

    public Set<String> hashes() {
        Set<String> out = new HashSet<>();
        entries.forEach(e -> out.add(e.hash()));
        return out;
    }

    /** The drills of some themes (all when empty) and one ruleset (any when null). */
    public List<Entry> select(Set<Theme> themes, String ruleset) {
        List<Entry> out = new ArrayList<>();
        for (Entry e : entries) {
            if ((themes.isEmpty() || themes.contains(e.theme())) && (ruleset == null || e.ruleset().equals(ruleset))) {
                out.add(e);
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** Writes a drill into a folder, under a sub-folder named by its ruleset; the file appears whole or not at all. */
    public static Path save(Drill d, Path folder) throws IOException {
        Path file = folder.resolve(d.ruleset()).resolve(d.fileName());
        byte[] bytes = d.text().getBytes(StandardCharsets.UTF_8);
        AtomicWrite.write(file, out -> out.write(bytes));
        return file;
    }
}
