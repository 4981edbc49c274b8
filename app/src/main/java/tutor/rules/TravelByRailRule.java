package tutor.rules;

import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of TravelByRail: when it is allowed, what it does (RailTravel), and how it reads. */
final class TravelByRailRule extends DeedMoveRule<Move.TravelByRail> {

    TravelByRailRule() {
        super(Move.TravelByRail.class, "rail-trip", Move.TravelByRail::new, Move.TravelByRail::deed);
    }

    @Override
    public Rejection check(GameState s, Move.TravelByRail m) {
        return RailTravel.check(s, m);
    }

    @Override
    public void apply(Play p, GameState s, Move.TravelByRail m) {
        RailTravel.travel(p, m.player(), m.deed());
    }

    @Override
    public Msg describe(GameState s, Move.TravelByRail m) {
        return Msg.of("say.rail", "player", Arg.player(m.player()), "deed", Arg.deed(m.deed()));
    }
}
