package tutor.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;

/**
 * What a loaded scenario means, as one text: its fields, every part of its starting position (down to
 * the order of the decks and the dice to come) and its script, without the line numbers. Two files
 * with the same meaning give the same text, so the canonical writer can prove it changed only the
 * layout, and a saved position can be compared with the one it was saved from.
 */
public final class ScenarioMeaning {

    private ScenarioMeaning() {
    }

    public static String of(Scenario s) {
        List<String> lines = new ArrayList<>();
        lines.add("id=" + s.id() + " title=" + s.title() + " topic=" + s.topic() + " level=" + s.level());
        lines.add("ruleset=" + s.rulesetId() + " goal=" + s.goal() + " sources=" + s.sources());
        lines.add("compare=" + s.compare() + " agree=" + s.rulesetsAgree());
        lines.add(position(s.start()));
        for (ScriptStep step : s.steps()) {
            lines.add(step(step));
        }
        return String.join("\n", lines);
    }

    /** Every part of a position that a game or a check can see, as text. */
    public static String position(GameState s) {
        List<String> lines = new ArrayList<>();
        var t = s.table();
        lines.add("table " + t.rules().id() + " board=" + t.board().id() + " cards=" + t.rules().cardsId() + " seats=" + t.seats()
                + " ask-at-once=" + t.ownersAskAtOnce() + " order=" + t.turnOrder());
        lines.add("values " + RuleKey.ALL.stream().map(k -> k.name() + "=" + t.rules().get(k)).collect(Collectors.joining(",")));
        s.players().forEach(p -> lines.add("player " + p));
        for (int d = 0; d < s.estates().size(); d++) {
            if (s.estates().owner(d) != tutor.rules.state.Estates.BANK || s.estates().houses(d) != 0 || s.estates().hotel(d)
                    || s.estates().mortgaged(d)) {
                lines.add("deed " + d + " owner=" + s.estates().owner(d) + " houses=" + s.estates().houses(d) + " hotel="
                        + s.estates().hotel(d) + " mortgaged=" + s.estates().mortgaged(d));
            }
        }
        lines.add("bank houses=" + s.bankHouses() + " hotels=" + s.bankHotels());
        for (int i = 0; i < s.decks().size(); i++) {
            var deck = s.decks().get(i);
            StringBuilder played = new StringBuilder();
            for (int k = 0; k < deck.size(); k++) {
                played.append(deck.played(k) ? 'x' : '.');
            }
            lines.add("deck " + i + " " + deck + " " + played);
        }
        lines.add("dice " + s.dice().upcoming() + " seed=" + s.dice().seed());
        // Not the count of turns played: the rules only ever add to it, never read it.
        lines.add("turn current=" + s.current() + " doubles=" + s.doubles() + " again=" + s.rollAgain() + " pot=" + s.pot()
                + " reversed=" + s.reversed());
        lines.add("pending " + s.pending());
        lines.add("claims " + s.claims() + " requests=" + s.requests());
        return String.join("\n", lines);
    }

    private static String step(ScriptStep step) {
        if (step instanceof ScriptStep.Checkpoint c) {
            // The claims of one checkpoint hold or fail together; the order they are written in is layout.
            return "check " + c.expectations().stream().map(e -> e.what() + "=" + e.expected()).sorted().toList();
        }
        // Records list their fields; the line a step starts on is layout, not meaning.
        return step.toString().replaceFirst("line=\\d+, ", "");
    }
}
