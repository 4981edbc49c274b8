package tutor.cli;

import tutor.analysis.JailStrategy;
import tutor.analysis.LandingChain;
import tutor.analysis.Odds;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.CardSet;
import tutor.rules.edition.RuleSet;

/** What the lab commands share: the edition from the command line, its odds, number formats. */
final class Lab {

    private Lab() {
    }

    static Odds odds(RuleSet rules, JailStrategy jail) {
        Board board = Bundle.get().board(rules);
        CardSet cards = Bundle.get().cardSets().get(rules.cardsId());
        return LandingChain.solve(board, rules, cards, jail);
    }

    static String format(Options o) {
        String f = o.get("format", "text");
        if (!f.equals("text") && !f.equals("csv")) {
            throw new UsageException("--format is text or csv, not '" + f + "'");
        }
        return f;
    }

    static JailStrategy jail(Options o) {
        try {
            return JailStrategy.of(o.get("jail", "short"));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--jail " + e.getMessage().replace("no jail strategy", "takes short or long, not"));
        }
    }

    /** A CSV field: quoted when it holds a comma or a quote. */
    static String csv(String field) {
        if (field.contains(",") || field.contains("\"")) {
            return "\"" + field.replace("\"", "\"\"") + "\"";
        }
        return field;
    }

    static void noArguments(Options o, String command) {
        if (!o.arguments().isEmpty()) {
            throw new UsageException(command + " takes no arguments, only options (got '" + o.arguments().get(0) + "')");
        }
    }
}
