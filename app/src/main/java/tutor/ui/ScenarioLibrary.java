package tutor.ui;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tutor.data.Bundle;
import tutor.scenario.ScenarioFiles;
import tutor.scenario.ScenarioLoader;

/**
 * Finds and loads the scenario library: the folder named by {@code -Dtutor.scenarios}, else
 * {@code ./scenarios} when it exists (authors see their edits), else the copy inside the jar.
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
        String named = System.getProperty("tutor.scenarios");
        if (named != null) {
            return Path.of(named);
        }
        Path local = Path.of("scenarios");
        if (Files.isDirectory(local)) {
            return local;
        }
        URL url = ScenarioLibrary.class.getClassLoader().getResource("tutor/scenarios");
        if (url == null) {
            return local;
        }
        try {
            URI uri = url.toURI();
            if ("jar".equals(uri.getScheme())) {
                FileSystem fs;
                try {
                    fs = FileSystems.newFileSystem(uri, Map.of());
                } catch (FileSystemAlreadyExistsException e) {
                    fs = FileSystems.getFileSystem(uri);
                }
                return fs.getPath("tutor/scenarios");
            }
            return Path.of(uri);
        } catch (URISyntaxException | IOException e) {
            return local;
        }
    }
}
