package tutor.rules;

import static tutor.trace.Arg.player;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of PayJailFine: when it is allowed, what it does (Jail), and how it reads. */
final class PayJailFineRule implements MoveRule<Move.PayJailFine> {
    @Override
    public Class<Move.PayJailFine> kind() {
        return Move.PayJailFine.class;
    }

    @Override
    public Rejection check(GameState s, Move.PayJailFine m) {
        return MoveChecks.jail(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.PayJailFine m) {
        Jail.payFine(p, m.player());
    }

    @Override
    public Msg describe(GameState s, Move.PayJailFine m) {
        return Msg.of("say.pay-fine", "player", Arg.player(m.player()));
    }
}
