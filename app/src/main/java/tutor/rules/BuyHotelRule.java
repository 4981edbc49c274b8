package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import java.util.List;
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
final class BuyHotelRule implements MoveRule<Move.BuyHotel> {
    @Override
    public Class<Move.BuyHotel> kind() {
        return Move.BuyHotel.class;
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

    @Override
    public List<String> verbs() {
        return List.of("buy-hotel");
    }

    @Override
    public String verb(Move.BuyHotel m) {
        return "buy-hotel";
    }

    @Override
    public boolean takesDeed() {
        return true;
    }

    @Override
    public Move.BuyHotel fromVerb(String verb, int player, int deed) {
        return new Move.BuyHotel(player, deed);
    }

    @Override
    public int concerns(GameState s, Move.BuyHotel m) {
        return m.deed();
    }

    @Override
    public boolean keepsPending() { return true; }
    @Override
    public RuleKey<Boolean> part() {
        return RuleKey.BUILDINGS_ALLOWED;
    }

    @Override
    public String barredInJail(GameState s, Move.BuyHotel m) {
        return "reject.jail.may-not.build";
    }

    @Override
    public boolean allowedInDebt(Pending.Debt d, Move.BuyHotel m) {
        return d.owed().get(0).debtor() != m.player();
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
}
