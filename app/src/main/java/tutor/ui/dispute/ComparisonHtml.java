package tutor.ui.dispute;

import java.awt.Color;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tutor.rules.state.Ruling;
import tutor.scenario.Comparison;
import tutor.scenario.ComparisonReport;
import tutor.scenario.MoveComparison;
import tutor.scenario.MoveText;
import tutor.scenario.ScenarioRunner;
import tutor.trace.Rulebook;
import tutor.ui.board.BoardView;

/**
 * The dispute desk's page: one column per edition, named in words; in each, what the ruling did
 * (payments summed and named), then the clauses that differ from the other columns, highlighted,
 * and their sources set apart in small print. The whole-scenario comparison repeats that for
 * every scripted move, one row each.
 */
final class ComparisonHtml {

    private final Rulebook rulebook;
    private final tutor.text.Texts t;
    private final tutor.trace.Words words;

    /** A page in the words of {@code texts}, with rulings in the language of {@code rulebook}. */
    ComparisonHtml(Rulebook rulebook, tutor.text.Texts texts) {
        this.rulebook = rulebook;
        this.t = texts;
        this.words = rulebook.words();
    }

    private String name(String spec) {
        return tutor.ui.widgets.Editions.name(t, spec);
    }

    /** One move ruled under each spec; a spec that cannot hold the table says why in its column and agrees with no one. */
    String move(String moveText, MoveComparison c, List<String> specs) {
        StringBuilder h = start();
        h.append("<p class='move'>").append(esc(moveText)).append("</p>");
        h.append("<table width='100%' cellspacing='0' cellpadding='6'>");
        header(h, specs);
        h.append("<tr valign='top'>");
        Set<String> differing = c.differing();
        for (String spec : specs) {
            if (c.refusal(spec) != null) {
                h.append("<td><p class='problem'>").append(esc(c.refusal(spec).in(t.language()))).append("</p></td>");
                continue;
            }
            Map<String, Comparison.Clause> clauses = Comparison.clauses(c.rulings().get(spec), words);
            cell(h, c.rulings().get(spec), differing, clauses::get);
        }
        h.append("</tr></table>");
        h.append("<p class='verdict'>").append(esc(verdict(t, c, specs, differing))).append("</p>");
        return h.append("</body></html>").toString();
    }

    /**
     * What the columns come to, counting only the editions that ruled: the same, or how many clauses differ; when
     * some could not rule the move, how many did; when one or none did, that there is nothing to compare.
     */
    static String verdict(tutor.text.Texts t, MoveComparison c, List<String> specs, Set<String> differing) {
        int ruled = c.rulings().size();
        if (ruled == 0) {
            return t.get("compare.move.noneRuled");
        }
        if (ruled == 1) {
            return t.get("compare.move.oneRuled", tutor.ui.widgets.Editions.name(t, c.rulings().keySet().iterator().next()));
        }
        if (!differing.isEmpty()) {
            return t.get("compare.differ", differing.size());
        }
        return ruled == specs.size() ? t.get("compare.same") : t.get("compare.move.sameRuled", ruled);
    }

    /** The whole scenario ({@code title} as the learner reads it): a row per scripted move, a column per spec. */
    String whole(Comparison c, String title) {
        StringBuilder h = start();
        // A ruleset the game cannot be replayed under says why once, above the table, and has no column of its own.
        List<Comparison.Side> sides = c.sides().stream().filter(s -> s.run() != null).toList();
        Comparison.Side first = sides.isEmpty() ? null : sides.get(0);
        h.append("<p class='move'>").append(esc(t.get("compare.whole.heading", title))).append("</p>");
        for (Comparison.Side s : c.sides()) {
            if (s.refusal() != null) {
                h.append("<p class='problem'>").append(esc(s.refusal().in(t.language()))).append("</p>");
                continue;
            }
            if (!s.problems().isEmpty()) {
                // The game loads under none of the rulesets: the tutor wrote it wrong, which is for its developers (the log).
                s.problems().forEach(p -> System.getLogger("tutor.dispute").log(System.Logger.Level.WARNING, p.toString()));
                h.append("<p class='problem'>").append(esc(t.get("compare.couldNotReplay", name(s.ruleset())))).append("</p>");
            }
        }
        if (first == null) {
            return h.append("</body></html>").toString();
        }
        Map<Integer, Set<String>> diffs = new java.util.HashMap<>();
        c.differences().forEach(d -> diffs.put(d.step(), d.ruleIds()));
        h.append("<table width='100%' cellspacing='0' cellpadding='6'>");
        header(h, sides.stream().map(Comparison.Side::ruleset).toList());
        List<ScenarioRunner.Played> steps = first.run().played();
        int differ = 0;
        for (int i = 0; i < steps.size(); i++) {
            ScenarioRunner.Played p = steps.get(i);
            if (p.move() == null) {
                continue;
            }
            h.append("<tr><td class='step' colspan='").append(sides.size()).append("'>")
                    .append(esc(MoveText.describe(p.before(), p.move(), words))).append("</td></tr><tr valign='top'>");
            Set<String> differing = diffs.getOrDefault(i, Set.of());
            differ += differing.isEmpty() ? 0 : 1;
            for (Comparison.Side s : sides) {
                Ruling r = s.run() == null || i >= s.run().played().size() ? null : s.run().played().get(i).ruling();
                Map<String, Comparison.Clause> clauses = Comparison.clauses(r, words);
                cell(h, r, differing, clauses::get);
            }
            h.append("</tr>");
        }
        h.append("</table>");
        if (sides.size() > 1) {
            h.append("<p class='verdict'>").append(esc(differ == 0 ? t.get("compare.whole.same") : t.get("compare.whole.differ", differ)))
                    .append("</p>");
        }
        return h.append("</body></html>").toString();
    }

