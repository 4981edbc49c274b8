package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** The rule of MortgageDeed: when it is allowed, what it does (Mortgages), and how it reads. */
final class MortgageDeedRule extends DeedMoveRule<Move.MortgageDeed> implements BesideDecision<Move.MortgageDeed> {

    MortgageDeedRule() {
        super(Move.MortgageDeed.class, "mortgage", "say.mortgage", Move.MortgageDeed::new, Move.MortgageDeed::deed);
    }

    @Override
    public Rejection check(GameState s, Move.MortgageDeed m) {
        return mortgage(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.MortgageDeed m) {
        Mortgages.mortgage(p, m.player(), m.deed());
    }

    @Override
    public RuleKey<Boolean> part() {
        return RuleKey.MORTGAGES_ALLOWED;
    }

    @Override
    public boolean allowedInDebt(Pending.Debt d, Move.MortgageDeed m) {
        return true;
    }

    @Override
    public String barredInJail(GameState s, Move.MortgageDeed m) {
        return Debts.raising(s, m.player()) ? null : "reject.jail.may-not.mortgage";
    }

    private static Rejection mortgage(GameState s, int seat, Move.MortgageDeed m) {
        Rejection timing = MoveTiming.atAnyTime(s, seat, m);
        if (timing != null) {
            return timing;
        }
        if (m.deed() < 0 || m.deed() >= s.board().deeds().size() || s.estates().owner(m.deed()) != seat) {
            return refuse(s, m, RuleIds.MORTGAGE_TAKE, null, "reject.not-owner-of-that", "player", player(seat));
        }
        if (s.estates().mortgaged(m.deed())) {
            return refuse(s, m, RuleIds.MORTGAGE_TAKE, null, "reject.mortgage.already", "deed", deed(m.deed()));
        }
        for (int other : BuildingPlacement.group(s, m.deed())) {
            if (s.estates().improved(other)) {
                return refuse(s, m, RuleIds.MORTGAGE_UNIMPROVED, null, "reject.mortgage.buildings", "deed", deed(other));
            }
        }
        return null;
    }

    @Override
    public java.util.List<Move.MortgageDeed> choices(GameState s, int seat) {
        return onOwnDeeds(s, seat, d -> !s.estates().mortgaged(d));
    }
}
