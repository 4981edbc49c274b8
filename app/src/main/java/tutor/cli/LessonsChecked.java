package tutor.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tutor.data.Bundle;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.load.LessonCheck;
import tutor.lesson.load.LessonFiles;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;
import tutor.scenario.Problem;

/**
 * The lesson side of {@code check}: loads every lesson among the files first (so prerequisites can be
 * checked against each other), then checks each, printing lines in the scenarios' style.
 */
final class LessonsChecked {

    enum Outcome { PASSED, FAILED, BROKEN }

    private final PrintStream out;
    private final String language;
    private final CheckCommand.Tags tags;
    private final LessonLab lab = LibraryData.lab();
    private final Map<Path, LessonLoader.LoadResult> loaded = new LinkedHashMap<>();
    private final List<String> ids = new ArrayList<>();

    LessonsChecked(PrintStream out, List<Path> files) {
        this(out, files, "en", new CheckCommand.Tags(tutor.text.Texts.of("cli", "en")));
    }

    /**
     * Lessons whose texts are also checked in a language (each text lacking it is a warning), and
     * whose lines are written in it.
     */
    LessonsChecked(PrintStream out, List<Path> files, String language, CheckCommand.Tags tags) {
        this.out = out;
        this.language = language;
        this.tags = tags;
        LessonLoader loader = new LessonLoader(Bundle.get(), lab).language(tutor.scenario.Lang.content(language));
        for (Path f : files) {
            if (LessonFiles.isLesson(f)) {
                LessonLoader.LoadResult r = loader.load(f);
                loaded.put(f, r);
                if (r.loaded()) {
                    ids.add(r.lesson().id());
                }
            }
        }
    }

    boolean isLesson(Path file) {
        return loaded.containsKey(file);
    }

    /**
     * The lesson ids of the library a file belongs to (the folder named {@code lessons} above it, or its own
     * folder), so a prerequisite is found whether one lesson or all are checked.
     */
    private List<String> library(Path file) {
        Path root = file.toAbsolutePath().getParent();
        for (Path p = root; p != null; p = p.getParent()) {
            if (p.getFileName() != null && p.getFileName().toString().equals("lessons")) {
                root = p;
                break;
            }
        }
        List<String> all = new ArrayList<>(ids);
        LessonLoader loader = new LessonLoader(Bundle.get(), lab);
        for (Path f : tutor.scenario.ScenarioFiles.find(List.of(root))) {
            if (!loaded.containsKey(f) && !loaded.containsKey(Path.of("").toAbsolutePath().relativize(f.toAbsolutePath()))
                    && LessonFiles.isLesson(f)) {
                LessonLoader.LoadResult r = loader.load(f);
                if (r.loaded()) {
                    all.add(r.lesson().id());
                }
            }
        }
        return all;
    }

    /** The texts of a lesson file that lack the language checked. */
    List<Problem> warnings(Path file) {
        return loaded.get(file).warnings();
    }

    Outcome check(Path file) {
        LessonLoader.LoadResult r = loaded.get(file);
        if (!r.loaded()) {
            out.println(tags.of("broken") + file);
            for (Problem p : r.problems()) {
                out.println("  " + p.toString(language));
            }
            return Outcome.BROKEN;
        }
        Lesson lesson = r.lesson();
        List<Problem> problems;
        try {
            problems = new LessonCheck(Bundle.get(), lab, tutor.scenario.Lang.content(language)).check(lesson, library(file));
        } catch (RuntimeException | StackOverflowError e) {
            // An error inside the tutor fails this lesson alone; the other files are checked as usual.
            problems = List.of(new Problem(file.toString(), 1, 1, tutor.text.Phrase.of("problem", "internal.lesson",
                    e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()))));
        }
        tutor.text.Texts t = tutor.text.Texts.of("cli", language);
        String title = t.get("check.lesson", lesson.title().in(tutor.scenario.Lang.content(language)));
        if (problems.isEmpty()) {
            out.println(tags.of("pass") + file + "  " + title);
            return Outcome.PASSED;
        }
        out.println(tags.of("fail") + file + "  " + title);
        for (Problem p : problems) {
            out.println("  " + p.toString(language));
        }
        return Outcome.FAILED;
    }
}
