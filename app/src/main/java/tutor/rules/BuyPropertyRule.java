package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;

/** The rule of BuyProperty: when it is allowed, what it does (Buying), and how it reads. */
final class BuyPropertyRule extends BuyOfferRule<Move.BuyProperty> {

    BuyPropertyRule() {
        super(Move.BuyProperty.class, "buy", "say.buy", Move.BuyProperty::new);
    }

    @Override
    Rejection ownCheck(GameState s, Move.BuyProperty m, int deed) {
        int seat = m.player();
        Deed d = s.board().deed(deed);
        if (!s.rules().boothLeft(s.estates().countOwnedBy(seat), s.players().size())) {
            return refuse(s, m, RuleIds.BOOTH_LIMIT, RuleKey.BOOTH_LIMIT, "reject.buy.booth-limit", "player", player(seat),
                    "n", s.rules().boothLimit(s.players().size()));
        }
        int cash = s.player(seat).cash();
        if (cash < d.price()) {
            return refuse(s, m, RuleIds.BUY_CASH, null, "reject.buy.cash", "deed", deed(deed), "price", money(d.price()),
                    "player", player(seat), "cash", money(cash));
        }
        return null;
    }

    @Override
    void answer(Play p, int seat, int deed) {
        Buying.buy(p, seat, deed);
    }
}
