package tutor.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tutor.data.Bundle;
import tutor.scenario.Problem;
import tutor.scenario.ScenarioFiles;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioRunner;

/**
 * Plays every scenario's scripted path and checks its checkpoints, and checks every lesson
 * (a file whose first key is {@code lesson}) against the tutor. One line per file, the problems
 * of files that do not load, and a closing count. Exit 0 all passed, 1 some failed, 2 some file
 * did not load.
 */
final class CheckCommand {

    private final PrintStream out;

    CheckCommand(PrintStream out) {
        this.out = out;
    }

    int run(List<String> args) {
        if (args.isEmpty()) {
            throw new UsageException("check needs scenario or lesson files or folders, for example: check scenarios/ lessons/");
        }
        List<Path> roots = new ArrayList<>();
        for (String a : args) {
            Path p = Path.of(a);
            if (!Files.exists(p)) {
                throw new UsageException("no such file or folder: " + a);
            }
            roots.add(p);
        }
        ScenarioLoader loader = new ScenarioLoader(Bundle.get());
        ScenarioRunner runner = new ScenarioRunner();
        int passed = 0;
        int failed = 0;
        int broken = 0;
        List<Path> files = ScenarioFiles.find(roots);
        LessonsChecked lessons = new LessonsChecked(out, files);
        for (Path file : files) {
            if (lessons.isLesson(file)) {
                switch (lessons.check(file)) {
                    case PASSED -> passed++;
                    case FAILED -> failed++;
                    case BROKEN -> broken++;
                }
                continue;
            }
            ScenarioLoader.LoadResult loaded = loader.load(file);
            if (!loaded.loaded()) {
                broken++;
                out.println("BROKEN " + file);
                for (Problem p : loaded.problems()) {
                    out.println("  " + p);
                }
                continue;
            }
            ScenarioRunner.Run run = runner.run(loaded.scenario());
            if (run.passed()) {
                passed++;
                out.println("PASS   " + file + "  " + loaded.scenario().title());
            } else {
                failed++;
                out.println("FAIL   " + file + "  " + loaded.scenario().title());
                for (String f : run.failures()) {
                    out.println("  " + file + ": " + f);
                }
            }
        }
        out.println((passed) + " passed, " + (failed + broken) + " failed");
        return broken > 0 ? 2 : failed > 0 ? 1 : 0;
    }
}
