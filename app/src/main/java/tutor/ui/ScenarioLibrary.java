package tutor.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tutor.data.Bundle;
import tutor.scenario.ScenarioFiles;
import tutor.scenario.ScenarioLoader;

/**
 * Finds and loads the scenario library: the folder named by {@code -Dtutor.scenarios}, else the
 * installed app's own copy, else {@code ./scenarios} when it exists (authors see their edits),
 * else the copy inside the jar (see {@link tutor.scenario.LibraryFolder}).
 * Runs off the event thread.
 */
final class ScenarioLibrary {

    private ScenarioLibrary() {
    }

    static List<LibraryPanel.Item> load() {
        ScenarioLoader loader = new ScenarioLoader(Bundle.get());
        List<LibraryPanel.Item> items = new ArrayList<>();
        for (Path file : ScenarioFiles.find(List.of(root()))) {
            ScenarioLoader.LoadResult r = loader.load(file);
            items.add(new LibraryPanel.Item(r.scenario(), file.toString(), r.problems(), file));
        }
        return items;
    }

    static Path root() {
        return tutor.scenario.LibraryFolder.find("scenarios");
    }
}
