package tutor.scenario;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tutor.data.Bundle;
import tutor.rules.edition.Board;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.Referee;
import tutor.rules.state.Ruling;
import tutor.rules.state.Table;
import tutor.text.Phrase;

/**
 * One move from one position, ruled under several rulesets: the dispute desk's "what if we
 * played by that edition?" The position is the same; only the rules change.
 */
public final class MoveComparison {

    private final Map<String, Ruling> rulings;
    private final Map<String, String> titles;
    /** Each ruleset's board, so rulings compare across editions with other words or currencies. */
    private final Map<String, Board> boards;
    /** The rulesets this position cannot be ruled under, each with why in the learner's words. */
    private final Map<String, Phrase> refusals;

    private MoveComparison(Map<String, Ruling> rulings, Map<String, String> titles, Map<String, Board> boards,
                           Map<String, Phrase> refusals) {
        this.rulings = rulings;
        this.titles = titles;
        this.boards = boards;
        this.refusals = refusals;
    }

    /**
     * The move ruled under each ruleset that can hold the position. A ruleset that cannot (another board, no hotels
     * where the table has them, another deck or dice) is refused as {@link Comparison} refuses a whole scenario: the
     * position and the move are written as a scenario and loaded under it, and what keeps it from loading is the reason.
     */
    public static MoveComparison of(GameState before, Move move, List<String> rulesets) {
        Referee referee = new Referee();
        Map<String, Ruling> rulings = new LinkedHashMap<>();
        Map<String, String> titles = new LinkedHashMap<>();
        Map<String, Board> boards = new LinkedHashMap<>();
        Map<String, Phrase> refusals = new LinkedHashMap<>();
        Table t = before.table();
        ScenarioLoader loader = new ScenarioLoader(Bundle.get());
        String text = TableFile.write(before, "move", "move", List.of(move)).text();
        // A position the scenario format cannot hold under its own edition says nothing about the others: then only
        // the board decides (the other checks need the file).
        boolean ownLoads = loader.load("move", text, t.rules().id()).loaded();
        for (String spec : rulesets) {
            var rules = Bundle.get().ruleset(spec);
            titles.put(spec, rules.title());
            Board own = Bundle.get().board(rules);
            if (ownLoads) {
                ScenarioLoader.LoadResult r = loader.load("move", text, spec);
                if (!r.loaded()) {
                    refusals.put(spec, ReplayRefusal.of("compare.cannot.move", spec, r.problems(), t));
                    continue;
                }
            } else if (own.size() != t.board().size()) {
                refusals.put(spec, ReplayRefusal.otherBoard(spec));
                continue;
            }
            Board board = own.size() == t.board().size() ? own : t.board();
            boards.put(spec, board);
            Table other = new Table(board, rules, t.cards(), t.seats(), t.ownersAskAtOnce());
            GameState s = new GameState(other, before.players(), before.estates(), before.bankHouses(), before.bankHotels(),
                    before.decks(), before.dice(), before.current(), before.doubles(), before.rollAgain(), before.pending(),
                    before.claims(), before.requests(), before.turn(), before.pot(), before.reversed());
            rulings.put(spec, PlainThrow.settle(referee, referee.apply(s, move), null));
        }
        return new MoveComparison(rulings, titles, boards, refusals);
    }

    /** Why the move cannot be ruled under a ruleset, in the learner's words, or null when it was ruled there. */
    public Phrase refusal(String spec) {
        return refusals.get(spec);
    }

    /** The rulings of the rulesets that could rule the move (a refused one has none, and agrees with no one). */
    public Map<String, Ruling> rulings() {
        return rulings;
    }

    public String title(String spec) {
        return titles.get(spec);
    }

    /** What the ruling did under a ruleset, in one line. */
    public String summary(String spec) {
        return ComparisonReport.summary(rulings.get(spec));
    }

    /** The rules whose clause is not the same under every ruleset. */
    public Set<String> differing() {
        Set<String> all = new LinkedHashSet<>();
        if (rulings.isEmpty()) {
            return Set.of();
        }
        List<Map<String, Comparison.Clause>> clauses = rulings.entrySet().stream()
                .map(e -> Comparison.clauses(e.getValue())).toList();
        clauses.forEach(m -> all.addAll(m.keySet()));
        Set<String> out = new LinkedHashSet<>();
        for (String rule : all) {
            Comparison.Clause first = clauses.get(0).get(rule);
            for (Map<String, Comparison.Clause> m : clauses) {
                if (!Comparison.sameRuling(m.get(rule), first)) {
                    out.add(rule);
                }
            }
        }
        return out;
    }

    /** A rule's clause under one ruleset, or null when it did not apply there. */
    public Comparison.Clause clause(String spec, String ruleId) {
        return Comparison.clauses(rulings.get(spec)).get(ruleId);
    }
}
