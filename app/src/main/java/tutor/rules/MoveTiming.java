package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** Read-only questions of timing that several kinds of move share: between moves, or at any time. */
final class MoveTiming {

    private MoveTiming() {
    }

    /**
     * Lifting, trading, asking for scarce buildings and calling time happen between moves: at the start of
     * a turn or when a throw is dealt with, never while another decision is open.
     */
    static Rejection betweenMoves(GameState s, Move m, String ruleId) {
        Pending p = s.pending();
        if (p instanceof Pending.AwaitRoll || p instanceof Pending.TurnOver) {
            return null;
        }
        return refuse(s, m, RuleIds.TIMING_BETWEEN_MOVES, null, "reject.timing.between-moves", "while", Decisions.during(s, p));
    }

    /**
     * What the rules allow "at any time" (mortgaging an unimproved deed): during an auction, to fund a
     * bid, or while another player decides. Only a player placing a building just won must place it first.
     */
    static Rejection atAnyTime(GameState s, int seat, Move m) {
        if (s.pending() instanceof Pending.PlaceBuilding pb && pb.player() == seat) {
            return refuse(s, m, RuleIds.TURN_DECISION_FIRST, null, "reject.build.place-first", "player", player(seat),
                    "hotel", pb.hotel() ? 1 : 0);
        }
        return null;
    }
}
