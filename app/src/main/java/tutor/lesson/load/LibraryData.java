package tutor.lesson.load;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import tutor.data.Bundle;
import tutor.lesson.LessonLab;
import tutor.rules.state.Table;
import tutor.scenario.Scenario;
import tutor.scenario.ScenarioLoader;

/** The bundled editions and the scenario files on disk, for the lesson lab; each scenario is loaded once. */
public final class LibraryData implements LessonLab.Data {

    private final Bundle bundle;
    private final ScenarioLoader loader;
    private final Map<String, Optional<Scenario>> scenarios = new ConcurrentHashMap<>();

    public LibraryData(Bundle bundle) {
        this.bundle = bundle;
        this.loader = new ScenarioLoader(bundle);
    }

    /** A lesson lab over the bundled data. */
    public static LessonLab lab() {
        return new LessonLab(new LibraryData(Bundle.get()));
    }

    @Override
    public Table table(String ruleset, int players) {
        java.util.List<String> seats = new java.util.ArrayList<>();
        for (int i = 1; i <= players; i++) {
            seats.add("Player " + i);
        }
        return bundle.table(ruleset, seats);
    }

    @Override
    public Optional<Scenario> scenario(String path) {
        return scenarios.computeIfAbsent(path, p -> {
            ScenarioLoader.LoadResult r;
            synchronized (loader) {
                r = loader.load(Path.of(p));
            }
            return Optional.ofNullable(r.scenario());
        });
    }
}
