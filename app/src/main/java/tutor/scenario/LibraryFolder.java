package tutor.scenario;

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
import java.util.Optional;

/**
 * Finds a bundled library folder ({@code scenarios}, {@code lessons}) wherever the tutor runs:
 * from a source checkout, from {@code java -jar}, or from an installed app image that has no
 * JDK and no working directory of its own. In order:
 * <ol>
 *   <li>the folder named by {@code -Dtutor.NAME} (tests, a teacher's own collection);</li>
 *   <li>{@code NAME} inside the installed app: the folder named by {@code -Dtutor.app.dir}
 *       (the app image's launcher sets it to its {@code $APPDIR}), or found from the launcher
 *       path that jpackage launchers publish as {@code jpackage.app-path}. It comes before the
 *       working directory because a menu starts the app in the user's home, where a folder that
 *       happens to be called {@code scenarios} must not replace the library the app was installed with;</li>
 *   <li>{@code ./NAME} in the working directory, so authors running the jar in a checkout see their edits at once;</li>
 *   <li>the copy inside the jar ({@code tutor/NAME}), when the jar carries one.</li>
 * </ol>
 * When none exists, {@code ./NAME} is returned, so a message can name where it was looked for.
 */
public final class LibraryFolder {

    private LibraryFolder() {
    }

    /** The folder to load {@code name} from ("scenarios" or "lessons"). */
    public static Path find(String name) {
        String named = System.getProperty("tutor." + name);
        if (named != null) {
            return Path.of(named);
        }
        for (Path appDir : appDirs()) {
            Path inApp = appDir.resolve(name);
            if (Files.isDirectory(inApp)) {
                return inApp;
            }
        }
        Path local = Path.of(name);
        if (Files.isDirectory(local)) {
            return local;
        }
        return insideJar(name).orElse(local);
    }

    /**
     * Where an installed app keeps its files: {@code -Dtutor.app.dir}, then the {@code lib/app}
     * folder beside the launcher named by {@code jpackage.app-path} (Linux and Windows layout:
     * {@code bin/NAME} and {@code lib/app}; macOS: {@code Contents/MacOS/NAME} and {@code Contents/app}).
     */
    static List<Path> appDirs() {
        List<Path> dirs = new ArrayList<>();
        String appDir = System.getProperty("tutor.app.dir");
        if (appDir != null && !appDir.isBlank()) {
            dirs.add(Path.of(appDir));
        }
        String launcher = System.getProperty("jpackage.app-path");
        if (launcher != null && !launcher.isBlank()) {
            Path bin = Path.of(launcher).toAbsolutePath().getParent();
            if (bin != null && bin.getParent() != null) {
                dirs.add(bin.getParent().resolve("lib").resolve("app"));
                dirs.add(bin.getParent().resolve("app"));
            }
        }
        return dirs;
    }

    private static Optional<Path> insideJar(String name) {
        URL url = LibraryFolder.class.getClassLoader().getResource("tutor/" + name);
        if (url == null) {
            return Optional.empty();
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
                return Optional.of(fs.getPath("tutor/" + name));
            }
            return Optional.of(Path.of(uri));
        } catch (URISyntaxException | IOException e) {
            return Optional.empty();
        }
    }
}
