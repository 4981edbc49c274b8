package tutor.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tutor.data.Bundle;
import tutor.scenario.LibraryFolder;
import tutor.scenario.Problem;
import tutor.scenario.ScenarioFiles;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioRunner;

/**
 * Plays every scenario's scripted path and checks its checkpoints (with no files named, those of
 * the library the window opens). One line per scenario, the
 * problems of files that do not load, and a closing count. Exit 0 all passed, 1 some failed,
 * 2 some file did not load.
 */
final class CheckCommand {

    private final PrintStream out;

    CheckCommand(PrintStream out) {
        this.out = out;
    }

    int run(List<String> args) {
        List<Path> roots = new ArrayList<>();
        if (args.isEmpty()) {
            // No files named: the library the window would open (the installed app's own, for example).
            Path library = LibraryFolder.find("scenarios");
            if (!Files.isDirectory(library)) {
                throw new UsageException("no scenario library found; name files or folders, for example: check scenarios/");
            }
            out.println("Checking the scenario library in " + library.toUri());
            roots.add(library);
        }
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
        for (Path file : ScenarioFiles.find(roots)) {
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
