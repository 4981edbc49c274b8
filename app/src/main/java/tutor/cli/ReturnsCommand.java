package tutor.cli;

import java.io.PrintStream;
import java.util.List;
import tutor.analysis.CardRent;
import tutor.analysis.JailStrategy;
import tutor.analysis.Odds;
import tutor.analysis.ReturnRow;
import tutor.analysis.Returns;
import tutor.analysis.Shown;
import tutor.rules.edition.RuleSet;
import tutor.scenario.EditionNames;
import tutor.scenario.Lang;
import tutor.text.Texts;

/**
 * {@code returns}: what every deed and colour group earns at every level, per opponent roll, with
 * its cost and payback; as text or CSV. Opponents follow a Jail strategy ({@code --jail}, leaving at
 * once by default) and railroads and utilities a convention for the cards that change their rent
 * ({@code --card-rent}). Figures are unrounded until printed (the table to the cent and one decimal,
 * the CSV's income to six decimals).
 */
final class ReturnsCommand extends LabCommand {

    ReturnsCommand(PrintStream out, String language) {
        super(out, language);
    }

    int run(Options o) {
        RuleSet rules = ruleset(o, "returns");
        int opponents = o.integer("opponents", 3, 1, 7);
        String format = Lab.format(o);
        JailStrategy jail = Lab.jail(o);
        CardRent cardRent = Lab.cardRent(o);
        Odds odds = Lab.odds(rules, jail);
        List<ReturnRow> rows = Returns.of(odds, rules, opponents, cardRent);
        if (format.equals("csv")) {
            out.println(ReturnRow.CSV_HEADER);
            for (ReturnRow r : rows) {
                out.println(r.csv());
            }
            return 0;
        }
        String c = odds.board().currency();
        Texts t = Texts.of("lab", language);
        String content = Lang.content(language);
        tutor.rules.edition.Board board = odds.board();
        out.println(t.get("returns.heading", EditionNames.after(rules, content), opponents));
        out.println(odds.hasJail() ? t.get("convention") + " " + t.get("returns.jail", jail.id()) : t.get("convention.no-jail"));
        out.println(t.get(rules.buildingsAllowed() ? "returns.levels" : "returns.levels.no-buildings"));
        if (Returns.cardsChangeRent(odds)) {
            out.println(t.get("returns.card-rent." + cardRent.id()));
        }
        out.println(t.get("returns.exact"));
        out.println();
        out.println(Lab.pad(t.get("returns.col.name"), 24, true) + " " + Lab.pad(t.get("returns.col.group"), 11, true) + " "
                + Lab.pad(t.get("returns.col.level"), 6, true) + " " + Lab.pad(t.get("returns.col.odds"), 8, false) + " "
                + Lab.pad(t.get("returns.col.per-roll"), 10, false) + " " + Lab.pad(t.get("returns.col.cost"), 9, false) + " "
                + Lab.pad(t.get("returns.col.payback"), 10, false) + " " + Lab.pad(t.get("returns.col.rounds"), 8, false) + " "
                + Lab.pad(t.get("returns.col.marginal"), 9, false));
        String never = t.get("returns.never");
        for (ReturnRow r : rows) {
            String group = Lab.group(board, r.group(), content);
            String name = r.kind() == ReturnRow.Kind.GROUP ? "[" + group + "]" : board.localized().name(content, r.name());
            out.println(Lab.pad(name, 24, true) + " " + Lab.pad(group, 11, true) + " " + Lab.pad(level(t, r.level()), 6, true) + " "
                    + Lab.pad(Lang.percent(r.odds() * 100, 2, language), 8, false) + " "
                    + Lab.pad(Lang.money(r.income(), c, language), 10, false) + " " + Lab.pad(Lang.money(r.cost(), c, language), 9, false) + " "
                    + Lab.pad(payback(r.paybackRolls(), never), 10, false) + " " + Lab.pad(payback(r.paybackRounds(), never), 8, false) + " "
                    + Lab.pad(payback(r.marginalRolls(), ""), 9, false));
        }
        out.println();
        out.println(t.get("returns.legend.payback"));
        out.println(t.get("returns.legend.marginal"));
        ReturnRow example = rows.stream().filter(r -> r.kind() == ReturnRow.Kind.DEED && r.level().equals("hotel"))
                .reduce((a, b) -> b).orElse(rows.get(rows.size() - 1));
        out.println();
        out.println(t.get("returns.example", board.localized().name(content, example.name()), level(t, example.level())));
        for (String line : example.explanation(content)) {
            out.println("  " + line);
        }
        return 0;
    }

    /** A level as the table shows it: "alone" and "hotel" in words, counts as they are. */
    private static String level(Texts t, String level) {
        return level.equals("alone") || level.equals("hotel") ? t.get("returns.level." + level) : level;
    }

    /** A payback as the table shows it: to one decimal, in the reader's language. */
    private String payback(java.math.BigDecimal d, String none) {
        return d == null ? none : tutor.text.Numbers.decimal(d, Shown.PAYBACK, Lang.content(language));
    }
}
