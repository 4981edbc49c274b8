package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** The rule of LiftMortgage: when it is allowed, what it does (Mortgages), and how it reads. */
final class LiftMortgageRule extends DeedMoveRule<Move.LiftMortgage> implements BesideDecision<Move.LiftMortgage> {

    LiftMortgageRule() {
        super(Move.LiftMortgage.class, "lift-mortgage", "say.lift", Move.LiftMortgage::new, Move.LiftMortgage::deed);
    }

    @Override
    public Rejection check(GameState s, Move.LiftMortgage m) {
        return lift(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.LiftMortgage m) {
        boolean choosing = s.pending() instanceof Pending.MortgageChoice;
        Mortgages.lift(p, m.player(), m.deed(), choosing);
        if (choosing) {
            Mortgages.next(p, (Pending.MortgageChoice) s.pending());
        }
    }

    @Override
    public RuleKey<Boolean> part() {
        return RuleKey.MORTGAGES_ALLOWED;
    }

    private static Rejection lift(GameState s, int seat, Move.LiftMortgage m) {
        boolean choosing = s.pending() instanceof Pending.MortgageChoice mc && mc.player() == seat && mc.deed() == m.deed();
        if (!choosing) {
            Rejection timing = MoveTiming.betweenMoves(s, m, RuleIds.MORTGAGE_LIFT);
            if (timing != null) {
                return timing;
            }
        }
        if (m.deed() < 0 || m.deed() >= s.board().deeds().size() || s.estates().owner(m.deed()) != seat) {
            return refuse(s, m, RuleIds.MORTGAGE_LIFT, null, "reject.not-owner-of-that", "player", player(seat));
        }
        Deed d = s.board().deed(m.deed());
        if (!s.estates().mortgaged(m.deed())) {
            return refuse(s, m, RuleIds.MORTGAGE_LIFT, null, "reject.mortgage.not-mortgaged", "deed", deed(m.deed()));
        }
        int cost = choosing ? d.mortgage() : d.mortgage() + s.rules().mortgageInterest(d.mortgage());
        if (s.player(seat).cash() < cost) {
            return refuse(s, m, RuleIds.MORTGAGE_LIFT, RuleKey.MORTGAGE_INTEREST_PERCENT, "reject.mortgage.lift-cash",
                    "deed", deed(m.deed()), "cost", money(cost), "player", player(seat), "cash", money(s.player(seat).cash()));
        }
        return null;
    }

    @Override
    public java.util.List<Move.LiftMortgage> choices(GameState s, int seat) {
        return onOwnDeeds(s, seat, d -> s.estates().mortgaged(d));
    }
}
