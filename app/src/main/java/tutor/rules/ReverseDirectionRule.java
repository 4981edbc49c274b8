package tutor.rules;

import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of ReverseDirection: when it is allowed, what it does (GoPrivileges), and how it reads. */
final class ReverseDirectionRule implements MoveRule<Move.ReverseDirection> {
    @Override
    public Class<Move.ReverseDirection> kind() {
        return Move.ReverseDirection.class;
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
    public Msg describe(GameState s, Move.ReverseDirection m) {
        return Msg.of("say.reverse", "player", Arg.player(m.player()));
    }

    @Override
    public List<String> verbs() {
        return List.of("reverse-direction");
    }

    @Override
    public String verb(Move.ReverseDirection m) {
        return "reverse-direction";
    }

    @Override
    public Move.ReverseDirection fromVerb(String verb, int player, int deed) {
        return new Move.ReverseDirection(player);
    }

    @Override
    public boolean keepsPending() {
        return true;
    }
}
