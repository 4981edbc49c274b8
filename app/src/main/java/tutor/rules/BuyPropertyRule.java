package tutor.rules;

import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.player;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of BuyProperty: when it is allowed, what it does (Buying), and how it reads. */
final class BuyPropertyRule implements MoveRule<Move.BuyProperty> {
    @Override
    public Class<Move.BuyProperty> kind() {
        return Move.BuyProperty.class;
    }

    @Override
    public Rejection check(GameState s, Move.BuyProperty m) {
        return MoveChecks.buy(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.BuyProperty m) {
        Buying.buy(p, m.player(), ((Pending.BuyDecision) s.pending()).deed());
    }

    @Override
    public Msg describe(GameState s, Move.BuyProperty m) {
        return Msg.of("say.buy", "player", Arg.player(m.player()));
    }
}
