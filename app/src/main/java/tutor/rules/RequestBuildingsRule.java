package tutor.rules;

import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of RequestBuildings: when it is allowed, what it does (Requests), and how it reads. */
final class RequestBuildingsRule implements MoveRule<Move.RequestBuildings> {
    @Override
    public Class<Move.RequestBuildings> kind() {
        return Move.RequestBuildings.class;
    }

    @Override
    public Rejection check(GameState s, Move.RequestBuildings m) {
        return PropertyChecks.request(s, m.player(), m);
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
    public boolean keepsPending() {
        return true;
    }

    @Override
    public RuleKey<Boolean> part() {
        return RuleKey.BUILDINGS_ALLOWED;
    }

    @Override
    public String barredInJail(GameState s, Move.RequestBuildings m) {
        return "reject.jail.may-not.build";
    }
}
