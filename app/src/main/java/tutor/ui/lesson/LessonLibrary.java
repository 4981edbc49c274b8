package tutor.ui.lesson;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tutor.data.Bundle;
import tutor.lesson.Learner;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.Step;
import tutor.lesson.load.LessonFiles;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;
import tutor.lesson.load.ProgressStore;
import tutor.rules.state.GameState;
import tutor.scenario.LibraryFolder;
import tutor.scenario.Problem;
import tutor.scenario.Scenario;
import tutor.scenario.ScenarioFiles;
import tutor.scenario.ScenarioLoader;

/**
 * The lessons the window offers, read off the event thread: every lesson file of the lessons folder
 * ({@link LibraryFolder}), loaded with the same checks as {@code check}, and the class's progress. A file
 * that does not load is listed with its problems; the others work.
 */
final class LessonLibrary {

    /** What was loaded: the lessons, the files that failed (with their problems), the class (and what of it could not be read), and where they came from. */
    record Loaded(Path folder, List<Lesson> lessons, Map<Path, List<Problem>> broken, ProgressStore.Loaded progress) {
        List<Learner> learners() {
            return progress.learners();
        }
    }

    /** A lesson ready to open: its scenarios in the window's language, and the table shown before any is played. */
    record Opened(Lesson lesson, Map<String, Scenario> scenarios, GameState table, List<String> missing) { }

    private final LessonLab lab;

    LessonLibrary(LessonLab lab) {
        this.lab = lab;
    }

    LessonLab lab() {
        return lab;
    }

    static LessonLibrary standard() {
        return new LessonLibrary(LibraryData.lab());
    }

    /** Loads every lesson and the class (slow: call off the event thread). */
    Loaded load(Path folder, ProgressStore store) {
        List<Lesson> lessons = new ArrayList<>();
        Map<Path, List<Problem>> broken = new LinkedHashMap<>();
        if (Files.isDirectory(folder)) {
            LessonLoader loader = new LessonLoader(Bundle.get(), lab);
            for (Path f : ScenarioFiles.find(List.of(folder))) {
                if (!LessonFiles.isLesson(f)) {
                    continue;
                }
                LessonLoader.LoadResult r = loader.load(f);
                if (r.loaded()) {
                    lessons.add(r.lesson());
                } else {
                    broken.put(f, r.problems());
                }
            }
        }
        lessons.sort(Comparator.comparing(Lesson::id));
        return new Loaded(folder, lessons, broken, store.read());
    }

    /** Reads a lesson's scenarios in a language and sets its table (call off the event thread). */
    Opened open(Lesson lesson, String language) {
        ScenarioLoader loader = new ScenarioLoader(Bundle.get(), language);
        Map<String, Scenario> scenarios = new LinkedHashMap<>();
        List<String> missing = new ArrayList<>();
        for (Step s : lesson.steps()) {
            if (s instanceof Step.Play p && !scenarios.containsKey(p.scenario())) {
                ScenarioLoader.LoadResult r = loader.load(Path.of(p.scenario()));
                if (r.scenario() != null) {
                    scenarios.put(p.scenario(), r.scenario());
                } else {
                    missing.add(p.scenario());
                }
            }
            // An exercise on a scenario's position shows that position beside it (LessonActivity.spokenOf).
            String named = tutor.play.LessonActivity.scenarioNamed(s);
            if (named != null && !scenarios.containsKey(named)) {
                ScenarioLoader.LoadResult r = loader.load(Path.of(named));
                if (r.scenario() != null) {
                    scenarios.put(named, r.scenario());
                }
            }
        }
        return new Opened(lesson, scenarios, plainBoard(lab.table(lesson.edition())), missing);
    }

    /**
     * The edition's printed board with nobody on it: no token, no deed held (not even an edition's dealt
     * ones), so a question or an explanation beside it is never contradicted by a position it is not about.
     */
    static GameState plainBoard(tutor.rules.state.Table table) {
        GameState fresh = tutor.rules.Setup.newGame(table, 1);
        GameState s = tutor.rules.Setup.withDecks(table, fresh.decks(), fresh.dice());
        List<tutor.rules.state.PlayerState> away = s.players().stream().map(p -> p.withOut(true)).toList();
        return new GameState(s.table(), away, s.estates(), s.bankHouses(), s.bankHotels(), s.decks(), s.dice(), s.current(),
                s.doubles(), s.rollAgain(), s.pending(), s.claims(), s.requests(), s.turn(), s.pot(), s.reversed());
    }
}
