package tutor.export;

import java.util.List;
import java.util.Map;
import tutor.scenario.CitationScope;
import tutor.scenario.EditionNames;
import tutor.text.Lists;
import tutor.text.Texts;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;
import tutor.trace.Rulebook;
import tutor.trace.StepKind;
import tutor.trace.Trace;
import tutor.trace.WordedStep;

/**
 * A ruling to share, carrying what the ruling pane shows: each step with its working, the edition and source it was
 * applied under, the rule's own words and where the rulebooks say so (sources by title, sections in the language),
 * and the tutor's footer. Rules by their titles, never their ids: a parent reads "Ending a turn", not "turn.end".
 */
public final class RulingMarkdown {

    private final Rulebook rulebook;
    private final Texts ui;
    private final String language;

    /**
     * @param rulebook the rules' words in the data language
     * @param ui the window's words ({@code ui} bundle) in that language
     * @param language the data language (edition names)
     */
    public RulingMarkdown(Rulebook rulebook, Texts ui, String language) {
        this.rulebook = rulebook;
        this.ui = ui;
        this.language = language;
    }

    /** One ruling under its heading, without a title or a footer (a scenario's rulings follow one another). */
    public String ruling(String heading, Trace trace) {
        StringBuilder out = new StringBuilder("## ").append(escape(heading)).append("\n\n");
        CitationScope scope = CitationScope.of(trace);
        for (WordedStep step : WordedStep.of(trace, rulebook.words())) {
            step(step, 0, scope, out);
        }
        return out.toString();
    }

    /** A whole page: its title, the rulings and the footer. */
    public String page(String title, List<String> headings, List<Trace> traces) {
        StringBuilder out = new StringBuilder("# ").append(escape(title)).append("\n\n");
        for (int i = 0; i < traces.size(); i++) {
            out.append(ruling(headings.get(i), traces.get(i))).append('\n');
        }
        return out.append(footer()).toString();
    }

    /** The tutor's footer: an independent teaching aid, not Hasbro's. */
    public String footer() {
        return "---\n\n_" + escape(ui.get("export.footer")) + "_\n";
    }

    private void step(WordedStep s, int depth, CitationScope scope, StringBuilder out) {
        String pad = "  ".repeat(depth);
        String more = pad + "  ";
        String refused = s.kind() == StepKind.REJECTED ? "**" + escape(ui.get("export.ruling.refused")) + "** " : "";
        String title = "**" + escape(rulebook.title(s.ruleId())) + "**";
        out.append(pad).append("- ").append(refused).append(s.text().isEmpty() ? title : ui.get("export.ruling.step", title, escape(s.text()))).append('\n');
        for (Map.Entry<String, String> input : s.inputs().entrySet()) {
            out.append(more).append("- ").append(escape(ui.get("ruling.input", input.getKey(), input.getValue()))).append('\n');
        }
        if (!s.arithmetic().isEmpty()) {
            // Words, not code: a sum is printed in the text's own type, labelled like the window's.
            out.append(more).append("- ").append(escape(ui.get("ruling.working", s.arithmetic()))).append('\n');
        }
        if (!s.result().isEmpty()) {
            out.append(more).append("- ").append(escape(ui.get("ruling.outcome", s.result()))).append('\n');
        }
        for (String e : s.effects()) {
            out.append(more).append("- \u2192 ").append(escape(e)).append('\n');
        }
        if (!s.ruleset().isEmpty()) {
            out.append(more).append("- _").append(escape(ui.get("ruling.appliedUnder", EditionNames.spec(s.ruleset(), language),
                    rulebook.cited(s.source())))).append("_\n");
        }
        RuleEntry rule = rulebook.rule(s.ruleId()).orElse(null);
        if (rule != null) {
            // As the edition played words it, with its citations only (a Classic ruling never quotes Junior).
            CitationScope.Scoped scoped = scope.scoped(rule);
            out.append(more).append("- **").append(escape(ui.get("export.ruling.rule", scoped.title()))).append("** ")
                    .append(escape(scoped.text().strip().replaceAll("\\s*\\n\\s*", " "))).append('\n');
            for (Citation c : scoped.citations()) {
                String src = rulebook.source(c.source()).map(x -> x.title()).orElse(c.source());
                Lists.Sections sec = Lists.sections(c.section(), language);
                out.append(more).append("  - ").append(escape(c.ruling().isEmpty() ? ui.get("ruling.citation", src, sec.text(), sec.several(), c.source())
                        : ui.get("ruling.citation.ruling", src, sec.text(), c.ruling(), sec.several(), c.source()))).append('\n');
            }
        }
        for (WordedStep child : s.children()) {
            step(child, depth + 1, scope, out);
        }
    }

    /** Markdown's own characters in our texts would change their meaning. */
    static String escape(String text) {
        return text.replace("\\", "\\\\").replace("*", "\\*").replace("_", "\\_").replace("`", "\\`").replace("#", "\\#");
    }
}
