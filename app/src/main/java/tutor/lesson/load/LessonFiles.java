package tutor.lesson.load;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.data.YamlNodes;

/** Where lesson files and the scenarios they name are. */
public final class LessonFiles {

    private LessonFiles() {
    }

    /**
     * True when a YAML file is a lesson rather than a scenario: a lesson's first key is {@code lesson}
     * (its id). A file that cannot be read counts as a scenario, whose loader then says what is wrong.
     */
    public static boolean isLesson(Path file) {
        try {
            if (Files.size(file) > LessonLoader.MAX_BYTES) {
                return false;
            }
            Node root = new YamlNodes(file.toString()).parse(new StringReader(Files.readString(file)));
            if (root instanceof MappingNode m) {
                for (NodeTuple t : m.getValue()) {
                    if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals("lesson")) {
                        return true;
                    }
                }
            }
            return false;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /**
     * A path a lesson writes from the library's top ({@code scenarios/jail/own-card.yaml}), found from the
     * lesson's own folder upwards, so a lesson works wherever the library is and from any working folder.
     */
    public static Optional<Path> resolve(Path lessonFile, String ref) {
        Path at = lessonFile.toAbsolutePath().getParent();
        while (at != null) {
            Path candidate = at.resolve(ref);
            if (Files.isRegularFile(candidate)) {
                return Optional.of(relativeIfInside(candidate.normalize()));
            }
            at = at.getParent();
        }
        return Optional.empty();
    }

    private static Path relativeIfInside(Path p) {
        Path cwd = Path.of("").toAbsolutePath();
        return p.startsWith(cwd) ? cwd.relativize(p) : p;
    }
}
