package tutor.rules;

import java.util.List;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of TravelByRail: when it is allowed, what it does (RailTravel), and how it reads. */
final class TravelByRailRule implements MoveRule<Move.TravelByRail> {
    @Override
    public Class<Move.TravelByRail> kind() {
        return Move.TravelByRail.class;
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

    @Override
    public List<String> verbs() {
        return List.of("rail-trip");
    }

    @Override
    public String verb(Move.TravelByRail m) {
        return "rail-trip";
    }

    @Override
    public boolean takesDeed() {
        return true;
    }

    @Override
    public Move.TravelByRail fromVerb(String verb, int player, int deed) {
        return new Move.TravelByRail(player, deed);
    }

    @Override
    public int concerns(GameState s, Move.TravelByRail m) {
        return m.deed();
    }
}
