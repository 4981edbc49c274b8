package tutor.rules;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;

/** The rule of BuyAnyDeed: when it is allowed, what it does (GoPrivileges), and how it reads. */
final class BuyAnyDeedRule extends DeedMoveRule<Move.BuyAnyDeed> implements BesideDecision<Move.BuyAnyDeed> {

    BuyAnyDeedRule() {
        super(Move.BuyAnyDeed.class, "buy-any-deed", "say.buy-any", Move.BuyAnyDeed::new, Move.BuyAnyDeed::deed);
    }

    @Override
    public Rejection check(GameState s, Move.BuyAnyDeed m) {
        return GoPrivileges.check(s, m);
    }

    @Override
    public void apply(Play p, GameState s, Move.BuyAnyDeed m) {
        GoPrivileges.buy(p, m.player(), m.deed());
    }

    @Override
    public java.util.List<Move.BuyAnyDeed> choices(GameState s, int seat) {
        java.util.List<Move.BuyAnyDeed> out = new java.util.ArrayList<>();
        for (int d = 0; d < s.board().deeds().size(); d++) {
            if (s.estates().owner(d) == tutor.rules.state.Estates.BANK) {
                out.add(new Move.BuyAnyDeed(seat, d));
            }
        }
        return out;
    }
}
