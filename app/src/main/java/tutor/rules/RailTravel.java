package tutor.rules;

import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.player;
import static tutor.trace.Arg.space;

import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.PlayerState;
import tutor.trace.Step;
import tutor.trace.StepKind;

/**
 * The seminary rules' free travel: a player whose token stands on a railroad may, at the start of
 * the next turn and instead of throwing, move to any railroad they own. It is the whole turn, pays
 * no salary across GO, and may be used once each time round the board.
 */
final class RailTravel {

    private RailTravel() {
    }

    static void travel(Play p, int seat, int deed) {
        Turns.lapseClaims(p);
        Deed d = p.board.deed(deed);
        p.setPlayer(seat, p.p(seat).mark(PlayerState.MARK_RAIL_TRAVEL_USED));
        p.noFurtherThrow();
        try (Step st = p.t.step(StepKind.RULE, RuleIds.RAIL_TRAVEL, "rail.travels", "player", player(seat),
                "from", space(p.p(seat).position()), "deed", deed(deed))) {
            p.cite(RuleKey.FREE_RAIL_TRAVEL);
            Movement.jump(p, seat, d.space());
        }
        Landing.land(p, seat, Arrival.byThrow(0));
    }

}
