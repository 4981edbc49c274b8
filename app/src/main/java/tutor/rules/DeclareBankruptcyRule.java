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

/** The rule of DeclareBankruptcy: when it is allowed, what it does (Debts), and how it reads. */
final class DeclareBankruptcyRule extends ButtonRule<Move.DeclareBankruptcy> implements BesideDecision<Move.DeclareBankruptcy> {

    DeclareBankruptcyRule() {
        super(Move.DeclareBankruptcy.class, "declare-bankruptcy", "say.bankruptcy", Move.DeclareBankruptcy::new);
    }

    @Override
    public Rejection check(GameState s, Move.DeclareBankruptcy m) {
        return bankruptcy(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.DeclareBankruptcy m) {
        Debts.bankrupt(p, (Pending.Debt) s.pending(), m.player());
    }

    @Override
    public boolean allowedInDebt(Pending.Debt d, Move.DeclareBankruptcy m) {
        return d.owed().get(0).debtor() == m.player();
    }

    private static Rejection bankruptcy(GameState s, int seat, Move m) {
        if (!(s.pending() instanceof Pending.Debt d) || d.owed().get(0).debtor() != seat) {
            return refuse(s, m, RuleIds.BANKRUPTCY_REFUSED, null, "reject.bankruptcy.not-owing");
        }
        int owed = Debts.owedBy(d, seat);
        int raisable = Debts.raisable(s, seat);
        if (raisable >= owed) {
            return refuse(s, m, RuleIds.BANKRUPTCY_REFUSED, null, "reject.bankruptcy.can-pay", "player", player(seat),
                    "owed", money(owed), "raisable", money(raisable));
        }
        return null;
    }
}
