package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.player;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.rules.state.RentClaim;

/** The rule of ClaimRent: when it is allowed, what it does (Turns), and how it reads. */
final class ClaimRentRule extends ButtonRule<Move.ClaimRent> implements BesideDecision<Move.ClaimRent> {

    ClaimRentRule() {
        super(Move.ClaimRent.class, "claim-rent", "say.claim-rent", Move.ClaimRent::new);
    }

    @Override
    public Rejection check(GameState s, Move.ClaimRent m) {
        return claim(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.ClaimRent m) {
        Turns.claim(p, m.player());
    }

    @Override
    public String barredInJail(GameState s, Move.ClaimRent m) {
        return "reject.jail.may-not.collect-rent";
    }

    private static Rejection claim(GameState s, int seat, Move m) {
        for (RentClaim c : s.claims()) {
            if (c.owner() == seat) {
                return null; // asking is not a deal: it may happen at any moment until the window closes
            }
        }
        return refuse(s, m, RuleIds.RENT_CLAIM, null, "reject.rent.nothing-owed", "player", player(seat));
    }
}
