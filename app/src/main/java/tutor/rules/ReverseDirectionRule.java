package tutor.rules;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;

/** The rule of ReverseDirection: when it is allowed, what it does (GoPrivileges), and how it reads. */
final class ReverseDirectionRule extends PlainMoveRule<Move.ReverseDirection> implements BesideDecision<Move.ReverseDirection> {

    ReverseDirectionRule() {
        super(Move.ReverseDirection.class, "reverse-direction", "say.reverse", Move.ReverseDirection::new);
    }

    @Override
    public Rejection check(GameState s, Move.ReverseDirection m) {
        return GoPrivileges.check(s, m);
    }

    @Override
    public void apply(Play p, GameState s, Move.ReverseDirection m) {
        GoPrivileges.reverse(p, m.player());
    }

    @Override
    public java.util.List<Move.ReverseDirection> choices(GameState s, int seat) {
        return java.util.List.of(new Move.ReverseDirection(seat));
    }
}
