package tutor.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import tutor.data.Bundle;
import tutor.scenario.LibraryFolder;
import tutor.scenario.Problem;
import tutor.scenario.Scenario;
import tutor.scenario.ScenarioFiles;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioRunner;

/**
 * Plays every scenario's scripted path and checks its checkpoints, and checks every lesson
 * (a file whose first key is {@code lesson}) against the tutor; with no files named, the library
 * the window opens. One line per file, the problems of files that do not load, and a closing
 * count. Exit 0 all passed, 1 some failed (an internal error while playing counts as a failure of
 * that scenario), 2 some file did not load or a folder named holds no scenario file. What is not a
 * file (a pipe, a socket) is skipped with a line that says so, and changes no exit code.
 */
final class CheckCommand {

    private final PrintStream out;
    private final Function<Scenario, ScenarioRunner.Run> play;
    private final String language;

    CheckCommand(PrintStream out) {
        this(out, new ScenarioRunner()::run, "en");
    }

    /** Checks with the learner's texts read in a language: a text lacking it is reported (WARN) and shown in English. */
    CheckCommand(PrintStream out, String language) {
        this(out, new ScenarioRunner()::run, language);
    }

    /** @param play how a loaded scenario is played (tests put a failing engine here) */
    CheckCommand(PrintStream out, Function<Scenario, ScenarioRunner.Run> play) {
        this(out, play, "en");
    }

    private CheckCommand(PrintStream out, Function<Scenario, ScenarioRunner.Run> play, String language) {
        this.out = out;
        this.play = play;
        this.language = language;
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
        ScenarioFiles.Found found = ScenarioFiles.scan(roots);
        for (ScenarioFiles.Skipped s : found.skipped()) {
            out.println("SKIP   " + s);
        }
        for (Path folder : found.empty()) {
            out.println("EMPTY  " + folder + ": no scenario files (.yaml or .yml) in this folder");
        }
        if (found.files().isEmpty()) {
            out.println("nothing to check: no scenario files found");
            return 2;
        }
        ScenarioLoader loader = new ScenarioLoader(Bundle.get(), language);
        int warned = 0;
        int passed = 0;
        int failed = 0;
        int broken = 0;
        LessonsChecked lessons = new LessonsChecked(out, found.files(), language);
        for (Path file : found.files()) {
            if (lessons.isLesson(file)) {
                for (Problem w : lessons.warnings(file)) {
                    out.println("WARN   " + w);
                    warned++;
                }
                switch (lessons.check(file)) {
                    case PASSED -> passed++;
                    case FAILED -> failed++;
                    case BROKEN -> broken++;
                }
                continue;
            }
            ScenarioLoader.LoadResult loaded = loader.load(file);
            for (Problem w : loaded.warnings()) {
                out.println("WARN   " + w);
                warned++;
            }
            if (!loaded.loaded()) {
                broken++;
                out.println("BROKEN " + file);
                for (Problem p : loaded.problems()) {
                    out.println("  " + p);
                }
                continue;
            }
            List<String> failures = failures(loaded.scenario());
            if (failures.isEmpty()) {
                passed++;
                out.println("PASS   " + file + "  " + loaded.scenario().title());
            } else {
                failed++;
                out.println("FAIL   " + file + "  " + loaded.scenario().title());
                for (String f : failures) {
                    out.println("  " + file + ": " + f);
                }
            }
        }
        out.println(passed + " passed, " + (failed + broken) + " failed"
                + (found.skipped().isEmpty() ? "" : ", " + found.skipped().size() + " skipped")
                + (warned == 0 ? "" : ", " + warned + " texts without " + language));
        return broken > 0 || !found.empty().isEmpty() ? 2 : failed > 0 ? 1 : 0;
    }

    /** What did not hold; a throw inside the tutor is this scenario's failure, told in one line, and the run goes on. */
    private List<String> failures(Scenario scenario) {
        try {
            return play.apply(scenario).failures();
        } catch (RuntimeException | StackOverflowError e) {
            return List.of("internal error in the tutor while playing \"" + scenario.title() + "\" (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + "); the other files are checked as usual; please report it");
        }
    }
}
