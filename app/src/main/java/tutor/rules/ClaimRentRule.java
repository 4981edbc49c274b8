package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.player;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.rules.state.RentClaim;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of ClaimRent: when it is allowed, what it does (Turns), and how it reads. */
final class ClaimRentRule extends PlainMoveRule<Move.ClaimRent> {

    ClaimRentRule() {
        super(Move.ClaimRent.class, "claim-rent", Move.ClaimRent::new);
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
    public Msg describe(GameState s, Move.ClaimRent m) {
        return Msg.of("say.claim-rent", "player", Arg.player(m.player()));
    }

    @Override
    public java.util.List<Move.ClaimRent> candidates(GameState s, int seat) {
        return java.util.List.of(new Move.ClaimRent(seat));
    }

    @Override
    public boolean keepsPending() {
        return true;
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
