package tutor.cli;

import java.io.PrintStream;
import java.util.Map;
import tutor.data.Bundle;
import tutor.data.RuleSetLoader;
import tutor.rules.edition.Clause;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;

/** Lists a ruleset's values with the source of each. */
final class RulesCommand {

    private final PrintStream out;

    private final tutor.trace.Rulebook book;

    RulesCommand(PrintStream out, tutor.trace.Rulebook book) {
        this.out = out;
        this.book = book;
    }

    int run(Options o) {
        String id = o.get("ruleset", "classic");
        RuleSet rs = Rulesets.require(id);
        out.println(rs.title() + " (" + rs.id() + "): board " + rs.boardId() + ", cards " + rs.cardsId());
        for (Map.Entry<RuleKey<?>, Clause<?>> e : rs.clauses().entrySet()) {
            Object v = e.getValue().value();
            String shown = v instanceof Enum<?> en ? RuleSetLoader.yamlName(en) : String.valueOf(v);
            out.printf("  %-32s %-20s %s%s%n", e.getKey().name(), shown, e.getValue().citation(),
                    e.getValue().replaced() == null ? "" : "  [house rule " + e.getValue().rulesetId() + ", instead of "
                            + e.getValue().replaced().value() + "]");
        }
        return 0;
    }
}
