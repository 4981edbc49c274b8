package tutor.rules;

import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of BuyAnyDeed: when it is allowed, what it does (GoPrivileges), and how it reads. */
final class BuyAnyDeedRule implements MoveRule<Move.BuyAnyDeed> {
    @Override
    public Class<Move.BuyAnyDeed> kind() {
        return Move.BuyAnyDeed.class;
    }

    @Override
    public Rejection check(GameState s, Move.BuyAnyDeed m) {
        return GoPrivileges.check(s, m);
    }

    @Override
    public void apply(Play p, GameState s, Move.BuyAnyDeed m) {
        GoPrivileges.buy(p, m.player(), m.deed());
    }

    @Override
    public Msg describe(GameState s, Move.BuyAnyDeed m) {
        return Msg.of("say.buy-any", "player", Arg.player(m.player()), "deed", Arg.deed(m.deed()));
    }

    @Override
    public List<String> verbs() {
        return List.of("buy-any-deed");
    }

    @Override
    public String verb(Move.BuyAnyDeed m) {
        return "buy-any-deed";
    }

    @Override
    public boolean takesDeed() {
        return true;
    }

    @Override
    public Move.BuyAnyDeed fromVerb(String verb, int player, int deed) {
        return new Move.BuyAnyDeed(player, deed);
    }

    @Override
    public int concerns(GameState s, Move.BuyAnyDeed m) {
        return m.deed();
    }

    @Override
    public boolean keepsPending() {
        return true;
    }
}
