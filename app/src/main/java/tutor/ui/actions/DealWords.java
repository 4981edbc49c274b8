package tutor.ui.actions;

import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.text.Texts;
import tutor.ui.widgets.Money;

/**
 * What the property moves are about, said above their buttons: the deed and its price for a buy decision ("Buy
 * Illinois Avenue for $240?"), the deed, the high bid and its bidder during an auction (or, before any bid, the
 * least first bid the ruleset accepts). Without it the buttons named no deed and no sum.
 */
final class DealWords {

    private DealWords() {
    }

    /** The words for the deal the position waits on, or null when it waits on none. */
    static String of(GameState s, Texts texts, String language) {
        if (s == null) {
            return null;
        }
        Pending p = s.pending();
        if (p instanceof Pending.BuyDecision b) {
            int price = s.board().deed(b.deed()).price();
            // The board's own word for a deed: on the Junior board an amusement («l'attraction», «аттракцион»).
            return texts.get("moves.deal.buy", s.table().deed(b.deed(), language), Money.of(language, s.board(), price), s.board().term("deed"));
        }
        if (p instanceof Pending.Auction a) {
            String deed = s.table().deed(a.deed(), language);
            if (a.bidder() >= 0) {
                return texts.get("moves.deal.auction", deed, Money.of(language, s.board(), a.high()), s.table().name(a.bidder()), s.board().term("deed"));
            }
            int opening = s.rules().openingBid(s.board().deed(a.deed()).price());
            return texts.get("moves.deal.auction.none", deed, Money.of(language, s.board(), opening), s.board().term("deed"));
        }
        return null;
    }
}
