package tutor.cli;

import java.io.PrintStream;
import tutor.analysis.NextThrow;
import tutor.analysis.Ratio;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.RuleSet;
import tutor.scenario.EditionNames;
import tutor.scenario.Lang;
import tutor.text.Texts;

/**
 * {@code odds --from SQUARE}: where one throw from a square ends, as exact fractions (the dice's share
 * over 36, the share after cards over their common denominator) and as a percentage, square by square
 * and by colour group; In Jail last. CSV: {@code index,space,reached,ends,percent}.
 */
final class NextThrowTable extends LabCommand {

    NextThrowTable(PrintStream out, String language) {
        super(out, language);
    }

    int print(RuleSet rules, Board board, int from, String format) {
        NextThrow next = NextThrow.from(board, rules, Bundle.get().cardSets().get(rules.cardsId()), from);
        long d = next.commonDenominator();
        int n = board.size();
        if (format.equals("csv")) {
            out.println("index,space,reached,ends,percent");
            for (int i = 0; i <= n; i++) {
                Ratio reached = i < n ? next.reached()[i] : Ratio.ZERO;
                Ratio ends = i < n ? next.ends()[i] : next.inJail();
                if (!reached.isZero() || !ends.isZero()) {
                    out.println(i + "," + Lab.csv(Lab.space(board, i, language)) + "," + reached.over(next.outcomes()) + "/"
                            + next.outcomes() + "," + ends.over(d) + "/" + d + "," + tutor.text.Numbers.plain(100 * ends.value(), 4));
                }
            }
            return 0;
        }
        Texts t = Texts.of("lab", language);
        String content = Lang.content(language);
        out.println(t.get("next.heading", Lab.space(board, from, language), EditionNames.after(rules, content), next.outcomes()));
        out.println();
        out.println(row(t.get("next.col.square"), t.get("next.col.reached"), t.get("next.col.ends"), t.get("next.col.percent")));
        for (int i = 0; i <= n; i++) {
            Ratio reached = i < n ? next.reached()[i] : Ratio.ZERO;
            Ratio ends = i < n ? next.ends()[i] : next.inJail();
            if (!reached.isZero() || !ends.isZero()) {
                out.println(row(Lab.pad(Integer.toString(i), 3, false) + "  " + Lab.space(board, i, language),
                        fraction(reached, next.outcomes()), fraction(ends, d), Lang.percent(100 * ends.value(), 4, language)));
            }
        }
        out.println();
        out.println(t.get("next.groups"));
        for (ColorGroup g : board.groups()) {
            Ratio reached = next.reached(g);
            Ratio ends = next.ends(g);
            if (!reached.isZero() || !ends.isZero()) {
                out.println(row("     " + Lab.group(board, g.id(), content), fraction(reached, next.outcomes()), fraction(ends, d),
                        Lang.percent(100 * ends.value(), 4, language)));
            }
        }
        if (rules.dice() == 2) {
            out.println();
            out.println(t.get("next.doubles", "6/" + next.outcomes()));
        }
        return 0;
    }

    /** A chance over a denominator, {@code 14/36}; nothing for none. */
    private String fraction(Ratio r, long over) {
        return r.isZero() ? "-" : tutor.text.Numbers.whole(r.over(over), Lang.content(language)) + "/"
                + tutor.text.Numbers.whole(over, Lang.content(language));
    }

    private static String row(String square, String reached, String ends, String percent) {
        return Lab.pad(square, 40, true) + " " + Lab.pad(reached, 14, false) + " " + Lab.pad(ends, 16, false) + " "
                + Lab.pad(percent, 10, false);
    }
}
