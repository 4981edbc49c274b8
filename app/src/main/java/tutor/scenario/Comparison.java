package tutor.scenario;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tutor.data.Bundle;
import tutor.rules.state.Ruling;
import tutor.trace.Arg;
import tutor.trace.Msg;
import tutor.trace.TraceStep;
import tutor.trace.WordedStep;

/**
 * The same scenario ruled under several rulesets, step by step, and the clauses that make the
 * rulings differ: the dispute desk's engine. A clause differs when a rule appears under one
 * ruleset and not another, or says or gives something else there (words, numbers, result, effects).
 */
public final class Comparison {

    /**
     * One ruleset's run of the scenario, or why it could not be run: {@code refusal} says in the learner's words why a
     * scenario that loads under its own edition cannot be replayed under this one (null when it ran, or when the file
     * itself is at fault, which {@code problems} then tells its author with file:line:column).
     */
    public record Side(String ruleset, String title, ScenarioRunner.Run run, List<Problem> problems, tutor.text.Phrase refusal) { }

    /**
     * One rule as it was applied under one ruleset in one step: its words, numbers, and what it
     * moved, as shown (English), and as what it says ({@code said}: the messages and effects, which
     * hold ids and sums rather than words, so editions with other words or currencies compare on substance).
     */
    public record Clause(String ruleId, String ruleset, String source, String text, String arithmetic, String result,
                         String effects, List<Object> said) {
    }

    /** A step of the script where the rulings differ, and the rules that differ. */
    public record Difference(int step, Set<String> ruleIds) { }

    private final List<Side> sides;

    private Comparison(List<Side> sides) {
        this.sides = List.copyOf(sides);
    }

    public static Comparison of(Path file, List<String> rulesets) {
        return of(file, rulesets, "en");
    }

    /** The comparison with the scenario's texts (its title) read in a language. */
    public static Comparison of(Path file, List<String> rulesets, String language) {
        ScenarioLoader loader = new ScenarioLoader(Bundle.get(), language);
        return of(loader.load(file), spec -> loader.load(file, spec), rulesets);
    }

    /**
     * A scenario held in memory (a table put to the referee, as {@link TableFile} writes it) compared without
     * writing it to a file; {@code name} stands for the file in an author's messages.
     */
    public static Comparison of(String name, String text, List<String> rulesets, String language) {
        ScenarioLoader loader = new ScenarioLoader(Bundle.get(), language);
        return of(loader.load(name, text, null), spec -> loader.load(name, text, spec), rulesets);
    }

    private static Comparison of(ScenarioLoader.LoadResult own, java.util.function.Function<String, ScenarioLoader.LoadResult> load,
                                 List<String> rulesets) {
        ScenarioRunner runner = new ScenarioRunner();
        List<Side> sides = new ArrayList<>();
        for (String spec : rulesets) {
            ScenarioLoader.LoadResult r = load.apply(spec);
            if (!r.loaded()) {
                tutor.text.Phrase refusal = own.loaded() ? ReplayRefusal.of(spec, r.problems(), own.scenario().table()) : null;
                sides.add(new Side(spec, spec, null, r.problems(), refusal));
            } else {
                sides.add(new Side(spec, r.scenario().table().rules().title(), runner.run(r.scenario()), List.of(), null));
            }
        }
        return new Comparison(sides);
    }

    public List<Side> sides() {
        return sides;
    }

    /** The clauses a ruling applied, by rule id (the last step of each rule wins, as it holds the numbers). */
    public static Map<String, Clause> clauses(Ruling r) {
        return clauses(r, Bundle.get().words());
    }

