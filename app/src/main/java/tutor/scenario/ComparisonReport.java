package tutor.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tutor.rules.state.Ruling;
import tutor.trace.Effect;
import tutor.trace.Rulebook;
import tutor.trace.TraceStep;

/**
 * A scenario's rulings under several rulesets, move by move: what happened under each, and for
 * every step where they differ, the clauses that make the difference, with their sources.
 */
public final class ComparisonReport {

    private final Rulebook rulebook;
    private final boolean markdown;

    public ComparisonReport(Rulebook rulebook, boolean markdown) {
        this.rulebook = rulebook;
        this.markdown = markdown;
    }

    public String render(Comparison c) {
        StringBuilder out = new StringBuilder();
        Comparison.Side first = c.sides().stream().filter(s -> s.run() != null).findFirst().orElse(null);
        String title = first == null ? "Comparison" : first.run().scenario().title();
        out.append(markdown ? "# " + title + "\n\n" : title.toUpperCase(java.util.Locale.ROOT) + "\n");
        out.append(markdown ? "Ruled under:\n\n" : "Ruled under:\n");
        for (Comparison.Side s : c.sides()) {
            out.append(markdown ? "- `" + s.ruleset() + "`: " + s.title() + "\n" : "  " + s.ruleset() + ": " + s.title() + "\n");
            for (Problem p : s.problems()) {
                out.append(markdown ? "  - could not load: " : "    could not load: ").append(p).append('\n');
            }
        }
        out.append('\n');
        if (first == null) {
            return out.toString();
        }
        Map<Integer, Comparison.Difference> diffs = new java.util.HashMap<>();
        c.differences().forEach(d -> diffs.put(d.step(), d));
        List<ScenarioRunner.Played> steps = first.run().played();
        for (int i = 0; i < steps.size(); i++) {
            ScenarioRunner.Played p = steps.get(i);
            if (p.move() == null) {
                continue;
            }
            out.append(markdown ? "## " : "").append(MoveText.describe(p.before(), p.move(), rulebook.words())).append(markdown ? "\n\n" : ":\n");
            for (Comparison.Side s : c.sides()) {
                if (s.run() == null || i >= s.run().played().size()) {
                    continue;
                }
                String what = summary(s.run().played().get(i).ruling(), rulebook.words());
                out.append(markdown ? "- **" + s.ruleset() + "**: " + what + "\n" : "  " + s.ruleset() + ": " + what + "\n");
            }
            Comparison.Difference d = diffs.get(i);
            if (d == null) {
                out.append(markdown ? "\nThe same ruling under every ruleset.\n\n" : "  The same ruling under every ruleset.\n\n");
                continue;
            }
            out.append(markdown ? "\n**Where they differ:**\n\n" : "  Where they differ:\n");
            for (String rule : d.ruleIds()) {
                out.append(markdown ? "- " + rulebook.title(rule) + " `" + rule + "`\n" : "    " + rulebook.title(rule) + " [" + rule + "]\n");
                for (Comparison.Side s : c.sides()) {
                    if (s.run() == null || i >= s.run().played().size()) {
                        continue;
                    }
                    Comparison.Clause cl = Comparison.clauses(s.run().played().get(i).ruling()).get(rule);
                    String text = cl == null ? "does not apply"
                            : join(cl.arithmetic(), cl.result(), cl.effects(), cl.text())
                            + (cl.ruleset().isEmpty() ? "" : " — " + cl.ruleset() + ": " + cl.source());
                    out.append(markdown ? "  - " + s.ruleset() + ": " + text + "\n" : "      " + s.ruleset() + ": " + text + "\n");
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * What a ruling did, in one line: the money that moved (summed where several rules pay the
     * same person, each part named) and the deeds, or why it was refused.
     */
    public static String summary(Ruling r) {
        return summary(r, tutor.data.Bundle.get().words());
    }

    /** What a ruling did, in the words of a language. */
    public static String summary(Ruling r, tutor.trace.Words words) {
        if (r == null) {
            return "no ruling";
        }
        if (r instanceof Ruling.Rejected rej) {
            return "refused: " + rej.rejection().reason(words);
        }
        // In the ruling's order; the payments between two parties are one line, summed where several rules pay.
        Map<List<Integer>, String> payments = Payments.byPayer(r, tutor.data.Bundle.get().rulebook(words.language()),
                words, tutor.data.Bundle.get().houseRules().keySet());
        List<String> parts = new ArrayList<>();
        for (TraceStep s : r.trace().flatten()) {
            for (Effect e : s.effects()) {
                if (e instanceof Effect.DeedChanged) {
                    parts.add(words.describe(e, r.trace().names()));
                } else if (e instanceof Effect.MoneyMoved m) {
                    String line = payments.remove(List.of(m.from(), m.to()));
                    if (line != null) {
                        parts.add(line);
                    }
                }
            }
        }
        tutor.rules.state.GameState after = ((Ruling.Applied) r).outcome().after();
        String next = after.pending() instanceof tutor.rules.state.Pending.AwaitRoll || after.pending() instanceof tutor.rules.state.Pending.TurnOver
                ? "" : "; then " + after.table().name(after.pending().actor()) + " decides "
                + words.format(tutor.rules.Referee.describe(after, after.pending()), after.table());
        return (parts.isEmpty() ? "no money or deeds change hands" : String.join("; ", parts)) + next;
    }

    /** The clause's numbers and outcome, or its own words when it has neither. */
    private static String join(String arithmetic, String result, String effects, String text) {
        List<String> parts = new ArrayList<>();
        for (String p : List.of(arithmetic, result, effects)) {
            if (!p.isEmpty()) {
                parts.add(p);
            }
        }
        return parts.isEmpty() ? text : String.join("; ", parts);
    }
}
