package tutor.cli;

import java.io.PrintStream;
import java.util.Map;
import tutor.data.RuleSetLoader;
import tutor.rules.edition.Clause;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.data.Bundle;
import tutor.scenario.EditionNames;
import tutor.scenario.Lang;
import tutor.text.Texts;

/**
 * Lists a ruleset's values with the source of each. The values' names and their settings are the
 * names a ruleset file and a scenario's overrides use, so they read the same in every language.
 */
final class RulesCommand {

    private final PrintStream out;
    private final tutor.trace.Words words;
    private final Texts t;

    RulesCommand(PrintStream out, tutor.trace.Rulebook book, Texts t) {
        this.out = out;
        this.t = t;
        this.words = book.words();
    }

    /** Every edition and every house rule, by id and by name in the language: {@code rules --list}. */
    int list() {
        out.println(t.get("rules.list.editions") + editions(t.language()));
        out.println(t.get("rules.list.house-rules") + houseRules(t.language()));
        return 0;
    }

    /** Every edition, one a line: its id (what --ruleset takes) and its name in the language. */
    static String editions(String language) {
        StringBuilder b = new StringBuilder();
        for (RuleSet rs : Bundle.get().rulesets().values()) {
            b.append(String.format("%n    %-12s %s", rs.id(), EditionNames.of(rs, Lang.content(language))));
        }
        return b.toString();
    }

    /** Every house rule, one a line: its id (added to an edition with +) and its name in the language. */
    static String houseRules(String language) {
        StringBuilder b = new StringBuilder();
        for (String id : Bundle.get().houseRules().keySet()) {
            b.append(String.format("%n    %-18s %s", id, EditionNames.houseRule(id, Lang.content(language))));
        }
        return b.toString();
    }

    int run(Options o) {
        String id = o.get("ruleset", "classic");
        RuleSet rs = Rulesets.require(id);
        out.println(t.get("rules.heading", EditionNames.of(rs, tutor.scenario.Lang.content(t.language())), rs.id(), rs.boardId(), rs.cardsId()));
        for (Map.Entry<RuleKey<?>, Clause<?>> e : rs.clauses().entrySet()) {
            Object v = e.getValue().value();
            String shown = v instanceof Enum<?> en ? RuleSetLoader.yamlName(en) : String.valueOf(v);
            out.printf("  %-32s %-20s %s%s%n", e.getKey().name(), shown, words.citation(e.getValue().citation()),
                    e.getValue().replaced() == null ? "" : "  " + t.get("rules.house-rule", e.getValue().rulesetId(),
                            String.valueOf(e.getValue().replaced().value())));
        }
        return 0;
    }
}
