package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;

import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of SellHotel: when it is allowed, what it does (Building), and how it reads. */
final class SellHotelRule extends BuildingMoveRule<Move.SellHotel> {

    SellHotelRule() {
        super(Move.SellHotel.class, "sell-hotel", Move.SellHotel::new, Move.SellHotel::deed, true);
    }

    @Override
    public Rejection check(GameState s, Move.SellHotel m) {
        return sellHotel(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.SellHotel m) {
        BuildingTiming.note(p, s, m.player(), false);
        Building.sellHotel(p, m.player(), m.deed());
    }

    @Override
    public Msg describe(GameState s, Move.SellHotel m) {
        return Msg.of("say.sell-hotel", "player", Arg.player(m.player()), "deed", Arg.deed(m.deed()));
    }

    private static Rejection sellHotel(GameState s, int seat, Move.SellHotel m) {
        Rejection own = BuildingPlacement.ownStreet(s, seat, m, m.deed(), RuleIds.BUILD_SELL_HOTEL);
        if (own != null) {
            return own;
        }
        if (!s.estates().hotel(m.deed())) {
            return refuse(s, m, RuleIds.BUILD_SELL_HOTEL, null, "reject.build.no-hotel", "deed", deed(m.deed()));
        }
        return null;
    }

    @Override
    public java.util.List<Move.SellHotel> choices(GameState s, int seat) {
        return onOwnDeeds(s, seat, d -> true);
    }
}
