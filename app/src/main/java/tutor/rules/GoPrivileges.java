package tutor.rules;

import static tutor.rules.Rejections.money;
import static tutor.rules.Rejections.name;
import static tutor.rules.Rejections.reject;

import tutor.trace.Effect;
import tutor.trace.StepKind;

/**
 * The seminary rules' reward for stopping exactly on GO: besides the salary, in that turn the
 * player may buy any deed the Bank still holds, and may reverse the direction of play for
 * everyone (until someone reverses it again). Each may be used once; both lapse when the turn ends.
 */
final class GoPrivileges {

    private GoPrivileges() {
    }

    static void earn(Play p, int seat) {
        p.setPlayer(seat, p.p(seat).mark(PlayerState.MARK_GO_BUY | PlayerState.MARK_GO_REVERSE));
        if (p.t.on()) {
            p.t.open(StepKind.EXCEPTION, RuleIds.GO_PRIVILEGES, p.name(seat) + " stopped exactly on GO, so in this turn "
                    + p.name(seat) + " may also buy any deed the Bank still holds, and may reverse the direction of play.");
            p.cite(RuleKey.EXACT_GO_PRIVILEGES);
            p.t.close();
        }
    }

    static Rejection check(GameState s, Move m) {
        int seat = m.player();
        int mark = m instanceof Move.BuyAnyDeed ? PlayerState.MARK_GO_BUY : PlayerState.MARK_GO_REVERSE;
        if (!s.rules().exactGoPrivileges()) {
            return reject(s, m, RuleIds.GO_PRIVILEGES, "This ruleset gives nothing extra for stopping exactly on GO.",
                    RuleKey.EXACT_GO_PRIVILEGES);
        }
        if (!s.player(seat).has(mark)) {
            return reject(s, m, RuleIds.GO_PRIVILEGES, "Only a player who stopped exactly on GO this turn may "
                    + (m instanceof Move.BuyAnyDeed ? "buy a deed from anywhere" : "reverse the direction of play")
                    + ", once.", RuleKey.EXACT_GO_PRIVILEGES);
        }
        Pending pending = s.pending();
        boolean ownTurnBetweenMoves = (pending instanceof Pending.TurnOver || pending instanceof Pending.AwaitRoll)
                && pending.actor() == seat;
        if (!ownTurnBetweenMoves) {
            return reject(s, m, RuleIds.GO_PRIVILEGES, "Finish what is under way first; the privilege is used between "
                    + "moves in " + name(s, seat) + "'s own turn.");
        }
        if (m instanceof Move.BuyAnyDeed b) {
            if (b.deed() < 0 || b.deed() >= s.board().deeds().size() || s.estates().owner(b.deed()) != Estates.BANK) {
                return reject(s, m, RuleIds.GO_PRIVILEGES, "The privilege buys a deed the Bank still holds.");
            }
            Deed d = s.board().deed(b.deed());
            if (s.player(seat).cash() < d.price()) {
                return reject(s, m, RuleIds.GO_PRIVILEGES, d.name() + " costs " + money(s, d.price()) + " and "
                        + name(s, seat) + " has " + money(s, s.player(seat).cash()) + ".");
            }
        }
        return null;
    }

    static void buy(Play p, int seat, int deed) {
        Deed d = p.board.deed(deed);
        p.setPlayer(seat, p.p(seat).unmark(PlayerState.MARK_GO_BUY));
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.GO_PRIVILEGES, p.name(seat) + " uses the exact-GO privilege to buy "
                    + d.name() + " from the Bank at its printed price, without stopping there.");
            p.cite(RuleKey.EXACT_GO_PRIVILEGES);
            p.t.arithmetic("price = " + p.money(d.price()));
        }
        try {
            p.transfer(seat, Estates.BANK, d.price(), RuleIds.GO_PRIVILEGES);
            p.giveDeed(deed, Estates.BANK, seat);
        } finally {
            p.t.close();
        }
    }

    static void reverse(Play p, int seat) {
        p.reversed = !p.reversed;
        p.setPlayer(seat, p.p(seat).unmark(PlayerState.MARK_GO_REVERSE));
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.GO_PRIVILEGES, p.name(seat) + " uses the exact-GO privilege to reverse the "
                    + "direction of play. Every token now moves " + (p.reversed ? "against" : "with") + " the arrows, "
                    + "cards that say advance go that way too, and GO still pays when passed.");
            p.cite(RuleKey.EXACT_GO_PRIVILEGES);
            p.t.effect(new Effect.StatusChanged(tutor.trace.Arg.msg(tutor.trace.Msg.of("subject.game")),
                    tutor.trace.Msg.of(p.reversed ? "status.against-arrows" : "status.with-arrows")));
            p.t.close();
        }
    }

    /** The privileges open to a player now: each unowned deed they can afford, and the reversal. */
    static void options(GameState s, int seat, java.util.List<Move> moves) {
        if (!s.rules().exactGoPrivileges() || !s.player(seat).has(PlayerState.MARK_GO_BUY | PlayerState.MARK_GO_REVERSE)) {
            return;
        }
        for (Deed d : s.board().deeds()) {
            Move m = new Move.BuyAnyDeed(seat, d.id());
            if (check(s, m) == null) {
                moves.add(m);
            }
        }
        Move r = new Move.ReverseDirection(seat);
        if (check(s, r) == null) {
            moves.add(r);
        }
    }
}
