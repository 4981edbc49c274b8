package tutor.rules;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;

/** The rule of DeclineToBuy: allowed to the player offered the deed, whatever their cash; the deed then goes to auction (Buying). */
final class DeclineToBuyRule extends BuyOfferRule<Move.DeclineToBuy> {

    DeclineToBuyRule() {
        super(Move.DeclineToBuy.class, "decline", "say.decline", Move.DeclineToBuy::new);
    }

    @Override
    Rejection ownCheck(GameState s, Move.DeclineToBuy m, int deed) {
        return null;
    }

    @Override
    void answer(Play p, int seat, int deed) {
        Buying.decline(p, seat, deed);
    }
}
