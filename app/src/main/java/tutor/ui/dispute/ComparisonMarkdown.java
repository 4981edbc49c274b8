package tutor.ui.dispute;

import java.util.List;
import java.util.Set;
import tutor.scenario.Comparison;
import tutor.scenario.ComparisonReport;
import tutor.scenario.MoveComparison;
import tutor.text.Texts;
import tutor.trace.Rulebook;

/**
 * The dispute desk's comparison of the last move as Markdown, to export: the same parts as the command line's
 * whole-scenario comparison ({@link ComparisonReport}, which the desk uses for a whole scenario): what each edition
 * ruled, then the clauses that differ, each with its source.
 */
final class ComparisonMarkdown {

    private final Rulebook rulebook;
    private final Texts ui;
    private final Texts report;

    ComparisonMarkdown(Rulebook rulebook, Texts ui) {
        this.rulebook = rulebook;
        this.ui = ui;
        this.report = Texts.of("report", ui.language());
    }

    String move(String title, String moveText, MoveComparison c, List<String> specs) {
        StringBuilder out = new StringBuilder("# ").append(title).append("\n\n## ").append(moveText).append("\n\n");
        for (String spec : specs) {
            out.append("- ").append(report.get("format.label.markdown", name(spec))).append(c.refusal(spec) != null ? c.refusal(spec).in(ui.language())
                    : ComparisonReport.summary(c.rulings().get(spec), rulebook.words(), ui.language())).append('\n');
        }
        Set<String> differing = c.differing();
        out.append('\n').append(ComparisonHtml.verdict(ui, c, specs, differing)).append('\n');
        if (differing.isEmpty()) {
            return out.toString();
        }
        out.append("\n**").append(report.get("compare.differ")).append("**\n\n");
        for (String rule : differing) {
            out.append("- ").append(rulebook.title(rule)).append('\n');
            for (String spec : c.rulings().keySet()) {
                Comparison.Clause cl = Comparison.clauses(c.rulings().get(spec), rulebook.words()).get(rule);
                String text = cl == null ? report.get("compare.not-apply") : ComparisonReport.words(cl, rulebook.words().language())
                        + (cl.ruleset().isEmpty() ? "" : " — " + ui.get("compare.sourceOf", name(cl.ruleset()), rulebook.cited(cl.source())));
                out.append("  - ").append(report.get("format.label", name(spec))).append(text).append('\n');
            }
        }
        return out.toString();
    }

    private String name(String spec) {
        return tutor.ui.widgets.Editions.name(ui, spec);
    }
}
