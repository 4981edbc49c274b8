package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of PayJailFine: when it is allowed, what it does (Jail), and how it reads. */
final class PayJailFineRule extends PlainMoveRule<Move.PayJailFine> {

    PayJailFineRule() {
        super(Move.PayJailFine.class, "pay-jail-fine", Move.PayJailFine::new);
    }

    @Override
    public Rejection check(GameState s, Move.PayJailFine m) {
        int seat = m.player();
        Rejection exit = Decisions.jailExit(s, seat, m, RuleIds.JAIL_PAY_FINE);
        if (exit != null) {
            return exit;
        }
        PlayerState pl = s.player(seat);
        RuleSet r = s.rules();
        if (r.jailExitEndsTurn()) {
            return null; // the fine is owed even when the cash is short; the player then raises it
        }
        if (pl.jailThrows() >= r.jailFineTurns()) {
            return refuse(s, m, RuleIds.JAIL_PAY_FINE, RuleKey.JAIL_FINE_TURNS, "reject.jail.fine-turns",
                    "n", r.jailFineTurns(), "player", player(seat));
        }
        if (pl.cash() < r.jailFine()) {
            return refuse(s, m, RuleIds.JAIL_PAY_FINE, RuleKey.JAIL_FINE, "reject.jail.fine-cash", "fine", money(r.jailFine()),
                    "player", player(seat), "cash", money(pl.cash()));
        }
        return null;
    }

    @Override
    public void apply(Play p, GameState s, Move.PayJailFine m) {
        Jail.payFine(p, m.player());
    }

    @Override
    public Msg describe(GameState s, Move.PayJailFine m) {
        return Msg.of("say.pay-fine", "player", Arg.player(m.player()));
    }

    @Override
    public java.util.List<Move.PayJailFine> candidates(GameState s, int seat) {
        return java.util.List.of(new Move.PayJailFine(seat));
    }

    @Override
    public boolean triesJailExit() {
        return true;
    }
}
