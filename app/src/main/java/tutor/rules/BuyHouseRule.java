package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of BuyHouse: when it is allowed, what it does (Building), and how it reads. */
final class BuyHouseRule extends BuildingMoveRule<Move.BuyHouse> {

    BuyHouseRule() {
        super(Move.BuyHouse.class, "buy-house", Move.BuyHouse::new, Move.BuyHouse::deed, false);
    }

    @Override
    public Rejection check(GameState s, Move.BuyHouse m) {
        return buyHouse(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.BuyHouse m) {
        BuildingTiming.note(p, s, m.player(), true);
        boolean placing = s.pending() instanceof Pending.PlaceBuilding;
        Building.buyHouse(p, m.player(), m.deed(), placing);
        Building.afterPlacing(p, s.pending(), false);
    }

    @Override
    public Msg describe(GameState s, Move.BuyHouse m) {
        return Msg.of("say.buy-house", "player", Arg.player(m.player()), "deed", Arg.deed(m.deed()));
    }

    private static Rejection buyHouse(GameState s, int seat, Move.BuyHouse m) {
        boolean placing = s.pending() instanceof Pending.PlaceBuilding pb && pb.player() == seat && !pb.hotel();
        if (!placing) {
            Rejection timing = BuildingTiming.check(s, seat, m, true);
            if (timing != null) {
                return timing;
            }
        }
        Rejection place = BuildingPlacement.housePlacement(s, seat, m, m.deed());
        if (place != null || placing) {
            return place;
        }
        Deed d = s.board().deed(m.deed());
        if (s.bankHouses() == 0) {
            return refuse(s, m, RuleIds.BUILD_SHORTAGE_WAIT, RuleKey.BANK_HOUSES, "reject.build.no-houses-left");
        }
        if (s.player(seat).cash() < d.houseCost()) {
            return refuse(s, m, RuleIds.BUILD_HOUSE, null, "reject.build.house-cash", "deed", deed(m.deed()),
                    "cost", money(d.houseCost()), "player", player(seat), "cash", money(s.player(seat).cash()));
        }
        return BuildingTiming.standingBid(s, seat, m, d.houseCost(), false);
    }

    @Override
    public java.util.List<Move.BuyHouse> choices(GameState s, int seat) {
        return onOwnDeeds(s, seat, d -> true);
    }
}
