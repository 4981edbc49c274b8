package tutor.rules;

import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of LiftMortgage: when it is allowed, what it does (Mortgages), and how it reads. */
final class LiftMortgageRule implements MoveRule<Move.LiftMortgage> {
    @Override
    public Class<Move.LiftMortgage> kind() {
        return Move.LiftMortgage.class;
    }

    @Override
    public Rejection check(GameState s, Move.LiftMortgage m) {
        return PropertyChecks.lift(s, m.player(), m);
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
    public Msg describe(GameState s, Move.LiftMortgage m) {
        return Msg.of("say.lift", "player", Arg.player(m.player()), "deed", Arg.deed(m.deed()));
    }

    @Override
    public boolean keepsPending() { return true; }
    @Override
    public RuleKey<Boolean> part() {
        return RuleKey.MORTGAGES_ALLOWED;
    }
}
