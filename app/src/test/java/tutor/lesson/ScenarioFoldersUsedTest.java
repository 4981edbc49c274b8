package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.lesson.load.LessonFiles;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;
import tutor.scenario.ScenarioFiles;

/**
 * Every topic folder of the scenario library is played in at least one lesson, so a teacher who
 * follows the lessons meets every part of the library (the house rules and the mined drills too).
 */
class ScenarioFoldersUsedTest {

    private static final Path ROOT = Path.of("..");

    /** The scenario file of every play step of every lesson we ship. */
    static Set<Path> playedScenarios() {
        LessonLoader loader = new LessonLoader(Bundle.get(), LibraryData.lab());
        Set<Path> played = new TreeSet<>();
        for (Path f : ScenarioFiles.find(List.of(ROOT.resolve("lessons"))).stream().filter(LessonFiles::isLesson).toList()) {
            LessonLoader.LoadResult r = loader.load(f);
            assertThat(r.problems()).as(f.toString()).isEmpty();
            r.lesson().steps().stream().filter(s -> s instanceof Step.Play).map(s -> where(((Step.Play) s).scenario()))
                    .forEach(played::add);
        }
        return played;
    }

    /** A lesson names its scenario from the project root, as the command line is run there. */
    private static Path where(String scenario) {
        Path p = Path.of(scenario);
        return (p.isAbsolute() || p.normalize().startsWith("..") ? p : ROOT.resolve(p)).toAbsolutePath().normalize();
    }

    static Set<String> folders() throws IOException {
        try (Stream<Path> all = Files.list(ROOT.resolve("scenarios"))) {
            return all.filter(Files::isDirectory).map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }
    }

    @Test
    void everyScenarioFolderIsPlayedByALesson() throws IOException {
        Set<Path> played = playedScenarios();
        Set<String> folders = folders();
        Path library = ROOT.resolve("scenarios").toAbsolutePath().normalize();
        assertThat(folders).as("the library's topic folders").contains("rent", "jail", "house-rules", "drills").hasSizeGreaterThan(12);
        Set<String> unused = folders.stream().filter(d -> played.stream().noneMatch(s -> s.startsWith(library.resolve(d))))
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(unused).as("scenario folders no lesson plays").isEmpty();
        assertThat(played).as("each played scenario is a file of the library").allSatisfy(s -> assertThat(s).isRegularFile());
    }
}