    /** The clauses a ruling applied, worded in a language; {@code said} (what decides whether two differ) is the same in every one. */
    public static Map<String, Clause> clauses(Ruling r, tutor.trace.Words words) {
        Map<String, Clause> out = new LinkedHashMap<>();
        if (r == null) {
            return out;
        }
        for (WordedStep s : WordedStep.flatten(r.trace(), words)) {
            Clause old = out.get(s.ruleId());
            TraceStep raw = s.step();
            boolean keepArithmetic = raw.arithmetic().isEmpty() && old != null;
            boolean keepResult = raw.result().isEmpty() && old != null;
            String arithmetic = keepArithmetic ? old.arithmetic() : s.arithmetic();
            String ruleset = s.ruleset().isEmpty() && old != null ? old.ruleset() : s.ruleset();
            String source = s.source().isEmpty() && old != null ? old.source() : s.source();
            String result = keepResult ? old.result() : s.result();
            String text = old == null ? s.text() : old.text();
            List<String> effectList = new ArrayList<>();
            if (old != null && !old.effects().isEmpty()) {
                effectList.add(old.effects());
            }
            effectList.addAll(s.effects());
            // Where a payment went and on whose word ("goes to: the Bank (Money under Free Parking: …)"): a house-rule
            // column says what its rule did with the sum, even where the sum itself moved as under the edition alone.
            List<tutor.trace.Input> goesTo = raw.inputs().stream().filter(in -> in.label().id().equals("input.goes-to")).toList();
            for (tutor.trace.Input in : goesTo) {
                effectList.add(words.format(tutor.trace.Msg.of("render.input", "name", tutor.trace.Arg.msg(in.label()),
                        "value", tutor.trace.Arg.msg(in.value())), r.trace().names()));
            }
            String effects = tutor.text.Lists.series(effectList, words.language());
            List<Object> said = new ArrayList<>();
            tutor.trace.Names names = r.trace().names();
            said.add(old == null ? cardsByText(raw.text(), names) : old.said().get(0));
            said.add(keepArithmetic ? old.said().get(1) : cardsByText(raw.arithmetic(), names));
            said.add(keepResult ? old.said().get(2) : cardsByText(raw.result(), names));
            if (old != null) {
                said.addAll(old.said().subList(3, old.said().size()));
            }
            said.addAll(raw.effects());
            // Money that goes to the Bank, where every edition sends it, rules the same whether or not a house rule's
            // column says so: only another payee (the Free Parking pot) is a difference (a jail fine paid to the Bank
            // under "classic" and under "classic+free-parking-pot" was shown as differing).
            goesTo.stream().filter(in -> !toTheBank(in)).forEach(in -> said.add(in.value()));
            out.put(s.ruleId(), new Clause(s.ruleId(), ruleset, source, text, arithmetic, result, effects.toString(), said));
        }
        return out;
    }

    /** Whether a "goes to" line names the Bank. */
    private static boolean toTheBank(tutor.trace.Input goesTo) {
        return goesTo.value().args().get("to") instanceof Arg.Player p && p.seat() == tutor.rules.state.Estates.BANK;
    }

    /**
     * A message with each card it names given as the card's printed text: where rulesets play with
     * different card sets, the same card (Illinois Avenue) stands at another place in each, and its
     * place is no part of the ruling.
     */
    private static Msg cardsByText(Msg m, tutor.trace.Names names) {
        if (!(names instanceof tutor.rules.state.Table table)
                || m.args().values().stream().noneMatch(a -> a instanceof Arg.Card || a instanceof Arg.Message)) {
            return m;
        }
        Map<String, Arg> args = new LinkedHashMap<>();
        m.args().forEach((name, a) -> args.put(name, a instanceof Arg.Card c
                ? Arg.text(printed(table.cards().decks().get(c.deck()).cards().get(c.card())))
                : a instanceof Arg.Message nested ? Arg.msg(cardsByText(nested.msg(), names)) : a));
        return new Msg(m.id(), args);
    }

    /** A card as printed: its text (a template naming its sums) and what it does, with those sums. */
    private static String printed(tutor.rules.edition.Card card) {
        return card.text() + " " + card.effect();
    }

    /**
     * Whether two applications of a rule rule the same: the same words, numbers, result and effects.
     * Which edition's text is cited for an equal value (the 2021 guide keeping a long-form rule, say)
     * does not make rulings differ.
     */
    static boolean sameRuling(Clause a, Clause b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.said().equals(b.said());
    }


    /** Every step where the rulings are not the same under all the rulesets. */
    public List<Difference> differences() {
        List<Difference> diffs = new ArrayList<>();
        int steps = sides.stream().filter(s -> s.run() != null).mapToInt(s -> s.run().played().size()).max().orElse(0);
        for (int i = 0; i < steps; i++) {
            List<Map<String, Clause>> rulings = new ArrayList<>();
            for (Side side : sides) {
                // A side that could not be replayed says so once; it differs from the others at no step.
                if (side.run() != null) {
                    rulings.add(i >= side.run().played().size() ? Map.of() : clauses(side.run().played().get(i).ruling()));
                }
            }
            Set<String> differing = new LinkedHashSet<>();
            Set<String> all = new LinkedHashSet<>();
            rulings.forEach(m -> all.addAll(m.keySet()));
            for (String rule : all) {
                Clause first = rulings.get(0).get(rule);
                for (Map<String, Clause> m : rulings) {
                    if (!sameRuling(m.get(rule), first)) {
                        differing.add(rule);
                    }
                }
            }
            if (!differing.isEmpty()) {
                diffs.add(new Difference(i, differing));
            }
        }
        return diffs;
    }
}
