package tutor.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.data.Bundle;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioRunner;
import tutor.text.Texts;
import tutor.trace.RuleEntry;
import tutor.trace.Rulebook;
import tutor.trace.Trace;
import tutor.trace.TraceStep;

/**
 * File > Export > This ruling carries what the ruling pane shows (it once wrote one line, "Ending a turn turn.end Ann
 * ends the turn"): each rule's words, where the rulebooks say so, the edition, and the tutor's footer; no rule ids.
 */
class RulingMarkdownTest {

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void aRulingCarriesItsRulesWordsCitationsEditionAndFooter(String language) throws Exception {
        var loaded = new ScenarioLoader(Bundle.get(), language).load(Path.of("../scenarios/jail/third-failed-throw.yaml"));
        var run = new ScenarioRunner().run(loaded.scenario());
        // The third failed throw's ruling: the fine, paid under the classic rules.
        Trace trace = run.played().stream().filter(p -> p.ruling() != null).reduce((a, b) -> b).orElseThrow().ruling().trace();
        Rulebook book = Bundle.get().rulebook(language);
        Texts ui = Texts.of("ui", language);
        String md = new RulingMarkdown(book, ui, language).page("Jail", List.of("Ruling 1"), List.of(trace));

        List<String> ids = new ArrayList<>();
        collect(trace.steps(), ids);
        assertThat(ids).isNotEmpty();
        List<String> expected = new ArrayList<>();
        for (String id : ids) {
            RuleEntry rule = book.rule(id).orElseThrow();
            expected.add(rule.title());
            expected.add(RulingMarkdown.escape(rule.text().strip().replaceAll("\\s*\\n\\s*", " ")));
            tutor.scenario.CitationScope.of(trace).citations(rule).forEach(c -> {
                tutor.text.Lists.Sections sec = tutor.text.Lists.sections(c.section(), language);
                expected.add(RulingMarkdown.escape(ui.get("ruling.citation",
                        book.source(c.source()).orElseThrow().title(), sec.text(), sec.several(), c.source())));
            });
            assertThat(md).as(id + " is worded, not shown by its id").doesNotContain(id);
        }
        assertThat(expected).anyMatch(w -> w.contains(book.source("us-longform").orElseThrow().title()));
        assertThat(md).contains(expected)
                .contains(RulingMarkdown.escape(tutor.scenario.EditionNames.spec("classic", language)))
                .contains(RulingMarkdown.escape(ui.get("export.footer")));

        // The page and the PDF hold the same words (the PDF read back by PDFBox, its lines joined again).
        Path html = dir.resolve("r.html");
        Path pdf = dir.resolve("r.pdf");
        RulingExport.write(RulingExport.Kind.HTML, "Jail", md, language, html);
        RulingExport.write(RulingExport.Kind.PDF, "Jail", md, language, pdf);
        String firstRule = book.rule(ids.get(0)).orElseThrow().text().strip().replaceAll("\\s+", " ");
        assertThat(Files.readString(html).replaceAll("\\s+", " ")).contains(escapeHtml(firstRule));
        try (var doc = Loader.loadPDF(pdf.toFile())) {
            String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            assertThat(text).contains(firstRule.substring(0, Math.min(40, firstRule.length())))
                    .contains(book.rule(ids.get(0)).orElseThrow().title())
                    .contains(ui.get("export.footer").substring(0, 30));
        }
    }

    /** A step's sum and outcome read as labelled lines, not "= the debt stands..." fragments or code (family review D16). */
    @ParameterizedTest
    @ValueSource(strings = {"en", "fr"})
    void aSumAndAnOutcomeAreLabelledLinesNotFragmentsOrCode(String language) {
        var loaded = new ScenarioLoader(Bundle.get(), language).load(Path.of("../scenarios/bankruptcy/creditor-keeps.yaml"));
        var run = new ScenarioRunner().run(loaded.scenario());
        List<Trace> traces = run.played().stream().filter(p -> p.ruling() != null).map(p -> p.ruling().trace()).toList();
        List<String> names = traces.stream().map(t -> "Ruling").toList();
        Texts ui = Texts.of("ui", language);
        String md = new RulingMarkdown(Bundle.get().rulebook(language), ui, language).page("Bankruptcy", names, traces)
                .replace('\u00a0', ' ');
        assertThat(md).contains(language.equals("en") ? "- Result: the debt stands until Ben raises the money or goes bankrupt"
                : "- Résultat : la dette reste due")
                .contains(language.equals("en") ? "- Worked out: " : "- Calcul : ")
                .doesNotContainPattern("(?m)^\\s*- = ").doesNotContain("`");
    }

    private static void collect(List<TraceStep> steps, List<String> ids) {
        for (TraceStep s : steps) {
            if (!ids.contains(s.ruleId())) {
                ids.add(s.ruleId());
            }
            collect(s.children(), ids);
        }
    }

    private static String escapeHtml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
