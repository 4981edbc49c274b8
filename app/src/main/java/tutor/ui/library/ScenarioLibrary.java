package tutor.ui.library;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tutor.data.Bundle;
import tutor.scenario.ScenarioFiles;
import tutor.scenario.ScenarioLoader;
import tutor.ui.model.LibraryItem;

/**
 * Finds and loads the scenario library: the folder named by {@code -Dtutor.scenarios}, else the
 * installed app's own copy, else {@code ./scenarios} when it exists (authors see their edits),
 * else the copy inside the jar (see {@link tutor.scenario.LibraryFolder}).
 * Runs off the event thread.
 */
public final class ScenarioLibrary {

    private ScenarioLibrary() {
    }

    /** The library in English. */
    public static List<LibraryItem> load() {
        return load("en");
    }

    /** The library with the learner's texts in a language (English where a file lacks it). */
    public static List<LibraryItem> load(String language) {
        ScenarioLoader loader = new ScenarioLoader(Bundle.get(), language);
        List<LibraryItem> items = new ArrayList<>();
        Path drills = root().resolve("drills");
        for (Path file : ScenarioFiles.find(List.of(root()))) {
            if (file.startsWith(drills)) {
                continue; // mined drills are served by the Practise screen, not listed one by one
            }
            items.add(load(loader, file, language));
        }
        return items;
    }

    /** One file, from the library or from anywhere on disk, in English. */
    public static LibraryItem load(Path file) {
        return load(file, "en");
    }

    /** One file, from the library or from anywhere on disk, with its texts in a language. */
    public static LibraryItem load(Path file, String language) {
        return load(new ScenarioLoader(Bundle.get(), language), file, language);
    }

    private static LibraryItem load(ScenarioLoader loader, Path file, String language) {
        ScenarioLoader.LoadResult r = loader.load(file);
        return new LibraryItem(r.scenario(), file.toString(), r.problems(), file, stamp(file), language);
    }

    /** When and how big the file was, so a reload can tell whether it changed. */
    private static long stamp(Path file) {
        try {
            return Files.getLastModifiedTime(file).toMillis() * 31 + Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }

    public static Path root() {
        return tutor.scenario.LibraryFolder.find("scenarios");
    }
}
