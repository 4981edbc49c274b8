package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of SellHotel: when it is allowed, what it does (Building), and how it reads. */
final class SellHotelRule implements MoveRule<Move.SellHotel> {
    @Override
    public Class<Move.SellHotel> kind() {
        return Move.SellHotel.class;
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

    @Override
    public List<String> verbs() {
        return List.of("sell-hotel");
    }

    @Override
    public String verb(Move.SellHotel m) {
        return "sell-hotel";
    }

    @Override
    public boolean takesDeed() {
        return true;
    }

    @Override
    public Move.SellHotel fromVerb(String verb, int player, int deed) {
        return new Move.SellHotel(player, deed);
    }

    @Override
    public int concerns(GameState s, Move.SellHotel m) {
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
    public boolean allowedInDebt(Pending.Debt d, Move.SellHotel m) {
        return true;
    }

    @Override
    public String barredInJail(GameState s, Move.SellHotel m) {
        return Debts.raising(s, m.player()) ? null : "reject.jail.may-not.sell-buildings";
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
}
