package tutor.ui.library;

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
import tutor.ui.model.LibraryItem;

/**
 * Finds and loads the scenario library: the folder named by {@code -Dtutor.scenarios}, else
 * {@code ./scenarios} when it exists (authors see their edits), else the copy inside the jar.
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
