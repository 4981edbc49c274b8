package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.player;

import tutor.trace.Msg;

/**
 * Where a ruleset bars players in Jail from dealing (the seminary rules): no bids, no buying or
 * selling, no collecting, and no trade but for a Get Out of Jail Free card. Raising money for a
 * debt stays open, or a jailed debtor could never pay.
 */
final class JailDealings {

    private JailDealings() {
    }

    static Rejection check(GameState s, int seat, Move m) {
        if (!s.rules().jailBarsDealings()) {
            return null;
        }
        if (m instanceof Move.Trade t) {
            return trade(s, t);
        }
        if (!s.player(seat).inJail()) {
            return null;
        }
        boolean raising = s.pending() instanceof Pending.Debt d && d.owed().get(0).debtor() == seat;
        String what = null;
        if (m instanceof Move.Bid) {
            what = "reject.jail.may-not.bid";
        } else if (m instanceof Move.BuyHouse || m instanceof Move.BuyHotel || m instanceof Move.RequestBuildings) {
            what = "reject.jail.may-not.build";
        } else if (!raising && (m instanceof Move.SellHouse || m instanceof Move.SellHotel)) {
            what = "reject.jail.may-not.sell-buildings";
        } else if (!raising && m instanceof Move.MortgageDeed) {
            what = "reject.jail.may-not.mortgage";
        } else if (m instanceof Move.ClaimRent) {
            what = "reject.jail.may-not.collect-rent";
        }
        return what == null ? null : refuse(s, m, RuleIds.JAIL_NO_DEALINGS, RuleKey.JAIL_BARS_DEALINGS, "reject.jail.no-dealings",
                "player", player(seat), "what", Msg.of(what));
    }

    /** A jailed player may trade a Get Out of Jail Free card (for cash), and nothing else. */
    private static Rejection trade(GameState s, Move.Trade t) {
        int jailed = -1;
        for (int seat : new int[] {t.player(), t.partner()}) {
            if (seat >= 0 && seat < s.players().size() && s.player(seat).inJail()) {
                jailed = seat;
                break;
            }
        }
        if (jailed < 0) {
            return null;
        }
        boolean cardOnly = t.gives().deeds().isEmpty() && t.gets().deeds().isEmpty()
                && t.gives().jailCards() + t.gets().jailCards() > 0;
        return cardOnly ? null : refuse(s, t, RuleIds.JAIL_NO_DEALINGS, RuleKey.JAIL_BARS_DEALINGS, "reject.jail.card-trades-only",
                "player", player(jailed));
    }
}
