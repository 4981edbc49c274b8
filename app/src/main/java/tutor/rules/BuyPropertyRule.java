package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import java.util.List;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of BuyProperty: when it is allowed, what it does (Buying), and how it reads. */
final class BuyPropertyRule extends PlainMoveRule<Move.BuyProperty> {

    BuyPropertyRule() {
        super(Move.BuyProperty.class, "buy", Move.BuyProperty::new);
    }

    @Override
    public Rejection check(GameState s, Move.BuyProperty m) {
        int seat = m.player();
        Rejection offer = Decisions.buyOffer(s, seat, m);
        if (offer != null) {
            return offer;
        }
        Pending.BuyDecision b = (Pending.BuyDecision) s.pending();
        Deed d = s.board().deed(b.deed());
        if (!s.rules().boothLeft(s.estates().countOwnedBy(seat), s.players().size())) {
            return refuse(s, m, RuleIds.BOOTH_LIMIT, RuleKey.BOOTH_LIMIT, "reject.buy.booth-limit", "player", player(seat),
                    "n", s.rules().boothLimit(s.players().size()));
        }
        int cash = s.player(seat).cash();
        if (cash < d.price()) {
            return refuse(s, m, RuleIds.BUY_CASH, null, "reject.buy.cash", "deed", deed(b.deed()), "price", money(d.price()),
                    "player", player(seat), "cash", money(cash));
        }
        return null;
    }

    @Override
    public void apply(Play p, GameState s, Move.BuyProperty m) {
        Buying.buy(p, m.player(), ((Pending.BuyDecision) s.pending()).deed());
    }

    @Override
    public Msg describe(GameState s, Move.BuyProperty m) {
        return Msg.of("say.buy", "player", Arg.player(m.player()));
    }

    @Override
    public int concerns(GameState s, Move.BuyProperty m) {
        return s.pending() instanceof Pending.BuyDecision b ? b.deed() : -1;
    }

    @Override
    public java.util.List<Move.BuyProperty> candidates(GameState s, int seat) {
        return java.util.List.of(new Move.BuyProperty(seat));
    }
}
