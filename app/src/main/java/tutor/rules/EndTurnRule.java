package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.player;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** The rule of EndTurn: when it is allowed, what it does (Turns), and how it reads. */
final class EndTurnRule extends ButtonRule<Move.EndTurn> {

    EndTurnRule() {
        super(Move.EndTurn.class, "end-turn", "say.end-turn", Move.EndTurn::new);
    }

    @Override
    public Rejection check(GameState s, Move.EndTurn m) {
        return endTurn(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.EndTurn m) {
        Turns.end(p, m.player());
    }

    private static Rejection endTurn(GameState s, int seat, Move m) {
        Pending pending = s.pending();
        if (pending instanceof Pending.TurnOver t && t.player() == seat) {
            return null;
        }
        if (pending instanceof Pending.AwaitRoll a && a.player() == seat) {
            if (s.rollAgain() && s.board().space(s.player(seat).position()).kind() == SpaceKind.RIDE_AGAIN) {
                return refuse(s, m, RuleIds.RIDE_AGAIN, null, "reject.turn.ride-again", "player", player(seat));
            }
            return s.rollAgain()
                    ? refuse(s, m, RuleIds.TURN_DOUBLES_AGAIN, null, "reject.turn.throw-again", "player", player(seat))
                    : refuse(s, m, RuleIds.TURN_ROLL, null, "reject.turn.not-thrown", "player", player(seat));
        }
        return Decisions.notYourDecision(s, seat, m, RuleIds.TURN_END, null);
    }
}
