package tutor.scenario;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import tutor.data.Bundle;
import tutor.data.DataException;
import tutor.data.YamlNodes;

/**
 * A scenario file in its canonical form ({@link ScenarioWriter}). Only a file that loads is
 * formatted, and the result is proved to mean the same: it is loaded again in every language and
 * compared with the original ({@link ScenarioMeaning}), so formatting can never change a scenario.
 */
public final class ScenarioFormat {

    private final Bundle bundle;

    public ScenarioFormat(Bundle bundle) {
        this.bundle = bundle;
    }

    /**
     * The canonical text, or the problems that stop the file being formatted (never both).
     * {@code broken} is true when the file itself does not load; false with problems means the
     * writer could not keep its meaning (a defect of the tutor, never expected).
     */
    public record Result(String text, List<Problem> problems, boolean broken) {
        public Result {
            problems = List.copyOf(problems);
        }

        static Result broken(List<Problem> problems) {
            return new Result(null, problems, true);
        }

        public boolean ok() {
            return text != null;
        }
    }

    public Result format(Path file) {
        ScenarioLoader.LoadResult loaded = new ScenarioLoader(bundle).load(file);
        if (!loaded.loaded()) {
            return Result.broken(loaded.problems());
        }
        String source;
        try {
            source = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return Result.broken(List.of(new Problem(file.toString(), 1, 1, "cannot read the file: " + e.getMessage())));
        }
        return format(file.toString(), source);
    }

    /** Formats a scenario's text (read from {@code name}, for messages). */
    @SuppressWarnings("unchecked")
    public Result format(String name, String source) {
        Node root;
        try {
            root = new YamlNodes(name).parse(new StringReader(source));
        } catch (DataException e) {
            return Result.broken(List.of(new Problem(name, e.line(), e.column(), e.problem())));
        }
        String text = ScenarioWriter.write((Map<String, ?>) ScenarioWriter.tree(root));
        List<Problem> problems = new ArrayList<>();
        for (String lang : NodeReader.LANGUAGES) {
            ScenarioLoader.LoadResult before = new ScenarioLoader(bundle, lang).load(name, new StringReader(source));
            if (!before.loaded()) {
                return Result.broken(before.problems());
            }
            ScenarioLoader.LoadResult after = new ScenarioLoader(bundle, lang).load(name, new StringReader(text));
            if (!after.loaded() || !ScenarioMeaning.of(after.scenario()).equals(ScenarioMeaning.of(before.scenario()))) {
                problems.add(new Problem(name, 1, 1, "the canonical form would not mean the same as this file (in " + lang
                        + "), so it is not written; please report it"));
                break;
            }
        }
        return problems.isEmpty() ? new Result(text, List.of(), false) : new Result(null, problems, false);
    }
}
