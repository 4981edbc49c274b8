package tutor.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import tutor.data.Bundle;
import tutor.scenario.Lang;
import tutor.scenario.LibraryFolder;
import tutor.scenario.Problem;
import tutor.scenario.Scenario;
import tutor.scenario.ScenarioFiles;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioRunner;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * Plays every scenario's scripted path and checks its checkpoints, and checks every lesson
 * (a file whose first key is {@code lesson}) against the tutor; with no files named, the library
 * the window opens. One line per file, the problems of files that do not load, and a closing
 * count, all in the language asked for. Exit 0 all passed, 1 some failed (an internal error while
 * playing counts as a failure of that scenario), 2 some file did not load or a folder named holds
 * no scenario file. What is not a file (a pipe, a socket) is skipped with a line that says so, and
 * changes no exit code.
 */
final class CheckCommand {

    private final PrintStream out;
    private final Function<Scenario, ScenarioRunner.Run> play;
    private final String language;
    private final Tags tags;

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
        this.tags = new Tags(Texts.of("cli", language));
    }

    /**
     * The word that starts each line (PASS, FAIL...), in the language, padded to one width so the
     * file names line up.
     */
    static final class Tags {
        private static final List<String> KINDS = List.of("pass", "fail", "broken", "warn", "skip", "empty");
        private final Texts t;
        private final int width;

        Tags(Texts t) {
            this.t = t;
            this.width = KINDS.stream().mapToInt(k -> t.get("check.tag." + k).length()).max().orElse(6) + 1;
        }

        String of(String kind) {
            String tag = t.get("check.tag." + kind);
            return tag + " ".repeat(Math.max(1, width - tag.length()));
        }
    }

    int run(List<String> args) {
        Texts t = Texts.of("cli", language);
        List<Path> roots = new ArrayList<>();
        if (args.isEmpty()) {
            // No files named: the library the window would open (the installed app's own, for example).
            Path library = LibraryFolder.find("scenarios");
            if (!Files.isDirectory(library)) {
                throw new UsageException(Phrase.of("cli", "check.error.no-library"));
            }
            out.println(t.get("check.library", library.toUri().toString()));
            roots.add(library);
        }
        for (String a : args) {
            Path p = Path.of(a);
            if (!Files.exists(p)) {
                throw new UsageException(Phrase.of("cli", "error.no-file-or-folder", a));
            }
            roots.add(p);
        }
        ScenarioFiles.Found found = ScenarioFiles.scan(roots);
        for (ScenarioFiles.Skipped s : found.skipped()) {
            out.println(tags.of("skip") + s.toString(language));
        }
        for (Path folder : found.empty()) {
            out.println(tags.of("empty") + t.get("check.empty", folder.toString()));
        }
        if (found.files().isEmpty()) {
            out.println(t.get("check.nothing"));
            return 2;
        }
        String content = Lang.content(language);
        ScenarioLoader loader = new ScenarioLoader(Bundle.get(), content);
        int warned = 0;
        int passed = 0;
        int failed = 0;
        int broken = 0;
        LessonsChecked lessons = new LessonsChecked(out, found.files(), language, tags);
        for (Path file : found.files()) {
            if (lessons.isLesson(file)) {
                for (Problem w : lessons.warnings(file)) {
                    out.println(tags.of("warn") + w.toString(language));
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
                out.println(tags.of("warn") + w.toString(language));
                warned++;
            }
            if (!loaded.loaded()) {
                broken++;
                out.println(tags.of("broken") + file);
                for (Problem p : loaded.problems()) {
                    out.println("  " + p.toString(language));
                }
                continue;
            }
            List<Phrase> failures = failures(loaded.scenario());
            if (failures.isEmpty()) {
                passed++;
                out.println(tags.of("pass") + file + "  " + loaded.scenario().title());
            } else {
                failed++;
                out.println(tags.of("fail") + file + "  " + loaded.scenario().title());
                for (Phrase f : failures) {
                    out.println("  " + file + ": " + f.in(language));
                }
            }
        }
        StringBuilder summary = new StringBuilder(t.get("check.summary", passed, failed + broken));
        if (!found.skipped().isEmpty()) {
            summary.append(t.get("check.summary.skipped", found.skipped().size()));
        }
        if (warned > 0) {
            summary.append(t.get("check.summary.untranslated", warned, content));
        }
        out.println(summary);
        return broken > 0 || !found.empty().isEmpty() ? 2 : failed > 0 ? 1 : 0;
    }

    /** What did not hold; a throw inside the tutor is this scenario's failure, told in one line, and the run goes on. */
    private List<Phrase> failures(Scenario scenario) {
        try {
            return play.apply(scenario).failed();
        } catch (RuntimeException | StackOverflowError e) {
            return List.of(Phrase.of("cli", "check.internal-error", scenario.title(), e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage())));
        }
    }
}
