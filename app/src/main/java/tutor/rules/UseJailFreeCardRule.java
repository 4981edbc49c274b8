package tutor.rules;

import static tutor.trace.Arg.player;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of UseJailFreeCard: when it is allowed, what it does (Jail), and how it reads. */
final class UseJailFreeCardRule implements MoveRule<Move.UseJailFreeCard> {
    @Override
    public Class<Move.UseJailFreeCard> kind() {
        return Move.UseJailFreeCard.class;
    }

    @Override
    public Rejection check(GameState s, Move.UseJailFreeCard m) {
        return MoveChecks.jail(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.UseJailFreeCard m) {
        Jail.useCard(p, m.player());
    }

    @Override
    public Msg describe(GameState s, Move.UseJailFreeCard m) {
        return Msg.of("say.use-card", "player", Arg.player(m.player()));
    }
}
