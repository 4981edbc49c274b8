package tutor.cli;

import tutor.analysis.JailStrategy;
import tutor.analysis.LandingChain;
import tutor.analysis.Odds;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.edition.CardSet;
import tutor.rules.edition.RuleSet;
import tutor.text.Phrase;

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
            throw new UsageException(Phrase.of("cli", "error.format", "text", "csv", f));
        }
        return f;
    }

    static tutor.analysis.CardRent cardRent(Options o) {
        String c = o.get("card-rent", "cards");
        try {
            return tutor.analysis.CardRent.of(c);
        } catch (IllegalArgumentException e) {
            throw new UsageException(Phrase.of("cli", "error.card-rent", c));
        }
    }

    /** A square given to {@code --from}: its index on the board, or its name as the board prints it. */
    static int square(Board board, String given) {
        if (given.matches("\\d{1,3}") && Integer.parseInt(given) < board.size()) {
            return Integer.parseInt(given);
        }
        return board.spaceNamed(given).map(tutor.rules.edition.Space::index)
                .orElseThrow(() -> new UsageException(Phrase.of("cli", "error.from", given, String.valueOf(board.size() - 1))));
    }

    /** A colour group: its id in English (as the CSV and the lessons write it), its name on the board in other languages. */
    static String group(Board board, String id, String content) {
        if (content.equals("en")) {
            return id;
        }
        return board.groups().stream().filter(g -> g.id().equals(id)).findFirst()
                .map(g -> board.localized().name(content, g.name())).orElse(id);
    }

    static JailStrategy jail(Options o) {
        String j = o.get("jail", "short");
        try {
            return JailStrategy.of(j);
        } catch (IllegalArgumentException e) {
            throw new UsageException(Phrase.of("cli", "error.jail", j));
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
            throw new UsageException(Phrase.of("cli", "error.no-arguments", command, o.arguments().get(0)));
        }
    }

    /**
     * A row of the landing odds named in a language: the board's name for the space (with "Just
     * Visiting" on the Jail square), or "In Jail" for the row after the last space.
     */
    static String space(Board board, Odds.Row row, String language) {
        return space(board, row.index(), language);
    }

    /** A square by its index (the board's size for In Jail), named as {@link #space(Board, Odds.Row, String)} names it. */
    static String space(Board board, int index, String language) {
        tutor.text.Texts t = tutor.text.Texts.of("lab", language);
        String content = tutor.scenario.Lang.content(language);
        if (index >= board.size()) {
            return t.get("space.in-jail");
        }
        String name = board.localized().name(content, board.space(index).name());
        return index == board.jailIndex() ? t.get("space.just-visiting", name) : name;
    }

    /** Why a player rolls more than once a turn on this board, in a language. */
    static String again(Odds odds, String language) {
        return odds.again().in(language);
    }

    /** What a Jail strategy means, in a language ("leaves Jail at once (pays the fine or uses a card)"). */
    static String jailWords(JailStrategy jail, String language) {
        return tutor.text.Texts.of("lab", language).get("jail." + jail.id());
    }

    /** Text padded with spaces to a width on the right (left-aligned) or the left, as printf's %-Ns and %Ns. */
    static String pad(String text, int width, boolean left) {
        String fill = " ".repeat(Math.max(0, width - text.length()));
        return left ? text + fill : fill + text;
    }
}
