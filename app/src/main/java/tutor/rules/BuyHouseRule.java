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

/** The rule of BuyHouse: when it is allowed, what it does (Building), and how it reads. */
final class BuyHouseRule implements MoveRule<Move.BuyHouse> {
    @Override
    public Class<Move.BuyHouse> kind() {
        return Move.BuyHouse.class;
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

    @Override
    public List<String> verbs() {
        return List.of("buy-house");
    }

    @Override
    public String verb(Move.BuyHouse m) {
        return "buy-house";
    }

    @Override
    public boolean takesDeed() {
        return true;
    }

    @Override
    public Move.BuyHouse fromVerb(String verb, int player, int deed) {
        return new Move.BuyHouse(player, deed);
    }

    @Override
    public int concerns(GameState s, Move.BuyHouse m) {
        return m.deed();
    }

    @Override
    public boolean keepsPending() {
        return true;
    }

    @Override
    public RuleKey<Boolean> part() {
        return RuleKey.BUILDINGS_ALLOWED;
    }

    @Override
    public String barredInJail(GameState s, Move.BuyHouse m) {
        return "reject.jail.may-not.build";
    }

    /** Another player's debt: building waits for it only where the edition's timing says so; the debtor pays first. */
    @Override
    public boolean allowedInDebt(Pending.Debt d, Move.BuyHouse m) {
        return d.owed().get(0).debtor() != m.player();
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
}
