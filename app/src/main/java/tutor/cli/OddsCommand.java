package tutor.cli;

import java.io.PrintStream;
import tutor.analysis.Amounts;
import tutor.analysis.JailStrategy;
import tutor.analysis.Odds;
import tutor.rules.edition.RuleSet;

/** {@code odds}: the landing odds of an edition, per roll, as text or CSV ({@code index,space,percent}). */
final class OddsCommand {

    private final PrintStream out;

    OddsCommand(PrintStream out) {
        this.out = out;
    }

    int run(Options o) {
        Lab.noArguments(o, "odds");
        RuleSet rules = Rulesets.require(o.get("ruleset", "classic"));
        JailStrategy jail = Lab.jail(o);
        String format = Lab.format(o);
        Odds odds = Lab.odds(rules, jail);
        if (format.equals("csv")) {
            out.println("index,space,percent");
            for (Odds.Row r : odds.rows()) {
                out.println(r.index() + "," + Lab.csv(r.space()) + "," + Amounts.decimal(r.percent(), 4));
            }
            return 0;
        }
        out.println("Landing odds under " + rules.title() + ", a player who " + jail.words() + ".");
        out.println(Odds.CONVENTION);
        out.println();
        double max = odds.rows().stream().mapToDouble(Odds.Row::percent).max().orElse(1);
        for (Odds.Row r : odds.rows()) {
            int bar = (int) Math.round(40 * r.percent() / max);
            out.println(String.format(java.util.Locale.ROOT, "%3d  %-34s %7s%%  %s", r.index(), r.space(),
                    Amounts.decimal(r.percent(), 4), "#".repeat(bar)));
        }
        out.println();
        out.println("A player rolls " + Amounts.decimal(odds.rollsPerTurn(), 4) + " times a turn on average (doubles roll again).");
        return 0;
    }
}
