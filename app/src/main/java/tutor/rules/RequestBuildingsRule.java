package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.player;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of RequestBuildings: when it is allowed, what it does (Requests), and how it reads. */
final class RequestBuildingsRule extends KindRule<Move.RequestBuildings> implements BesideDecision<Move.RequestBuildings> {
    /** Asking is allowed where buying would be but for the Bank's supply: the two rules it asks. */
    private static final BuyHouseRule HOUSE = new BuyHouseRule();
    private static final BuyHotelRule HOTEL = new BuyHotelRule();

    RequestBuildingsRule() {
        super(Move.RequestBuildings.class);
    }

    @Override
    public void apply(Play p, GameState s, Move.RequestBuildings m) {
        Requests.request(p, m.player(), m.hotel(), m.count());
    }

    @Override
    public Msg describe(GameState s, Move.RequestBuildings m) {
        return Msg.of("say.request", "player", Arg.player(m.player()), "n", m.count(), "hotel", m.hotel() ? 1 : 0);
    }

    @Override
    public List<String> verbs() {
        return List.of("request-houses", "request-hotels");
    }

    @Override
    public String verb(Move.RequestBuildings m) {
        return m.hotel() ? "request-hotels" : "request-houses";
    }

    @Override
    public RuleKey<Boolean> part() {
        return RuleKey.BUILDINGS_ALLOWED;
    }

    @Override
    public String barredInJail(GameState s, Move.RequestBuildings m) {
        return "reject.jail.may-not.build";
    }

    @Override
    public Rejection check(GameState s, Move.RequestBuildings m) {
        int seat = m.player();
        Rejection timing = MoveTiming.betweenMoves(s, m, RuleIds.BUILD_TIMING);
        if (timing != null) {
            return timing;
        }
        if (m.count() < 1) {
            return refuse(s, m, RuleIds.BUILD_SHORTAGE_AUCTION, null, "reject.build.ask-one");
        }
        for (int deed = 0; deed < s.board().deeds().size(); deed++) {
            if (s.estates().owner(deed) != seat) {
                continue;
            }
            Rejection r = m.hotel() ? HOTEL.check(s, new Move.BuyHotel(seat, deed)) : HOUSE.check(s, new Move.BuyHouse(seat, deed));
            if (r == null || r.ruleId().equals(RuleIds.BUILD_SHORTAGE_WAIT)) {
                return null;
            }
        }
        return refuse(s, m, RuleIds.BUILD_COMPLETE_GROUP, null, "reject.build.no-lot-to-ask", "player", player(seat),
                "hotel", m.hotel() ? 1 : 0);
    }
}
