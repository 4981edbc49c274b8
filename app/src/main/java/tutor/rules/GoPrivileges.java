package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.trace.Arg;
import tutor.trace.Effect;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;

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
        try (Step st = p.t.step(StepKind.EXCEPTION, RuleIds.GO_PRIVILEGES, "go.privileges", "player", player(seat))) {
            p.cite(RuleKey.EXACT_GO_PRIVILEGES);
        }
    }

    static Rejection check(GameState s, Move m) {
        int seat = m.player();
        int mark = m instanceof Move.BuyAnyDeed ? PlayerState.MARK_GO_BUY : PlayerState.MARK_GO_REVERSE;
        if (!s.rules().exactGoPrivileges()) {
            return refuse(s, m, RuleIds.GO_PRIVILEGES, RuleKey.EXACT_GO_PRIVILEGES, "reject.go.no-privileges");
        }
        if (!s.player(seat).has(mark)) {
            return refuse(s, m, RuleIds.GO_PRIVILEGES, RuleKey.EXACT_GO_PRIVILEGES,
                    m instanceof Move.BuyAnyDeed ? "reject.go.only-exact-buy" : "reject.go.only-exact-reverse");
        }
        Pending pending = s.pending();
        boolean ownTurnBetweenMoves = (pending instanceof Pending.TurnOver || pending instanceof Pending.AwaitRoll)
                && pending.actor() == seat;
        if (!ownTurnBetweenMoves) {
            return refuse(s, m, RuleIds.GO_PRIVILEGES, null, "reject.go.finish-first", "player", player(seat));
        }
        if (m instanceof Move.BuyAnyDeed b) {
            if (b.deed() < 0 || b.deed() >= s.board().deeds().size() || s.estates().owner(b.deed()) != Estates.BANK) {
                return refuse(s, m, RuleIds.GO_PRIVILEGES, null, "reject.go.bank-deed-only");
            }
            Deed d = s.board().deed(b.deed());
            if (s.player(seat).cash() < d.price()) {
                return refuse(s, m, RuleIds.GO_PRIVILEGES, null, "reject.go.cash", "deed", deed(b.deed()),
                        "price", money(d.price()), "player", player(seat), "cash", money(s.player(seat).cash()));
            }
        }
        return null;
    }

    static void buy(Play p, int seat, int deed) {
        Deed d = p.board.deed(deed);
        p.setPlayer(seat, p.p(seat).unmark(PlayerState.MARK_GO_BUY));
        try (Step st = p.t.step(StepKind.RULE, RuleIds.GO_PRIVILEGES, "go.buys-any", "player", player(seat), "deed", deed(deed))) {
            p.cite(RuleKey.EXACT_GO_PRIVILEGES);
            p.t.calc("buy.price", "price", money(d.price()));
            p.transfer(seat, Estates.BANK, d.price(), RuleIds.GO_PRIVILEGES);
            p.giveDeed(deed, Estates.BANK, seat);
        }
    }

    static void reverse(Play p, int seat) {
        p.reverseDirection();
        p.setPlayer(seat, p.p(seat).unmark(PlayerState.MARK_GO_REVERSE));
        try (Step st = p.t.step(StepKind.RULE, RuleIds.GO_PRIVILEGES, p.reversed ? "go.reverses-against" : "go.reverses-with",
                "player", player(seat))) {
            p.cite(RuleKey.EXACT_GO_PRIVILEGES);
            if (p.t.on()) {
                p.t.effect(new Effect.StatusChanged(Arg.msg(Msg.of("subject.game")),
                        Msg.of(p.reversed ? "status.against-arrows" : "status.with-arrows")));
            }
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
