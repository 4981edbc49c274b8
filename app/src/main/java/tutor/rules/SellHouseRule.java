package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;

import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of SellHouse: when it is allowed, what it does (Building), and how it reads. */
final class SellHouseRule extends BuildingMoveRule<Move.SellHouse> {

    SellHouseRule() {
        super(Move.SellHouse.class, "sell-house", Move.SellHouse::new, Move.SellHouse::deed, true);
    }

    @Override
    public Rejection check(GameState s, Move.SellHouse m) {
        return sellHouse(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.SellHouse m) {
        BuildingTiming.note(p, s, m.player(), false);
        Building.sellHouse(p, m.player(), m.deed());
    }

    @Override
    public Msg describe(GameState s, Move.SellHouse m) {
        return Msg.of("say.sell-house", "player", Arg.player(m.player()), "deed", Arg.deed(m.deed()));
    }

    private static Rejection sellHouse(GameState s, int seat, Move.SellHouse m) {
        Rejection own = BuildingPlacement.ownStreet(s, seat, m, m.deed(), RuleIds.BUILD_SELL);
        if (own != null) {
            return own;
        }
        if (s.estates().hotel(m.deed())) {
            return refuse(s, m, RuleIds.BUILD_SELL, null, "reject.build.sell-hotel-instead", "deed", deed(m.deed()));
        }
        if (s.estates().houses(m.deed()) == 0) {
            return refuse(s, m, RuleIds.BUILD_SELL, null, "reject.build.no-house", "deed", deed(m.deed()));
        }
        for (int other : s.rules().buildEvenly() ? BuildingPlacement.group(s, m.deed()) : new int[0]) {
            if (BuildingPlacement.level(s, other) > s.estates().houses(m.deed())) {
                return refuse(s, m, RuleIds.BUILD_SELL_EVEN, RuleKey.BUILD_EVENLY, "reject.build.sell-even", "other", deed(other),
                        "hotel", s.estates().hotel(other) ? 1 : 0, "houses", s.estates().houses(other), "deed", deed(m.deed()),
                        "n", s.estates().houses(m.deed()));
            }
        }
        return null;
    }

    @Override
    public java.util.List<Move.SellHouse> choices(GameState s, int seat) {
        return onOwnDeeds(s, seat, d -> true);
    }
}
