package tutor.rules;

import static tutor.trace.Arg.player;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of RollDice: when it is allowed, what it does (Turns), and how it reads. */
final class RollDiceRule implements MoveRule<Move.RollDice> {
    @Override
    public Class<Move.RollDice> kind() {
        return Move.RollDice.class;
    }

    @Override
    public Rejection check(GameState s, Move.RollDice m) {
        return MoveChecks.roll(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.RollDice m) {
        Turns.roll(p, m.player());
    }

    @Override
    public Msg describe(GameState s, Move.RollDice m) {
        return Msg.of("say.roll", "player", Arg.player(m.player()));
    }
}
