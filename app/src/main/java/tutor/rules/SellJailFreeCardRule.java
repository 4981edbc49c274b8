package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of SellJailFreeCard: when it is allowed, what it does (Jail), and how it reads. */
final class SellJailFreeCardRule extends TradingRule<Move.SellJailFreeCard> {

    SellJailFreeCardRule() {
        super(Move.SellJailFreeCard.class, "sell-jail-card");
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
    public boolean allowedInDebt(Pending.Debt d, Move.SellJailFreeCard m) {
        return m.buyer() != d.owed().get(0).debtor();
    }

    /**
     * A jail-free card may be sold at any time (during an auction or another player's decision too),
     * except by a debtor where nothing may be sold while a payment is owed.
     */
    @Override
    public Rejection check(GameState s, Move.SellJailFreeCard sell) {
        int seat = sell.player();
        if (s.pending() instanceof Pending.Debt d && d.owed().get(0).debtor() == seat && !s.rules().tradeWhileOwing()) {
            return refuse(s, sell, RuleIds.DEBT_NO_SALES, RuleKey.TRADE_WHILE_OWING, "reject.debt.no-sales", "player", player(seat));
        }
        if (s.player(seat).jailCards().isEmpty()) {
            return refuse(s, sell, RuleIds.CARD_JAIL_FREE_SELL, null, "reject.card.none-to-sell", "player", player(seat));
        }
        int buyer = sell.buyer();
        if (buyer < 0 || buyer >= s.players().size() || buyer == seat || s.player(buyer).out()) {
            return refuse(s, sell, RuleIds.GAME_OUT, null, "reject.card.buyer-out");
        }
        if (sell.price() < 0) {
            return refuse(s, sell, RuleIds.CARD_JAIL_FREE_SELL, null, "reject.card.negative-price");
        }
        if (s.player(buyer).cash() < sell.price()) {
            return refuse(s, sell, RuleIds.CARD_JAIL_FREE_SELL, null, "reject.card.buyer-cash", "player", player(buyer),
                    "cash", money(s.player(buyer).cash()));
        }
        int promised = AuctionTurns.standingBid(s, buyer);
        if (promised > 0 && s.player(buyer).cash() - sell.price() < promised) {
            return refuse(s, sell, RuleIds.AUCTION_BID_CASH, RuleKey.AUCTION_BID_WITHIN_CASH, "reject.card.standing-bid",
                    "player", player(buyer), "amount", money(promised));
        }
        return null;
    }
}
