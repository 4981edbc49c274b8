package tutor.scenario;

import java.util.List;
import tutor.rules.state.Table;
import tutor.text.Phrase;

/**
 * Why a scenario that loads under its own edition cannot be replayed under another, in the words
 * a learner reads at the dispute desk: the card its deck lacks (by its printed text), the board
 * it lacks, the dice it throws, or the rule the position breaks (by title). Never a file
 * position, an id or the loader's author-facing English: those are for whoever writes the file.
 */
final class ReplayRefusal {

    private ReplayRefusal() {
    }

    /**
     * @param spec     the ruleset the scenario was replayed under
     * @param problems what kept it from loading there
     * @param own      the scenario's table under its own edition (its cards, to name the one the other lacks)
     */
    static Phrase of(String spec, List<Problem> problems, Table own) {
        return of("compare.cannot", spec, problems, own);
    }

    /** The same reason after another head: "compare.cannot.move" when one move, not a whole game, is refused. */
    static Phrase of(String head, String spec, List<Problem> problems, Table own) {
        Phrase reason = reason(problems.isEmpty() ? null : problems.get(0).text(), own);
        return Phrase.of("report", head, Phrase.by(lang -> under(spec, lang)), reason);
    }

    /** A move refused because the edition plays on another board than the table's (its squares are not there). */
    static Phrase otherBoard(String spec) {
        return Phrase.of("report", "compare.cannot.move", Phrase.by(lang -> under(spec, lang)), Phrase.of("report", "compare.cannot.board"));
    }

    /** The edition as it reads after "under" ("selon les règles modernes…" in French). */
    private static String under(String spec, String language) {
        tutor.rules.edition.RuleSet rules = tutor.data.Bundle.get().rulesets().get(spec);
        return rules == null ? EditionNames.spec(spec, language) : EditionNames.after(rules, language);
    }

    private static Phrase reason(Phrase problem, Table own) {
        if (!(problem instanceof Phrase.Keyed k) || !k.family().equals("problem")) {
            return Phrase.of("report", "compare.cannot.other");
        }
        switch (k.key()) {
            case "card.unknown-in":
                return card(String.valueOf(k.args().get(0)), String.valueOf(k.args().get(1)), own);
            case "deed.unknown", "space.unknown", "space.range":
                return Phrase.of("report", "compare.cannot.board");
            case "dice.one":
                return Phrase.of("report", "compare.cannot.dice-one");
            case "dice.two":
                return Phrase.of("report", "compare.cannot.dice-two");
            case "breaks-rule":
                String rule = String.valueOf(k.args().get(1));
                return Phrase.of("report", "compare.cannot.rule",
                        Phrase.by(lang -> tutor.data.Bundle.get().rulebook(Lang.content(lang)).title(rule)));
            default:
                return Phrase.of("report", "compare.cannot.other");
        }
    }

    /** The deck by its name and the card by its printed text, as the scenario's own edition prints them. */
    private static Phrase card(String cardId, String deckId, Table own) {
        int deck = own == null ? -1 : own.cards().deckIndex(deckId);
        int card = deck < 0 ? -1 : own.cards().decks().get(deck).cards().stream().map(tutor.rules.edition.Card::id).toList().indexOf(cardId);
        if (card < 0) {
            return Phrase.of("report", "compare.cannot.other");
        }
        return Phrase.of("report", "compare.cannot.card",
                Phrase.by(lang -> String.valueOf(Lang.words(lang).value(tutor.trace.Arg.deck(deck), own))),
                Phrase.by(lang -> String.valueOf(Lang.words(lang).value(tutor.trace.Arg.card(deck, card), own))
                        .replaceAll("[.!]$", "")));
    }
}
