package tutor.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import tutor.data.Bundle;
import tutor.scenario.Problem;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioReport;
import tutor.scenario.ScenarioRunner;

/** Prints a scenario's rulings step by step, as text or ({@code --format markdown}) Markdown. */
final class ExplainCommand {

    private final PrintStream out;

    ExplainCommand(PrintStream out) {
        this.out = out;
    }

    int run(Options o) {
        if (o.arguments().size() != 1) {
            throw new UsageException("explain takes one scenario file, for example: explain scenarios/jail/pay-before-rolling.yaml");
        }
        String format = o.get("format", "text");
        if (!format.equals("text") && !format.equals("markdown")) {
            throw new UsageException("--format is text or markdown, not '" + format + "'");
        }
        Path file = Path.of(o.arguments().get(0));
        if (!Files.isRegularFile(file)) {
            throw new UsageException("no such file: " + file);
        }
        ScenarioLoader.LoadResult loaded = new ScenarioLoader(Bundle.get()).load(file);
        if (!loaded.loaded()) {
            for (Problem p : loaded.problems()) {
                out.println(p);
            }
            return 2;
        }
        ScenarioRunner.Run run = new ScenarioRunner().run(loaded.scenario());
        out.print(new ScenarioReport(Bundle.get().rulebook(), format.equals("markdown")).render(run));
        return run.passed() ? 0 : 1;
    }
}
