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

/** The rule of BuyHotel: when it is allowed, what it does (Building), and how it reads. */
final class BuyHotelRule extends BuildingMoveRule<Move.BuyHotel> {

    BuyHotelRule() {
        super(Move.BuyHotel.class, "buy-hotel", Move.BuyHotel::new, Move.BuyHotel::deed, false);
    }

    @Override
    public Rejection check(GameState s, Move.BuyHotel m) {
        return buyHotel(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.BuyHotel m) {
        BuildingTiming.note(p, s, m.player(), true);
        boolean placing = s.pending() instanceof Pending.PlaceBuilding;
        if (!placing && StraightToHotels.applies(s, m.player(), m.deed())) {
            StraightToHotels.apply(p, s, m.player(), m.deed());
            return;
        }
        Building.buyHotel(p, m.player(), m.deed(), placing);
        Building.afterPlacing(p, s.pending(), true);
    }

    @Override
    public Msg describe(GameState s, Move.BuyHotel m) {
        return Msg.of("say.buy-hotel", "player", Arg.player(m.player()), "deed", Arg.deed(m.deed()));
    }

    private static Rejection buyHotel(GameState s, int seat, Move.BuyHotel m) {
        boolean placing = s.pending() instanceof Pending.PlaceBuilding pb && pb.player() == seat && pb.hotel();
        if (!placing) {
            Rejection timing = BuildingTiming.check(s, seat, m, true);
            if (timing != null) {
                return timing;
            }
        }
        if (!placing && StraightToHotels.applies(s, seat, m.deed())) {
            return StraightToHotels.check(s, seat, m);
        }
        Rejection place = BuildingPlacement.hotelPlacement(s, seat, m, m.deed());
        if (place != null || placing) {
            return place;
        }
        Deed d = s.board().deed(m.deed());
        if (s.bankHotels() == 0) {
            return refuse(s, m, RuleIds.BUILD_SHORTAGE_WAIT, RuleKey.BANK_HOTELS, "reject.build.no-hotels-left");
        }
        if (s.player(seat).cash() < d.hotelCost()) {
            return refuse(s, m, RuleIds.BUILD_HOTEL, null, "reject.build.hotel-cash", "deed", deed(m.deed()),
                    "cost", money(d.hotelCost()), "player", player(seat), "cash", money(s.player(seat).cash()));
        }
        return BuildingTiming.standingBid(s, seat, m, d.hotelCost(), true);
    }

    @Override
    public java.util.List<Move.BuyHotel> choices(GameState s, int seat) {
        return onOwnDeeds(s, seat, d -> true);
    }
}
