package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;

/** The rule of PayJailFine: a way out of Jail (JailExitRule) within the turns and the cash the ruleset asks; the fine goes to the Bank (Jail). */
final class PayJailFineRule extends JailExitRule<Move.PayJailFine> {

    PayJailFineRule() {
        super(Move.PayJailFine.class, "pay-jail-fine", "say.pay-fine", Move.PayJailFine::new, RuleIds.JAIL_PAY_FINE);
    }

    @Override
    Rejection ownCheck(GameState s, Move.PayJailFine m) {
        int seat = m.player();
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
}
