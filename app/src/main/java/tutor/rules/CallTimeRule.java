package tutor.rules;

import static tutor.trace.Arg.player;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of CallTime: when it is allowed, what it does (GameEnd), and how it reads. */
final class CallTimeRule implements MoveRule<Move.CallTime> {
    @Override
    public Class<Move.CallTime> kind() {
        return Move.CallTime.class;
    }

    @Override
    public Rejection check(GameState s, Move.CallTime m) {
        return PropertyChecks.callTime(s, m);
    }

    @Override
    public void apply(Play p, GameState s, Move.CallTime m) {
        GameEnd.callTime(p, m.player());
    }

    @Override
    public Msg describe(GameState s, Move.CallTime m) {
        return Msg.of("say.call-time", "player", Arg.player(m.player()));
    }

    @Override
    public boolean keepsPending() {
        return true;
    }
}
