package tutor.rules;

import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of Trade: when it is allowed, what it does (Trades), and how it reads. */
final class TradeRule extends TradingRule<Move.Trade> {

    TradeRule() {
        super(Move.Trade.class, "trade");
    }

    @Override
    public Rejection check(GameState s, Move.Trade m) {
        return Trades.check(s, m);
    }

    @Override
    public void apply(Play p, GameState s, Move.Trade m) {
        p.noteTiming(RuleIds.TIMING_BETWEEN_MOVES, s.pending());
        Trades.apply(p, m);
    }

    @Override
    public Msg describe(GameState s, Move.Trade m) {
        return Msg.of("say.trade", "player", Arg.player(m.player()), "partner", Arg.player(m.partner()), "gives", Trades.offer(m.gives()),
            "gets", Trades.offer(m.gets()), "terms", m.terms().isEmpty() ? 0 : 1,
            // A gift (one side gives nothing) is worded apart: French says who gives what to whom, and "gives nothing" is no sentence.
            "gives_none", m.gives().isEmpty() ? 1 : 0, "gets_none", m.gets().isEmpty() ? 1 : 0);
    }

    @Override
    public boolean allowedInDebt(Pending.Debt d, Move.Trade m) {
        int debtor = d.owed().get(0).debtor();
        return m.player() == debtor || m.partner() == debtor;
    }

    @Override
    public java.util.List<Move.Trade> choices(GameState s, int seat) {
        // A trade the rules allow, if there is one; else a dollar each way, whose refusal says why no trade is possible now.
        Move.Trade some = Trades.example(s, seat);
        return java.util.List.of(some != null ? some
                : new Move.Trade(seat, (seat + 1) % s.players().size(), Offer.cash(1), Offer.cash(1)));
    }
}
