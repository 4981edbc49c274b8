package tutor.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tutor.rules.state.Ruling;
import tutor.text.Texts;
import tutor.trace.Effect;
import tutor.trace.Rulebook;
import tutor.trace.TraceStep;

/**
 * A scenario's rulings under several rulesets, move by move: what happened under each, and for
 * every step where they differ, the clauses that make the difference, with their sources.
 */
public final class ComparisonReport extends RulingReport {

    /** A report in the rulebook's language. */
    public ComparisonReport(Rulebook rulebook, boolean markdown) {
        this(rulebook, rulebook.language(), markdown);
    }

    /** A report whose own words are in {@code language} (possibly the tests' pseudo-language), rulings worded by {@code rulebook}. */
    public ComparisonReport(Rulebook rulebook, String language, boolean markdown) {
        super(rulebook, language, markdown);
    }

    public String render(Comparison c) {
        StringBuilder out = new StringBuilder();
        Comparison.Side first = c.sides().stream().filter(s -> s.run() != null).findFirst().orElse(null);
        String title = first == null ? t.get("compare.title") : first.run().scenario().title();
        out.append(markdown ? "# " + title + "\n\n" : title.toUpperCase(rulebook.words().locale()) + "\n");
        out.append(t.get("compare.ruled-under")).append(markdown ? "\n\n" : "\n");
        for (Comparison.Side s : c.sides()) {
            String name = EditionNames.spec(s.ruleset(), rulebook.language());
            // Each label's colon through the language's format (French spaces it: fr8 N5).
            out.append(markdown ? "- " + t.get("format.label", "`" + s.ruleset() + "`") + name + "\n"
                    : "  " + t.get("format.label", s.ruleset()) + name + "\n");
            if (s.refusal() != null) {
                out.append(markdown ? "  - " : "    ").append(s.refusal().in(language)).append('\n');
                continue;
            }
            for (Problem p : s.problems()) {
                out.append(markdown ? "  - " : "    ").append(t.get("compare.could-not-load", p.toString(language))).append('\n');
            }
        }
        out.append('\n');
        if (first == null) {
            return out.toString();
        }
        Map<Integer, Comparison.Difference> diffs = new java.util.HashMap<>();
        c.differences().forEach(d -> diffs.put(d.step(), d));
        List<ScenarioRunner.Played> steps = first.run().played();
        boolean compared = c.sides().stream().filter(s -> s.run() != null).count() > 1;
        tutor.trace.Words words = rulebook.words();
        for (int i = 0; i < steps.size(); i++) {
            ScenarioRunner.Played p = steps.get(i);
            if (p.move() == null) {
                continue;
            }
            String move = MoveText.describe(p.before(), p.move(), words);
            out.append(markdown ? "## " + move + "\n\n" : t.get("format.heading", move) + "\n");
            for (Comparison.Side s : c.sides()) {
                if (s.run() == null || i >= s.run().played().size()) {
                    continue;
                }
                String what = summary(s.run().played().get(i).ruling(), words, language);
                String name = name(s.ruleset());
                out.append(markdown ? "- " + t.get("format.label.markdown", name) + what + "\n" : "  " + t.get("format.label", name) + what + "\n");
            }
            Comparison.Difference d = diffs.get(i);
            if (!compared) {
                // One ruleset replayed the game: what it ruled, with nothing to set it against.
                out.append('\n');
                continue;
            }
            if (d == null) {
                out.append(markdown ? "\n" + t.get("compare.same") + "\n\n" : "  " + t.get("compare.same") + "\n\n");
                continue;
            }
            out.append(markdown ? "\n**" + t.get("compare.differ") + "**\n\n" : "  " + t.get("compare.differ") + "\n");
            for (String rule : d.ruleIds()) {
                out.append(markdown ? "- " + rulebook.title(rule) + " `" + rule + "`\n" : "    " + rulebook.title(rule) + " [" + rule + "]\n");
                for (Comparison.Side s : c.sides()) {
                    if (s.run() == null || i >= s.run().played().size()) {
                        continue;
                    }
                    Comparison.Clause cl = Comparison.clauses(s.run().played().get(i).ruling(), words).get(rule);
                    String text = cl == null ? t.get("compare.not-apply")
                            : words(cl, words.language())
                            + (cl.ruleset().isEmpty() ? "" : " — " + t.get("format.label", name(cl.ruleset())) + rulebook.cited(cl.source()));
                    out.append((markdown ? "  - " : "      ") + t.get("format.label", name(s.ruleset())) + text + "\n");
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** A ruleset or house rule as a reader knows it: by its name in the report's language, never its id. */
    private String name(String spec) {
        return EditionNames.spec(spec, rulebook.language());
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
        return summary(r, words, words.language());
    }

    /** What a ruling did: rulings worded by {@code words}, the report's own words in {@code language}. */
    public static String summary(Ruling r, tutor.trace.Words words, String language) {
        Texts t = Texts.of("report", language);
        if (r == null) {
            return t.get("summary.none");
        }
        if (r instanceof Ruling.Rejected rej) {
            return t.get("summary.refused", rej.rejection().reason(words));
        }
        // In the ruling's order; the payments between two parties are one line, summed where several rules pay.
        Map<List<Integer>, String> payments = Payments.byPayer(r, tutor.data.Bundle.get().rulebook(words.language()),
                words, tutor.data.Bundle.get().houseRules().keySet(), language);
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
        String done = parts.isEmpty() ? t.get("summary.nothing") : parts.stream().reduce((a, b) -> t.get("summary.and", a, b)).orElseThrow();
        if (after.pending() instanceof tutor.rules.state.Pending.AwaitRoll || after.pending() instanceof tutor.rules.state.Pending.TurnOver) {
            return done;
        }
        if (after.pending() instanceof tutor.rules.state.Pending.Debt d) {
            // As the table says it: who owes whom how much and for what, and that nothing is paid yet.
            List<String> owed = d.owed().stream().map(o -> owed(after, o, words, t)).toList();
            String debts = tutor.text.Lists.series(owed, words.language());
            return parts.isEmpty() ? t.get("summary.unpaid", debts) : t.get("summary.then.owes", done, debts);
        }
        if (after.pending() instanceof tutor.rules.state.Pending.GameOver) {
            // The game's end waits on nobody: naming its "actor" printed the Table's English "the Bank" (ru8 N3).
            return t.get("summary.then.over", done);
        }
        int actor = after.pending().actor();
        String who = actor == tutor.rules.state.Estates.BANK ? t.get("summary.owes.bank") : after.table().name(actor);
        return t.get("summary.then", done, who, words.format(tutor.rules.Referee.describe(after, after.pending()), after.table()));
    }

    /** "Ben owes Ann $2,000 for Boardwalk" for rent (the square the debtor stands on); "Ben owes the Bank $200: Income Tax" else. */
    private static String owed(tutor.rules.state.GameState s, tutor.rules.state.Pending.Owed o, tutor.trace.Words words, Texts t) {
        String debtor = s.table().name(o.debtor());
        String creditor = o.creditor() == tutor.rules.state.Estates.BANK ? t.get("summary.owes.bank") : s.table().name(o.creditor());
        String amount = words.money(o.amount(), s.board().currency());
        if (o.ruleId().startsWith("rent")) {
            return t.get("summary.owes.rent", debtor, creditor, amount, s.table().space(s.player(o.debtor()).position(), words.language()));
        }
        return t.get("summary.owes", debtor, creditor, amount, tutor.data.Bundle.get().rulebook(words.language()).title(o.ruleId()));
    }

    /** The clause's numbers and outcome as {@code language} lists them, or its own words when it has neither. */
    public static String words(Comparison.Clause cl, String language) {
        List<String> parts = new ArrayList<>();
        for (String p : List.of(cl.arithmetic(), cl.result(), cl.effects())) {
            if (!p.isEmpty()) {
                parts.add(p);
            }
        }
        return parts.isEmpty() ? cl.text() : tutor.text.Lists.series(parts, language);
    }
}
