package tutor.rules;

import static tutor.rules.Rejections.refuse;

import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** The rule of KeepMortgage: when it is allowed, what it does (Mortgages), and how it reads. */
final class KeepMortgageRule extends DeedMoveRule<Move.KeepMortgage> implements BesideDecision<Move.KeepMortgage> {

    KeepMortgageRule() {
        super(Move.KeepMortgage.class, "keep-mortgage", "say.keep", Move.KeepMortgage::new, Move.KeepMortgage::deed);
    }

    @Override
    public Rejection check(GameState s, Move.KeepMortgage m) {
        return keep(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.KeepMortgage m) {
        Mortgages.keep(p, m.player(), m.deed());
        Mortgages.next(p, (Pending.MortgageChoice) s.pending());
    }

    private static Rejection keep(GameState s, int seat, Move.KeepMortgage m) {
        if (s.pending() instanceof Pending.MortgageChoice mc && mc.player() == seat && mc.deed() == m.deed()) {
            return null;
        }
        return refuse(s, m, RuleIds.MORTGAGE_TRANSFER, null, "reject.mortgage.keep");
    }

    @Override
    public java.util.List<Move.KeepMortgage> choices(GameState s, int seat) {
        return s.pending() instanceof Pending.MortgageChoice mc ? java.util.List.of(new Move.KeepMortgage(seat, mc.deed())) : java.util.List.of();
    }
}
