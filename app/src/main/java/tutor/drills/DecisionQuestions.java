package tutor.drills;

import static tutor.drills.DrillWords.args;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tutor.drills.Composed.Wrong;
import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.RaiseOption;
import tutor.rules.state.Rejection;
import tutor.rules.state.Roll;
import tutor.scenario.MoveDocument;
import tutor.trace.Msg;

/**
 * Drills that ask what happens, or what is allowed now: doubles thrown in Jail, the third doubles in
 * a row, a declined deed's auction (multiple choice, the right choice read off the ruling), and the
 * moves a player in Jail or in debt may make (the referee lists the legal ones; the tempting refused
 * ones are named with the rulebook's own reason).
 */
final class DecisionQuestions {

    private DecisionQuestions() {
    }

    private static Map<String, Map<String, Object>> choices(DrillWords w, Theme t, Map<String, DrillWords.Say> a, String... keys) {
        Map<String, Map<String, Object>> out = new LinkedHashMap<>();
        for (String k : keys) {
            out.put(k, w.text(t.id + ".choice." + k, a));
        }
        return out;
    }

    private static Map<String, Wrong> whys(DrillWords w, Theme t, Map<String, DrillWords.Say> a, String rule, String... keys) {
        Map<String, Wrong> out = new LinkedHashMap<>();
        for (String k : keys) {
            out.put(k, new Wrong(k, w.text(t.id + ".why." + k, a), rule));
        }
        return out;
    }

    static Optional<Composed> jailDoubles(Draft d) {
        int p = d.mover();
        Roll r = d.roll();
        GameState after = d.after();
        if (r == null || !r.isDouble() || after.player(p).inJail()) {
            return Optional.empty();
        }
        boolean again = after.rollAgain();
        Theme t = Theme.JAIL_DOUBLES;
        var a = args("player", d.w.player(p), "dice", d.dice(r), "spaces", r.total(), "edition", d.w.edition(), "after", d.w.editionAfter(),
                "again", again ? "yes" : "no", "fails", d.before().player(p).jailThrows());
        String right = again ? "again" : "moves";
        var q = Composed.choice(d.w.text(t.id + ".prompt", a), choices(d.w, t, a, "moves", "again", "stays"), right,
                d.w.text(t.id + ".explain", a), whys(d.w, t, a, RuleIds.JAIL_DOUBLES, "moves", "again", "stays"),
                MoneyQuestions.hints(d.w, t, a));
        return Optional.of(checkingJail(d, p, t, a, q, false));
    }

    static Optional<Composed> threeDoubles(Draft d) {
        int p = d.mover();
        Roll r = d.roll();
        GameState after = d.after();
        if (r == null || !r.isDouble() || !after.player(p).inJail() || d.outcomes.size() < 2) {
            return Optional.empty();
        }
        Theme t = Theme.THREE_DOUBLES;
        var a = args("player", d.w.player(p), "dice", d.dice(r), "spaces", r.total(), "edition", d.w.edition(), "after", d.w.editionAfter(),
                "n", d.table.rules().doublesToJail());
        var q = Composed.choice(d.w.text(t.id + ".prompt", a), choices(d.w, t, a, "jail", "move-then-jail", "again"), "jail",
                d.w.text(t.id + ".explain", a), whys(d.w, t, a, RuleIds.JAIL_THIRD_DOUBLE, "move-then-jail", "again"),
                MoneyQuestions.hints(d.w, t, a));
        return Optional.of(checkingJail(d, p, t, a, q, true));
    }

    /** The question after the decisive step, then a check that the mover is in Jail or not. */
    private static Composed checkingJail(Draft d, int p, Theme t, Map<String, DrillWords.Say> a, Map<String, Object> q,
            boolean inJail) {
        var check = d.check(p);
        check.put("in-jail", Map.of(d.table.name(p), inJail));
        return MoneyQuestions.compose(d.w, t, a, d.script(d.decisiveStep(), q, Draft.step("check", check)), 2);
    }

    static Optional<Composed> auction(Draft d) {
        int p = d.mover();
        if (!(d.before().pending() instanceof Pending.BuyDecision b) || !(d.after().pending() instanceof Pending.Auction au)) {
            return Optional.empty();
        }
        boolean decliner = au.isActive(p);
        Theme t = Theme.AUCTION;
        var deed = d.table.board().deed(b.deed());
        var a = args("player", d.w.player(p), "deed", d.w.deed(b.deed()), "price", d.w.money(deed.price()),
                "cash", d.w.money(d.before().player(p).cash()), "edition", d.w.edition(), "after", d.w.editionAfter(), "decliner", decliner ? "yes" : "no");
        String right = decliner ? "all" : "others";
        var q = Composed.choice(d.w.text(t.id + ".prompt", a), choices(d.w, t, a, "all", "others", "stays"), right,
                d.w.text(t.id + ".explain", a), whys(d.w, t, a, RuleIds.AUCTION_OPEN, "all", "others", "stays"),
                MoneyQuestions.hints(d.w, t, a));
        Map<String, Object> check = new LinkedHashMap<>();
        check.put("pending", "auction");
        return Optional.of(MoneyQuestions.compose(d.w, t, a, d.script(d.decisiveStep(), q, Draft.step("check", check)), 1));
    }

