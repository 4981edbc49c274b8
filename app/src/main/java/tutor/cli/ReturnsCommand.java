package tutor.cli;

import java.io.PrintStream;
import java.util.List;
import tutor.analysis.Amounts;
import tutor.analysis.JailStrategy;
import tutor.analysis.Odds;
import tutor.analysis.ReturnRow;
import tutor.analysis.Returns;
import tutor.rules.edition.RuleSet;

/**
 * {@code returns}: what every deed and colour group earns at every level, per opponent roll, with
 * its cost and payback; as text or CSV. The odds are those of a player who leaves Jail at once.
 */
final class ReturnsCommand {

    private final PrintStream out;

    ReturnsCommand(PrintStream out) {
        this.out = out;
    }

    int run(Options o) {
        Lab.noArguments(o, "returns");
        RuleSet rules = Rulesets.require(o.get("ruleset", "classic"));
        int opponents = o.integer("opponents", 3, 1, 7);
        String format = Lab.format(o);
        Odds odds = Lab.odds(rules, JailStrategy.SHORT);
        List<ReturnRow> rows = Returns.of(odds, rules, opponents);
        if (format.equals("csv")) {
            out.println("kind,name,group,level,odds_percent,rent,income_per_roll,cost,payback_rolls,payback_rounds,marginal_payback_rolls");
            for (ReturnRow r : rows) {
                out.println(String.join(",", r.kind().name().toLowerCase(java.util.Locale.ROOT),
                        Lab.csv(r.kind() == ReturnRow.Kind.GROUP ? r.group() : r.name()), r.group(), r.level(),
                        Amounts.decimal(r.odds() * 100, 4), r.rent() == null ? "" : r.rent().toString(),
                        r.income().toPlainString(), Long.toString(r.cost()), plain(r.paybackRolls()),
                        plain(r.paybackRounds()), plain(r.marginalRolls())));
            }
            return 0;
        }
        String c = odds.board().currency();
        out.println("Returns under " + rules.title() + ", per opponent roll, with " + opponents
                + (opponents == 1 ? " opponent." : " opponents."));
        out.println(Odds.CONVENTION + " Opponents leave Jail at once.");
        out.println("Levels: alone = the lot without its group; 0 = the whole group, no houses; 1-4 houses; hotel;"
                + " railroads and utilities by how many the owner holds.");
        out.println();
        out.println(String.format(java.util.Locale.ROOT, "%-24s %-11s %-6s %8s %10s %9s %10s %8s %9s", "deed or group", "group", "level",
                "odds", "per roll", "cost", "payback", "rounds", "marginal"));
        for (ReturnRow r : rows) {
            out.println(String.format(java.util.Locale.ROOT, "%-24s %-11s %-6s %7s%% %10s %9s %10s %8s %9s",
                    r.kind() == ReturnRow.Kind.GROUP ? "[" + r.group() + "]" : r.name(), r.group(), r.level(),
                    Amounts.decimal(r.odds() * 100, 2), Amounts.money(c, r.income()), Amounts.money(c, r.cost()),
                    plain(r.paybackRolls(), "never"), plain(r.paybackRounds(), "never"), plain(r.marginalRolls(), "")));
        }
        out.println();
        out.println("payback: opponent rolls until the income repays the cost; rounds: every opponent taking a turn;");
        out.println("marginal: opponent rolls for the income this level adds to repay what it added to the cost.");
        ReturnRow example = rows.stream().filter(r -> r.kind() == ReturnRow.Kind.DEED && r.level().equals("hotel"))
                .reduce((a, b) -> b).orElse(rows.get(rows.size() - 1));
        out.println();
        out.println("How the numbers are worked out, for " + example.name() + " (level " + example.level() + "):");
        for (String line : example.explanation()) {
            out.println("  " + line);
        }
        return 0;
    }

    private static String plain(java.math.BigDecimal d) {
        return plain(d, "");
    }

    private static String plain(java.math.BigDecimal d, String none) {
        return d == null ? none : d.toPlainString();
    }
}
