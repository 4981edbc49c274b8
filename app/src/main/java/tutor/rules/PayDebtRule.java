package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** The rule of PayDebt: when it is allowed, what it does (Debts), and how it reads. */
final class PayDebtRule extends ButtonRule<Move.PayDebt> implements BesideDecision<Move.PayDebt> {

    PayDebtRule() {
        super(Move.PayDebt.class, "pay-debt", "say.pay-debt", Move.PayDebt::new);
    }

    @Override
    public Rejection check(GameState s, Move.PayDebt m) {
        return payDebt(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.PayDebt m) {
        Debts.pay(p, (Pending.Debt) s.pending());
    }

    @Override
    public boolean allowedInDebt(Pending.Debt d, Move.PayDebt m) {
        return d.owed().get(0).debtor() == m.player();
    }

    private static Rejection payDebt(GameState s, int seat, Move m) {
        if (!(s.pending() instanceof Pending.Debt d)) {
            return refuse(s, m, RuleIds.DEBT_PAY, null, "reject.debt.owes-nothing", "player", player(seat));
        }
        Pending.Owed first = d.owed().get(0);
        if (first.debtor() != seat) {
            return refuse(s, m, RuleIds.TURN_WAIT, null, "reject.debt.someone-else", "player", player(first.debtor()));
        }
        if (s.player(seat).cash() < first.amount()) {
            return refuse(s, m, RuleIds.DEBT_RAISE, null, "reject.debt.raise", "player", player(seat),
                    "owed", money(first.amount()), "cash", money(s.player(seat).cash()));
        }
        return null;
    }
}
