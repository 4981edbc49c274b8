package tutor.scenario;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Finds scenario files: the files named, and every {@code .yaml} file below the folders named. */
public final class ScenarioFiles {

    private ScenarioFiles() {
    }

    public static List<Path> find(List<Path> roots) {
        List<Path> files = new ArrayList<>();
        for (Path root : roots) {
            if (Files.isDirectory(root)) {
                try (Stream<Path> walk = Files.walk(root)) {
                    walk.filter(p -> Files.isRegularFile(p) && (p.toString().endsWith(".yaml") || p.toString().endsWith(".yml")))
                            .sorted().forEach(files::add);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            } else {
                files.add(root);
            }
        }
        return files;
    }
}
