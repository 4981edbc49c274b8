package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.player;
import static tutor.trace.Arg.space;

import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.trace.Arg;
import tutor.trace.Msg;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;

/**
 * The seminary rules' free travel: a player whose token stands on a railroad may, at the start of
 * the next turn and instead of throwing, move to any railroad they own. It is the whole turn, pays
 * no salary across GO, and may be used once each time round the board.
 */
final class RailTravel {

    private RailTravel() {
    }

    static Rejection check(GameState s, Move.TravelByRail m) {
        int seat = m.player();
        if (!s.rules().freeRailTravel()) {
            return refuse(s, m, RuleIds.RAIL_TRAVEL, RuleKey.FREE_RAIL_TRAVEL, "reject.rail.none");
        }
        if (!(s.pending() instanceof Pending.AwaitRoll a) || a.player() != seat || s.rollAgain() || s.doubles() > 0) {
            return refuse(s, m, RuleIds.RAIL_TRAVEL, null, "reject.rail.instead-of-throw", "player", player(seat));
        }
        PlayerState pl = s.player(seat);
        if (pl.inJail()) {
            return refuse(s, m, RuleIds.RAIL_TRAVEL, null, "reject.rail.in-jail", "player", player(seat));
        }
        if (s.board().space(pl.position()).kind() != SpaceKind.RAILROAD) {
            return refuse(s, m, RuleIds.RAIL_TRAVEL, null, "reject.rail.not-on-railroad", "player", player(seat),
                    "space", space(pl.position()));
        }
        if (pl.has(PlayerState.MARK_RAIL_TRAVEL_USED)) {
            return refuse(s, m, RuleIds.RAIL_TRAVEL, RuleKey.FREE_RAIL_TRAVEL, "reject.rail.used", "player", player(seat));
        }
        if (m.deed() < 0 || m.deed() >= s.board().deeds().size() || s.board().deed(m.deed()).kind() != SpaceKind.RAILROAD
                || s.estates().owner(m.deed()) != seat) {
            return refuse(s, m, RuleIds.RAIL_TRAVEL, null, "reject.rail.own-only", "player", player(seat));
        }
        if (s.board().deed(m.deed()).space() == pl.position()) {
            return refuse(s, m, RuleIds.RAIL_TRAVEL, null, "reject.rail.already-there", "player", player(seat), "deed", deed(m.deed()));
        }
        return null;
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

    /** The trips open to a player now. */
    static void options(GameState s, int seat, java.util.List<Move> moves) {
        if (!s.rules().freeRailTravel()) {
            return;
        }
        for (Deed d : s.board().deeds()) {
            if (d.kind() == SpaceKind.RAILROAD && s.estates().owner(d.id()) == seat) {
                Move m = new Move.TravelByRail(seat, d.id());
                if (check(s, (Move.TravelByRail) m) == null) {
                    moves.add(m);
                }
            }
        }
    }
}
