package tutor.rules;

import static tutor.trace.Arg.player;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of EndTurn: when it is allowed, what it does (Turns), and how it reads. */
final class EndTurnRule implements MoveRule<Move.EndTurn> {
    @Override
    public Class<Move.EndTurn> kind() {
        return Move.EndTurn.class;
    }

    @Override
    public Rejection check(GameState s, Move.EndTurn m) {
        return MoveChecks.endTurn(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.EndTurn m) {
        Turns.end(p, m.player());
    }

    @Override
    public Msg describe(GameState s, Move.EndTurn m) {
        return Msg.of("say.end-turn", "player", Arg.player(m.player()));
    }
}
