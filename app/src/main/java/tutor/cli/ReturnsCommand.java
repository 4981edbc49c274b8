package tutor.cli;

import java.io.PrintStream;
import java.util.List;
import tutor.analysis.JailStrategy;
import tutor.analysis.Odds;
import tutor.analysis.ReturnRow;
import tutor.analysis.Returns;
import tutor.rules.edition.RuleSet;
import tutor.scenario.EditionNames;
import tutor.scenario.Lang;
import tutor.text.Texts;

/**
 * {@code returns}: what every deed and colour group earns at every level, per opponent roll, with
 * its cost and payback; as text or CSV. The odds are those of a player who leaves Jail at once.
 */
final class ReturnsCommand {

    private final PrintStream out;
    private final String language;

    ReturnsCommand(PrintStream out, String language) {
        this.out = out;
        this.language = language;
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
                        tutor.text.Numbers.plain(r.odds() * 100, 4), r.rent() == null ? "" : r.rent().toString(),
                        r.income().toPlainString(), Long.toString(r.cost()), plain(r.paybackRolls()),
                        plain(r.paybackRounds()), plain(r.marginalRolls())));
            }
            return 0;
        }
        String c = odds.board().currency();
        Texts t = Texts.of("lab", language);
        String content = Lang.content(language);
        tutor.rules.edition.Board board = odds.board();
        out.println(t.get("returns.heading", EditionNames.of(rules, content), opponents));
        out.println(t.get("convention") + " " + t.get("returns.jail"));
        out.println(t.get("returns.levels"));
        out.println();
        out.println(Lab.pad(t.get("returns.col.name"), 24, true) + " " + Lab.pad(t.get("returns.col.group"), 11, true) + " "
                + Lab.pad(t.get("returns.col.level"), 6, true) + " " + Lab.pad(t.get("returns.col.odds"), 8, false) + " "
                + Lab.pad(t.get("returns.col.per-roll"), 10, false) + " " + Lab.pad(t.get("returns.col.cost"), 9, false) + " "
                + Lab.pad(t.get("returns.col.payback"), 10, false) + " " + Lab.pad(t.get("returns.col.rounds"), 8, false) + " "
                + Lab.pad(t.get("returns.col.marginal"), 9, false));
        String never = t.get("returns.never");
        for (ReturnRow r : rows) {
            String group = group(board, r.group(), content);
            String name = r.kind() == ReturnRow.Kind.GROUP ? "[" + group + "]" : board.localized().name(content, r.name());
            out.println(Lab.pad(name, 24, true) + " " + Lab.pad(group, 11, true) + " " + Lab.pad(level(t, r.level()), 6, true) + " "
                    + Lab.pad(Lang.percent(r.odds() * 100, 2, language), 8, false) + " "
                    + Lab.pad(Lang.money(r.income(), c, language), 10, false) + " " + Lab.pad(Lang.money(r.cost(), c, language), 9, false) + " "
                    + Lab.pad(number(r.paybackRolls(), never), 10, false) + " " + Lab.pad(number(r.paybackRounds(), never), 8, false) + " "
                    + Lab.pad(number(r.marginalRolls(), ""), 9, false));
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

    /** A colour group: its id in English (as the CSV and the lessons write it), its name on the board in other languages. */
    private static String group(tutor.rules.edition.Board board, String id, String content) {
        if (content.equals("en")) {
            return id;
        }
        return board.groups().stream().filter(g -> g.id().equals(id)).findFirst()
                .map(g -> board.localized().name(content, g.name())).orElse(id);
    }

    private String number(java.math.BigDecimal d, String none) {
        return d == null ? none : tutor.text.Numbers.decimal(d, Math.max(0, d.scale()), Lang.content(language));
    }

    private static String plain(java.math.BigDecimal d) {
        return plain(d, "");
    }

    private static String plain(java.math.BigDecimal d, String none) {
        return d == null ? none : d.toPlainString();
    }
}
