package tutor.rules;

import static tutor.rules.Rejections.refuse;

import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;

/** The rule of CallTime: when it is allowed, what it does (GameEnd), and how it reads. */
final class CallTimeRule extends PlainMoveRule<Move.CallTime> implements BesideDecision<Move.CallTime> {

    CallTimeRule() {
        super(Move.CallTime.class, "call-time", "say.call-time", Move.CallTime::new);
    }

    @Override
    public void apply(Play p, GameState s, Move.CallTime m) {
        GameEnd.callTime(p, m.player());
    }

    @Override
    public Rejection check(GameState s, Move.CallTime m) {
        if (!s.rules().timeLimitGame()) {
            return refuse(s, m, RuleIds.GAME_TIME_LIMIT, RuleKey.TIME_LIMIT_GAME, "reject.game.no-time-limit");
        }
        return MoveTiming.betweenMoves(s, m, RuleIds.GAME_TIME_LIMIT);
    }
}
