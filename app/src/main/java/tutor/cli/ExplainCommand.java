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

    private final tutor.trace.Rulebook book;

    ExplainCommand(PrintStream out, tutor.trace.Rulebook book) {
        this.out = out;
        this.book = book;
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
        String compare = o.get("compare", "");
        if (compare.equals("file")) {
            // The rulesets the dispute scenario itself names.
            ScenarioLoader.LoadResult own = new ScenarioLoader(Bundle.get()).load(file);
            compare = own.loaded() ? String.join(",", own.scenario().compare()) : "";
            if (compare.isEmpty()) {
                throw new UsageException(file + " names no rulesets to compare (compare: [classic, modern])");
            }
        }
        if (!compare.isEmpty()) {
            java.util.List<String> specs = java.util.Arrays.asList(compare.split(","));
            specs.forEach(Rulesets::require);
            if (specs.size() < 2) {
                throw new UsageException("--compare needs two or more rulesets, separated by commas, e.g. classic,modern");
            }
            tutor.scenario.Comparison c = tutor.scenario.Comparison.of(file, specs);
            out.print(new tutor.scenario.ComparisonReport(book, format.equals("markdown")).render(c));
            return c.sides().stream().anyMatch(sd -> sd.run() == null) ? 2 : 0;
        }
        ScenarioLoader.LoadResult loaded = new ScenarioLoader(Bundle.get(), book.language()).load(file);
        if (!loaded.loaded()) {
            for (Problem p : loaded.problems()) {
                out.println(p);
            }
            return 2;
        }
        ScenarioRunner.Run run = new ScenarioRunner().run(loaded.scenario());
        String export = o.get("export", "");
        if (!export.isEmpty()) {
            return export(o, export, loaded.scenario().title(), new ScenarioReport(book, true).render(run)) ? (run.passed() ? 0 : 1) : 2;
        }
        out.print(new ScenarioReport(book, format.equals("markdown")).render(run));
        return run.passed() ? 0 : 1;
    }

    /** {@code --export md|html|pdf --out F}: the rulings written to a file to share. */
    private boolean export(Options o, String kind, String title, String markdown) {
        tutor.text.Texts texts = tutor.text.Texts.of("editor", book.language());
        tutor.export.RulingExport.Kind k;
        try {
            k = tutor.export.RulingExport.Kind.valueOf(kind.toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageException(texts.get("export.kind", kind));
        }
        String target = o.get("out", "");
        if (target.isEmpty()) {
            throw new UsageException(texts.get("export.needs-out"));
        }
        try {
            tutor.export.RulingExport.write(k, title, markdown, book.language(), Path.of(target));
            out.println(texts.get("export.wrote", target));
            return true;
        } catch (java.io.IOException e) {
            out.println(texts.get("format.cannot-write", target, String.valueOf(e.getMessage())));
            return false;
        }
    }
}
