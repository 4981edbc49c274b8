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

    public static List<LibraryItem> load() {
        ScenarioLoader loader = new ScenarioLoader(Bundle.get());
        List<LibraryItem> items = new ArrayList<>();
        for (Path file : ScenarioFiles.find(List.of(root()))) {
            items.add(load(loader, file));
        }
        return items;
    }

    /** One file, from the library or from anywhere on disk. */
    public static LibraryItem load(Path file) {
        return load(new ScenarioLoader(Bundle.get()), file);
    }

    private static LibraryItem load(ScenarioLoader loader, Path file) {
        ScenarioLoader.LoadResult r = loader.load(file);
        return new LibraryItem(r.scenario(), file.toString(), r.problems(), file, stamp(file));
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
