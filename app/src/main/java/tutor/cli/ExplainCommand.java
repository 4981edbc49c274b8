package tutor.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import tutor.data.Bundle;
import tutor.scenario.Lang;
import tutor.scenario.Problem;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioReport;
import tutor.scenario.ScenarioRunner;
import tutor.text.Phrase;

/**
 * Prints a scenario's rulings step by step, as text or ({@code --format markdown}) Markdown, in
 * the language asked for: the report's words, the rulings and the scenario's own texts.
 */
final class ExplainCommand {

    private final PrintStream out;
    private final tutor.trace.Rulebook book;
    private final String language;

    ExplainCommand(PrintStream out, tutor.trace.Rulebook book, String language) {
        this.out = out;
        this.book = book;
        this.language = language;
    }

    int run(Options o) {
        if (o.arguments().size() != 1) {
            throw new UsageException(Phrase.of("cli", "explain.error.one-file"));
        }
        String format = o.get("format", "text");
        if (!format.equals("text") && !format.equals("markdown")) {
            throw new UsageException(Phrase.of("cli", "error.format", "text", "markdown", format));
        }
        Path file = Path.of(o.arguments().get(0));
        if (!Files.isRegularFile(file)) {
            throw new UsageException(Phrase.of("cli", "error.no-file", file.toString()));
        }
        String content = Lang.content(language);
        String compare = o.get("compare", "");
        if (compare.equals("file")) {
            // The rulesets the dispute scenario itself names.
            ScenarioLoader.LoadResult own = new ScenarioLoader(Bundle.get()).load(file);
            compare = own.loaded() ? String.join(",", own.scenario().compare()) : "";
            if (compare.isEmpty()) {
                throw new UsageException(Phrase.of("cli", "explain.error.no-compare", file.toString()));
            }
        }
        if (!compare.isEmpty()) {
            java.util.List<String> specs = java.util.Arrays.asList(compare.split(","));
            specs.forEach(Rulesets::require);
            if (specs.size() < 2) {
                throw new UsageException(Phrase.of("cli", "explain.error.compare-two"));
            }
            tutor.scenario.Comparison c = tutor.scenario.Comparison.of(file, specs, content);
            int code = c.sides().stream().anyMatch(sd -> sd.run() == null) ? 2 : 0;
            String export = o.get("export", "");
            if (!export.isEmpty()) {
                // The comparison written to a file, as the rulings are (it was ignored here once).
                String markdown = new tutor.scenario.ComparisonReport(book, language, true).render(c);
                String title = c.sides().stream().filter(sd -> sd.run() != null).findFirst()
                        .map(sd -> sd.run().scenario().title()).orElse(file.getFileName().toString());
                return export(o, export, title, markdown) ? code : 2;
            }
            out.print(new tutor.scenario.ComparisonReport(book, language, format.equals("markdown")).render(c));
            return code;
        }
        ScenarioLoader.LoadResult loaded = new ScenarioLoader(Bundle.get(), content).load(file);
        if (!loaded.loaded()) {
            for (Problem p : loaded.problems()) {
                out.println(p.toString(language));
            }
            return 2;
        }
        ScenarioRunner.Run run = new ScenarioRunner().run(loaded.scenario());
        String export = o.get("export", "");
        if (!export.isEmpty()) {
            return export(o, export, loaded.scenario().title(), ScenarioReport.toShare(book, language).render(run)) ? (run.passed() ? 0 : 1) : 2;
        }
        out.print(new ScenarioReport(book, language, format.equals("markdown")).render(run));
        return run.passed() ? 0 : 1;
    }

    /** {@code --export md|html|pdf --out F}: the rulings written to a file to share. */
    private boolean export(Options o, String kind, String title, String markdown) {
        tutor.text.Texts texts = tutor.text.Texts.of("editor", book.language());
        tutor.export.RulingExport.Kind k;
        try {
            k = tutor.export.RulingExport.Kind.valueOf(kind.toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new UsageException(tutor.text.Phrase.of("editor", "export.kind", kind));
        }
        String target = o.get("out", "");
        if (target.isEmpty()) {
            throw new UsageException(tutor.text.Phrase.of("editor", "export.needs-out"));
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
