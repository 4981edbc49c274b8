package tutor.rules;

import static tutor.rules.Rejections.name;
import static tutor.rules.Rejections.reject;

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
            what = "bid in an auction";
        } else if (m instanceof Move.BuyHouse || m instanceof Move.BuyHotel || m instanceof Move.RequestBuildings) {
            what = "buy buildings";
        } else if (!raising && (m instanceof Move.SellHouse || m instanceof Move.SellHotel)) {
            what = "sell buildings (except to raise money owed)";
        } else if (!raising && m instanceof Move.MortgageDeed) {
            what = "collect cash on a mortgage (except to raise money owed)";
        } else if (m instanceof Move.ClaimRent) {
            what = "collect rent";
        }
        return what == null ? null : reject(s, m, RuleIds.JAIL_NO_DEALINGS, name(s, seat) + " is in Jail, and under "
                + "this ruleset a player in Jail may not " + what + ".", RuleKey.JAIL_BARS_DEALINGS);
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
        return cardOnly ? null : reject(s, t, RuleIds.JAIL_NO_DEALINGS, name(s, jailed) + " is in Jail, and under this "
                + "ruleset the only thing a player in Jail may trade is a Get Out of Jail Free card.", RuleKey.JAIL_BARS_DEALINGS);
    }
}
