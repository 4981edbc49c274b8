package tutor.rules;

import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of SellJailFreeCard: when it is allowed, what it does (Jail), and how it reads. */
final class SellJailFreeCardRule implements MoveRule<Move.SellJailFreeCard> {
    @Override
    public Class<Move.SellJailFreeCard> kind() {
        return Move.SellJailFreeCard.class;
    }

    @Override
    public Rejection check(GameState s, Move.SellJailFreeCard m) {
        return MoveChecks.sellCard(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.SellJailFreeCard m) {
        Jail.sellCard(p, m.player(), m.buyer(), m.price());
    }

    @Override
    public Msg describe(GameState s, Move.SellJailFreeCard m) {
        return Msg.of("say.sell-card", "player", Arg.player(m.player()), "buyer", Arg.player(m.buyer()), "price", Arg.money(m.price()));
    }

    @Override
    public boolean keepsPending() {
        return true;
    }

    @Override
    public RuleKey<Boolean> part() {
        return RuleKey.TRADES_ALLOWED;
    }

    @Override
    public boolean allowedInDebt(Pending.Debt d, Move.SellJailFreeCard m) {
        return m.buyer() != d.owed().get(0).debtor();
    }
}
