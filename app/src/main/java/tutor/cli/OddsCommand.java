package tutor.cli;

import java.io.PrintStream;
import tutor.analysis.JailStrategy;
import tutor.analysis.Odds;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.RuleSet;
import tutor.scenario.EditionNames;
import tutor.scenario.Lang;
import tutor.text.Texts;

/**
 * {@code odds}: the landing odds of an edition, per roll, as text or CSV ({@code index,space,percent}),
 * with the Jail model they follow and the rolls a lap takes; or, with {@code --from}, where one throw
 * from a square ends ({@link NextThrowTable}). The text is in the language asked for; the CSV keeps its
 * column names and a decimal point, so a spreadsheet reads it the same everywhere, and names the
 * spaces in the language.
 */
final class OddsCommand extends LabCommand {

    OddsCommand(PrintStream out, String language) {
        super(out, language);
    }

    int run(Options o) {
        RuleSet rules = ruleset(o, "odds");
        JailStrategy jail = Lab.jail(o);
        String format = Lab.format(o);
        Board board = Bundle.get().board(rules);
        if (o.has("from")) {
            return new NextThrowTable(out, language).print(rules, board, Lab.square(board, o.get("from", "")), format);
        }
        Odds odds = Lab.odds(rules, jail);
        if (format.equals("csv")) {
            out.println("index,space,percent");
            for (Odds.Row r : odds.rows()) {
                out.println(r.index() + "," + Lab.csv(Lab.space(board, r, language)) + "," + tutor.text.Numbers.plain(r.percent(), 4));
            }
            return 0;
        }
        Texts t = Texts.of("lab", language);
        String edition = EditionNames.after(rules, Lang.content(language));
        if (odds.hasJail()) {
            out.println(t.get("odds.heading", edition, Lab.jailWords(jail, language)));
            out.println(t.get("convention"));
            out.println(jailModel(t, rules, odds));
        } else {
            out.println(t.get("odds.heading.no-jail", edition, odds.dice()));
            out.println(t.get("convention.no-jail"));
        }
        out.println();
        double max = odds.rows().stream().mapToDouble(Odds.Row::percent).max().orElse(1);
        for (Odds.Row r : odds.rows()) {
            int bar = (int) Math.round(40 * r.percent() / max);
            out.println(Lab.pad(Integer.toString(r.index()), 3, false) + "  " + Lab.pad(Lab.space(board, r, language), 34, true) + " "
                    + Lab.pad(Lang.percent(r.percent(), 4, language), 8, false) + "  " + "#".repeat(bar));
        }
        out.println();
        out.println(t.get("odds.rolls-per-turn", Lang.decimal(odds.rollsPerTurn(), 4, language), Lab.again(odds, language)));
        out.println(t.get(odds.hasJail() ? "odds.rolls-per-lap" : "odds.rolls-per-lap.no-jail", Lang.decimal(odds.rollsPerLap(), 2, language), board.size(),
                Lang.decimal(odds.advancePerRoll(), 4, language)));
        return 0;
    }

    /**
     * Which Jail model the figures follow: leaving at once (Collins' short strategy), or staying and leaving
     * on doubles with no further throw, as the US text says (where Collins' long model throws again).
     */
    private String jailModel(Texts t, RuleSet rules, Odds odds) {
        if (odds.jail() == JailStrategy.SHORT || !rules.jailExitByDoubles() || odds.dice() != 2) {
            return t.get("odds.jail-model.short");
        }
        return t.get("odds.jail-model.long", rules.jailTurns(), Lang.percent(100 * odds.inJail(), 4, language));
    }
}
