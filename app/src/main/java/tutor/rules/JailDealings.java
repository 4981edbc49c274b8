package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.player;

import tutor.trace.Msg;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;

/**
 * Where a ruleset bars players in Jail from dealing (the seminary rules): no bids, no buying or
 * selling, no collecting, and no trade but for a Get Out of Jail Free card. Raising money for a
 * debt stays open, or a jailed debtor could never pay.
 */
final class JailDealings {

    private JailDealings() {
    }

    /**
     * Null unless the ruleset bars jailed players from dealing and the move is one of those dealings:
     * {@code barred} is what its rule says a jailed player may not do (a message id), or null.
     */
    static Rejection check(GameState s, int seat, Move m, String barred) {
        if (!s.rules().jailBarsDealings()) {
            return null;
        }
        if (m instanceof Move.Trade t) {
            return trade(s, t);
        }
        if (barred == null || !s.player(seat).inJail()) {
            return null;
        }
        return refuse(s, m, RuleIds.JAIL_NO_DEALINGS, RuleKey.JAIL_BARS_DEALINGS, "reject.jail.no-dealings",
                "player", player(seat), "what", Msg.of(barred));
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