    /** An ask: the legal moves among {@code candidates} are right (the one played first), the refused ones named wrong. */
    private static Optional<Map<String, Object>> ask(Draft d, Theme t, Map<String, DrillWords.Say> a, List<Move> legal,
                                                     List<Move> tempting) {
        GameState s = d.before();
        Move played = d.decisive().move();
        if (!legal.contains(played)) {
            return Optional.empty();
        }
        List<Move> expect = new ArrayList<>();
        expect.add(played);
        legal.stream().filter(m -> !m.equals(played)).forEach(expect::add);
        List<Object> wrong = new ArrayList<>();
        for (Move m : tempting) {
            Optional<Rejection> no = d.referee.check(s, m);
            if (no.isPresent()) {
                Map<String, Object> w = new LinkedHashMap<>();
                w.put("move", new MoveDocument(d.table).of(m));
                w.put("why", DrillWords.reason(no.get()));
                w.put("rule", no.get().ruleId());
                wrong.add(w);
            }
        }
        if (wrong.isEmpty()) {
            return Optional.empty();
        }
        List<DrillWords.Say> said = new ArrayList<>();
        expect.forEach(m -> said.add(DrillWords.move(s, m)));
        a.put("legal", DrillWords.list(said));
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("player", d.table.name(played.player()));
        body.put("prompt", d.w.text(t.id + ".prompt", a));
        MoveDocument doc = new MoveDocument(d.table);
        body.put("expect", expect.stream().map(doc::of).toList());
        body.put("feedback", d.w.text(t.id + ".feedback", a));
        body.put("wrong", wrong);
        body.put("hints", MoneyQuestions.hints(d.w, t, a));
        return Optional.of(Draft.step("ask", body));
    }

    static Optional<Composed> jailChoices(Draft d) {
        GameState s = d.before();
        int p = d.mover();
        if (!(s.pending() instanceof Pending.AwaitRoll) || !s.player(p).inJail()) {
            return Optional.empty();
        }
        List<Move> all = List.of(new Move.RollDice(p), new Move.PayJailFine(p), new Move.UseJailFreeCard(p));
        List<Move> legal = all.stream().filter(m -> d.referee.check(s, m).isEmpty()).toList();
        Theme t = Theme.JAIL_CHOICES;
        var rules = d.table.rules();
        var a = args("player", d.w.player(p), "cash", d.w.money(s.player(p).cash()), "fails", s.player(p).jailThrows(),
                "cards", s.player(p).jailCards().size(), "fine", d.w.money(rules.jailFine()), "fineturns", rules.jailFineTurns(),
                "turns", rules.jailTurns(), "edition", d.w.edition(), "after", d.w.editionAfter());
        // The ways out are alternatives, said as what one may do ("throw the dice or pay the fine"), not as moves made.
        Move played = d.decisive().move();
        List<DrillWords.Say> ways = new ArrayList<>();
        legal.stream().sorted(java.util.Comparator.comparing(m -> !m.equals(played)))
                .forEach(m -> {
                    Map<String, Object> way = d.w.text(t.id + ".way." + jailWay(m), a);
                    ways.add(way::get);
                });
        a.put("ways", DrillWords.alternatives(ways));
        a.put("choices", lang -> ways.size() == 1 ? "one" : "several");
        Optional<Map<String, Object>> ask = ask(d, t, a, legal, all);
        if (ask.isEmpty()) {
            return Optional.empty();
        }
        var check = d.check(p);
        return Optional.of(MoneyQuestions.compose(d.w, t, a, d.script(ask.get(), Draft.step("check", check)), 2));
    }

    /** The message suffix naming a way out of Jail. */
    private static String jailWay(Move m) {
        return m instanceof Move.PayJailFine ? "fine" : m instanceof Move.UseJailFreeCard ? "card" : "roll";
    }

    static Optional<Composed> raiseMoney(Draft d) {
        GameState s = d.before();
        if (!(s.pending() instanceof Pending.Debt debt) || debt.owed().size() != 1) {
            return Optional.empty();
        }
        Pending.Owed owed = debt.owed().get(0);
        int p = owed.debtor();
        List<Move> legal = new ArrayList<>();
        RaiseOption first = null;
        for (RaiseOption o : d.referee.waysToRaise(s, p)) {
            if (!o.isTrade()) {
                legal.add(o.move());
                first = first == null ? o : first;
            }
        }
        if (first == null) {
            return Optional.empty();
        }
        RaiseOption way = first;
        Theme t = Theme.RAISE_MONEY;
        var a = args("player", d.w.player(p), "creditor", d.w.player(owed.creditor()), "owed", d.w.money(owed.amount()),
                "cash", d.w.money(s.player(p).cash()), "edition", d.w.edition(), "after", d.w.editionAfter(),
                "way", DrillWords.inline(lang -> DrillWords.words(lang).format(
                        new Msg(way.label().id() + ".way", way.label().args()), d.table)));
        Optional<Map<String, Object>> ask = ask(d, t, a, legal, List.of(new Move.PayDebt(p), new Move.DeclareBankruptcy(p)));
        if (ask.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(MoneyQuestions.compose(d.w, t, a, d.script(ask.get(), Draft.step("check", d.check(p))), 2));
    }
}
