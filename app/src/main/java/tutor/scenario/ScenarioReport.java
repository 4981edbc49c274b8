package tutor.scenario;

import tutor.rules.state.Ruling;
import tutor.trace.MarkdownTraceRenderer;
import tutor.trace.Rulebook;
import tutor.trace.TextTraceRenderer;
import tutor.trace.Trace;

/** A scenario's rulings, step by step, as plain text or as Markdown for sharing. */
public final class ScenarioReport {

    private final Rulebook rulebook;
    private final boolean markdown;

    public ScenarioReport(Rulebook rulebook, boolean markdown) {
        this.rulebook = rulebook;
        this.markdown = markdown;
    }

    public String render(ScenarioRunner.Run run) {
        Scenario sc = run.scenario();
        StringBuilder out = new StringBuilder();
        heading(out, 1, sc.title());
        line(out, label("Topic") + sc.topic() + ", level " + sc.level() + ", ruleset " + sc.rulesetId() + " (" + sc.table().rules().title() + ")");
        line(out, label("Goal") + sc.goal());
        if (!sc.sources().isEmpty()) {
            line(out, label("Sources") + String.join("; ", sc.sources()));
        }
        out.append('\n');
        for (ScenarioRunner.Played p : run.played()) {
            step(out, p);
        }
        if (!run.failures().isEmpty()) {
            heading(out, 2, "This scenario does not check out");
            for (String f : run.failures()) {
                line(out, (markdown ? "- " : "  ") + f);
            }
        }
        return out.toString();
    }

    private void step(StringBuilder out, ScenarioRunner.Played p) {
        ScriptStep step = p.step();
        if (step instanceof ScriptStep.Narrate n) {
            line(out, n.text());
            out.append('\n');
        } else if (step instanceof ScriptStep.Ask a) {
            heading(out, 2, p.before().table().name(a.player()) + " decides");
            line(out, a.prompt());
            line(out, label("The right move") + MoveText.describe(p.before(), p.move(), rulebook.words()));
            trace(out, p.ruling());
            if (!a.feedback().isEmpty()) {
                line(out, label("Why it is right") + a.feedback());
            }
            for (ScriptStep.WrongMove w : a.wrong()) {
                line(out, label("A common mistake") + MoveText.describe(p.before(), w.move(), rulebook.words()) + ". " + w.why() + cite(w.ruleId()));
            }
            hints(out, a.hints());
            out.append('\n');
        } else if (step instanceof ScriptStep.Play pl) {
            heading(out, 2, MoveText.describe(p.before(), pl.move(), rulebook.words()));
            trace(out, p.ruling());
            out.append('\n');
        } else if (step instanceof ScriptStep.Question q) {
            heading(out, 2, "Question");
            line(out, q.prompt());
            if (q.isAmount()) {
                line(out, label("Answer") + q.amountText(q.answer(), p.before().board()::money));
            } else {
                for (int i = 0; i < q.choices().size(); i++) {
                    line(out, (markdown ? "- " : "  ") + (char) ('a' + i) + ") " + q.choices().get(i));
                }
                line(out, label("Answer") + (char) ('a' + q.answer()) + ") " + q.choices().get(q.answer()));
            }
            line(out, label("Why") + q.explain());
            for (ScriptStep.WrongAnswer w : q.wrong()) {
                String given = q.isAmount() ? q.amountText(w.value(), p.before().board()::money) : (char) ('a' + w.value()) + ")";
                line(out, label("A common wrong answer") + given + ". " + w.why() + cite(w.ruleId()));
            }
            hints(out, q.hints());
            out.append('\n');
        } else if (step instanceof ScriptStep.Checkpoint c) {
            heading(out, 2, "Where things stand");
            for (Expectation e : c.expectations()) {
                String diff = p.failures().stream().filter(f -> f.startsWith("line " + e.line() + ": " + e.what())).findFirst().orElse(null);
                line(out, (markdown ? "- " : "  ") + e.what() + ": " + e.expected() + (diff == null ? "" : "  (NOT SO: " + diff + ")"));
            }
            out.append('\n');
        }
    }

    private void hints(StringBuilder out, java.util.List<String> ladder) {
        for (int i = 0; i < ladder.size(); i++) {
            line(out, label(i == ladder.size() - 1 ? "Worked answer" : "Hint " + (i + 1)) + ladder.get(i));
        }
    }

    /** " (Title, [rule.id])" after a mistake's explanation, or nothing when it names no rule. */
    private String cite(String ruleId) {
        if (ruleId.isEmpty()) {
            return "";
        }
        return " (" + rulebook.title(ruleId) + ", " + (markdown ? "`" + ruleId + "`" : "[" + ruleId + "]") + ")";
    }

    private void trace(StringBuilder out, Ruling ruling) {
        if (ruling == null) {
            return;
        }
        Trace t = ruling.trace();
        String body = markdown ? new MarkdownTraceRenderer(rulebook).render(t) : new TextTraceRenderer(rulebook).render(t);
        if (!markdown) {
            body = body.indent(2);
        }
        out.append(body);
    }

    private void heading(StringBuilder out, int level, String text) {
        out.append(markdown ? "#".repeat(level) + " " + text : (level == 1 ? text.toUpperCase(java.util.Locale.ROOT) : text + ":")).append('\n');
        if (markdown) {
            out.append('\n');
        }
    }

    private String label(String text) {
        return markdown ? "**" + text + ":** " : text + ": ";
    }

    private void line(StringBuilder out, String text) {
        out.append(text).append(markdown ? "  \n" : "\n");
    }

}
