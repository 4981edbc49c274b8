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
            Board board = own.size() == t.board().size() ? own : t.board();
            if (ownLoads) {
                ScenarioLoader.LoadResult r = loader.load("move", text, spec);
                // Cards the edition does not print, lying in the table's decks, matter only when the move draws one:
                // "Ben ends the turn" is ruled under Modern though the Chance deck holds Classic's poor-tax card
                // (teacher walk 4, shot-51). A card held or waiting to be played is another problem, and still refused.
                Ruling ruled = !r.loaded() && onlyCardsInDecks(r.problems()) ? rule(referee, before, move, board, rules) : null;
                if (!r.loaded() && (ruled == null || drawsACard(ruled))) {
                    refusals.put(spec, ReplayRefusal.of("compare.cannot.move", spec, r.problems(), t));
                    continue;
                }
                if (ruled != null) {
                    boards.put(spec, board);
                    rulings.put(spec, ruled);
                    continue;
                }
            } else if (own.size() != t.board().size()) {
                refusals.put(spec, ReplayRefusal.otherBoard(spec));
                continue;
            }
            boards.put(spec, board);
            rulings.put(spec, rule(referee, before, move, board, rules));
        }
        return new MoveComparison(rulings, titles, boards, refusals);
    }

    /** The move ruled from the same position under other rules (and their board), the table's own cards kept. */
    private static Ruling rule(Referee referee, GameState before, Move move, Board board, tutor.rules.edition.RuleSet rules) {
        Table t = before.table();
        Table other = new Table(board, rules, t.cards(), t.seats(), t.ownersAskAtOnce());
        GameState s = new GameState(other, before.players(), before.estates(), before.bankHouses(), before.bankHotels(),
                before.decks(), before.dice(), before.current(), before.doubles(), before.rollAgain(), before.pending(),
                before.claims(), before.requests(), before.turn(), before.pot(), before.reversed());
        return PlainThrow.settle(referee, referee.apply(s, move), null);
    }

    /** Whether every reason the position did not load is a card of the table's decks that the edition does not print. */
    private static boolean onlyCardsInDecks(List<Problem> problems) {
        return !problems.isEmpty() && problems.stream()
                .allMatch(p -> p.text() instanceof Phrase.Keyed k && k.family().equals("problem") && k.key().equals("card.unknown-in"));
    }

    /** Whether the move (or what it led to) drew a card: then the deck's cards are part of the ruling. */
    private static boolean drawsACard(Ruling r) {
        return r instanceof Ruling.Applied a && a.outcome().events().stream().anyMatch(e -> e instanceof tutor.rules.state.Event.CardDrawn);
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
