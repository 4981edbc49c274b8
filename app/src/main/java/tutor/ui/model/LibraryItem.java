package tutor.ui.model;

import java.nio.file.Path;
import java.util.List;
import tutor.scenario.Problem;
import tutor.scenario.Scenario;

/**
 * A library entry: a scenario, or a file that did not load and the problems that kept it out.
 * {@code stamp} tells a reload whether the file changed since it was read; {@code language} is the
 * language its texts were read in.
 */
public record LibraryItem(Scenario scenario, String file, List<Problem> problems, Path path, long stamp, String language) {

    public LibraryItem {
        problems = List.copyOf(problems);
    }

    /** An entry read in English. */
    public LibraryItem(Scenario scenario, String file, List<Problem> problems, Path path, long stamp) {
        this(scenario, file, problems, path, stamp, "en");
    }

    public boolean loaded() {
        return scenario != null;
    }

    /** The id under which the entry's progress and session are kept: the scenario's id, or the file. */
    public String id() {
        return scenario != null ? scenario.id() : file;
    }

    @Override
    public String toString() {
        return scenario != null ? scenario.title() : file;
    }
}
