package tutor.rules;

import static tutor.trace.Arg.player;
import static tutor.trace.Arg.space;

import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;

/** The rule of Arrive: when it is allowed, what it does (Arriving), and how it reads. */
final class ArriveRule extends PlainMoveRule<Move.Arrive> {

    ArriveRule() {
        super(Move.Arrive.class, "arrive", Move.Arrive::new);
    }

    @Override
    public Rejection check(GameState s, Move.Arrive m) {
        return s.pending() instanceof Pending.Arrived a && a.player() == m.player() ? null
                : Decisions.notYourDecision(s, m.player(), m, RuleIds.TURN_ROLL, Msg.of("reject.arrive.not-now", "player", player(m.player())));
    }

    @Override
    public void apply(Play p, GameState s, Move.Arrive m) {
        int seat = m.player();
        int thrown = ((Pending.Arrived) s.pending()).thrown();
        try (Step st = p.t.step(StepKind.RULE, RuleIds.TURN_ROLL, "turn.arrived", "player", player(seat),
                "space", space(p.p(seat).position()), "total", thrown)) {
            Landing.land(p, seat, Arrival.byThrow(thrown));
        }
    }

    @Override
    public Msg describe(GameState s, Move.Arrive m) {
        return Msg.of("say.arrive", "player", player(m.player()), "space", space(s.player(m.player()).position()));
    }
}
