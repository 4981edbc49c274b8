package tutor.rules;

import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of DeclineToBuy: when it is allowed, what it does (Buying), and how it reads. */
final class DeclineToBuyRule extends PlainMoveRule<Move.DeclineToBuy> {

    DeclineToBuyRule() {
        super(Move.DeclineToBuy.class, "decline", Move.DeclineToBuy::new);
    }

    @Override
    public Rejection check(GameState s, Move.DeclineToBuy m) {
        return Decisions.buyOffer(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.DeclineToBuy m) {
        Buying.decline(p, m.player(), ((Pending.BuyDecision) s.pending()).deed());
    }

    @Override
    public Msg describe(GameState s, Move.DeclineToBuy m) {
        return Msg.of("say.decline", "player", Arg.player(m.player()));
    }

    @Override
    public int concerns(GameState s, Move.DeclineToBuy m) {
        return s.pending() instanceof Pending.BuyDecision b ? b.deed() : -1;
    }

    @Override
    public java.util.List<Move.DeclineToBuy> candidates(GameState s, int seat) {
        return java.util.List.of(new Move.DeclineToBuy(seat));
    }
}