    private void header(StringBuilder h, List<String> specs) {
        h.append("<tr valign='bottom'>");
        int width = 100 / Math.max(1, specs.size());
        for (String spec : specs) {
            h.append("<th align='left' width='").append(width).append("%'>").append(esc(name(spec))).append("</th>");
        }
        h.append("</tr>");
    }

    /** One edition's ruling: what it did, the differing clauses highlighted, then their sources in small print. */
    private void cell(StringBuilder h, Ruling r, Set<String> differing, java.util.function.Function<String, Comparison.Clause> clause) {
        boolean differs = !differing.isEmpty();
        h.append("<td").append(differs ? " class='differs'" : "").append(">");
        h.append("<p class='what'>").append(esc(r == null ? t.get("compare.notReached") : ComparisonReport.summary(r, words)))
                .append("</p>");
        Set<String> sources = new LinkedHashSet<>();
        for (String rule : differing) {
            Comparison.Clause cl = clause.apply(rule);
            if (cl == null) {
                // A rule this edition never applied ("Leaving Jail takes the turn (seminary rules)" in a classic column)
                // is said in the column that applied it; here it would only be noise.
                continue;
            }
            h.append("<p class='clause'><b>").append(esc(rulebook.title(rule))).append("</b><br><span class='value'>")
                    .append(esc(ComparisonReport.words(cl, words.language()))).append("</span></p>");
            if (!cl.ruleset().isEmpty()) {
                sources.add(t.get("compare.sourceOf", name(cl.ruleset()), rulebook.cited(cl.source())));
            }
        }
        if (!sources.isEmpty()) {
            h.append("<p class='source'>").append(esc(t.get("compare.source", tutor.text.Lists.series(List.copyOf(sources), t.language())))).append("</p>");
        }
        h.append("</td>");
    }

    private static StringBuilder start() {
        StringBuilder h = new StringBuilder("<html><head><style>");
        h.append("body { font-family: sans-serif; } ");
        h.append("p { margin-top: 2px; margin-bottom: 4px; } ");
        h.append("p.move { font-weight: bold; font-size: 110%; margin-bottom: 6px; } ");
        h.append("th { border-bottom: 2px solid ").append(hex(BoardView.color("Tutor.board.line"))).append("; } ");
        h.append("td.step { font-weight: bold; padding-top: 10px; border-bottom: 1px solid ")
                .append(hex(BoardView.color("Tutor.muted"))).append("; } ");
        h.append("td.differs { background-color: ").append(hex(BoardView.color("Tutor.compare.differs"))).append("; } ");
        h.append("span.value { color: ").append(hex(BoardView.color("Tutor.compare.clause"))).append("; } ");
        h.append("p.source { font-size: 90%; color: ").append(hex(BoardView.color("Tutor.muted")))
                .append("; border-top: 1px solid ").append(hex(BoardView.color("Tutor.muted"))).append("; padding-top: 2px; } ");
        h.append("p.problem { color: ").append(hex(BoardView.color("Tutor.feedback.wrong"))).append("; } ");
        h.append("p.verdict { font-style: italic; margin-top: 8px; } ");
        return h.append("</style></head><body>");
    }

    private static String hex(Color c) {
        return String.format("#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
