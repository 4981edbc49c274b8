package tutor.scenario;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import tutor.text.Phrase;

/**
 * Finds scenario files: the files named, and every {@code .yaml} (or {@code .yml}) file below the
 * folders named. What cannot be a scenario file (a pipe, a socket, a device, an unreadable folder)
 * is skipped with the reason, never read: reading a pipe would wait for ever.
 */
public final class ScenarioFiles {

    private ScenarioFiles() {
    }

    /** Something found but not read, and why. */
    public record Skipped(Path path, Phrase reason) {
        /** Why, in English. */
        public String why() {
            return reason.in("en");
        }

        /** {@code path: why}, in a language. */
        public String toString(String language) {
            return path + ": " + reason.in(language);
        }

        @Override
        public String toString() {
            return toString("en");
        }
    }

    /** What a search found: the files to load, what was skipped, and the folders named that hold no scenario file. */
    public record Found(List<Path> files, List<Skipped> skipped, List<Path> empty) {
        public Found {
            files = List.copyOf(files);
            skipped = List.copyOf(skipped);
            empty = List.copyOf(empty);
        }
    }

    /** The files to load, in a stable order (what is skipped is left out silently; see {@link #scan}). */
    public static List<Path> find(List<Path> roots) {
        return scan(roots).files();
    }

    public static Found scan(List<Path> roots) {
        List<Path> files = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        List<Path> empty = new ArrayList<>();
        for (Path root : roots) {
            if (Files.isDirectory(root)) {
                List<Path> here = new ArrayList<>();
                walk(root, here, skipped);
                here.sort(null);
                if (here.isEmpty()) {
                    empty.add(root);
                }
                files.addAll(here);
            } else if (Files.isRegularFile(root)) {
                files.add(root);
            } else if (Files.exists(root)) {
                skipped.add(new Skipped(root, notAFile()));
            } else {
                skipped.add(new Skipped(root, Phrase.of("problem", "skip.none")));
            }
        }
        return new Found(files, skipped, empty);
    }

    private static void walk(Path root, List<Path> files, List<Skipped> skipped) {
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (!isScenarioName(file)) {
                        return FileVisitResult.CONTINUE;
                    }
                    if (attrs.isRegularFile() || attrs.isSymbolicLink() && Files.isRegularFile(file)) {
                        files.add(file);
                    } else if (attrs.isSymbolicLink()) {
                        skipped.add(new Skipped(file, Phrase.of("problem", Files.exists(file) ? "skip.link-not-file" : "skip.link-dangling")));
                    } else {
                        skipped.add(new Skipped(file, notAFile()));
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    skipped.add(new Skipped(file, Phrase.of("problem", "skip.unreadable", reason(e))));
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            skipped.add(new Skipped(root, Phrase.of("problem", "skip.unreadable", reason(e))));
        }
    }

    private static boolean isScenarioName(Path p) {
        String name = p.getFileName().toString();
        return name.endsWith(".yaml") || name.endsWith(".yml");
    }

    private static Phrase notAFile() {
        return Phrase.of("problem", "skip.not-regular");
    }

    private static Phrase reason(IOException e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return Phrase.of("problem", "skip.permission-denied");
        }
        String kind = e.getClass().getSimpleName();
        return Phrase.literal(e.getMessage() == null ? kind : kind + ": " + e.getMessage());
    }
}
