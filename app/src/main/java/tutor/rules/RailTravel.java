package tutor.rules;

import static tutor.rules.Rejections.name;
import static tutor.rules.Rejections.reject;

import tutor.trace.StepKind;

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
            return reject(s, m, RuleIds.RAIL_TRAVEL, "This ruleset has no free travel between railroads; tokens move "
                    + "by the dice or a card.", RuleKey.FREE_RAIL_TRAVEL);
        }
        if (!(s.pending() instanceof Pending.AwaitRoll a) || a.player() != seat || s.rollAgain() || s.doubles() > 0) {
            return reject(s, m, RuleIds.RAIL_TRAVEL, "Free travel takes the place of the throw at the start of "
                    + name(s, seat) + "'s own turn.");
        }
        PlayerState pl = s.player(seat);
        if (pl.inJail()) {
            return reject(s, m, RuleIds.RAIL_TRAVEL, name(s, seat) + " is in Jail.");
        }
        if (s.board().space(pl.position()).kind() != SpaceKind.RAILROAD) {
            return reject(s, m, RuleIds.RAIL_TRAVEL, "Free travel starts from a railroad, and " + name(s, seat)
                    + " stands on " + s.board().space(pl.position()).name() + ".");
        }
        if (pl.has(PlayerState.MARK_RAIL_TRAVEL_USED)) {
            return reject(s, m, RuleIds.RAIL_TRAVEL, name(s, seat) + " has already travelled free since last passing "
                    + "GO; it is once each time round the board.", RuleKey.FREE_RAIL_TRAVEL);
        }
        if (m.deed() < 0 || m.deed() >= s.board().deeds().size() || s.board().deed(m.deed()).kind() != SpaceKind.RAILROAD
                || s.estates().owner(m.deed()) != seat) {
            return reject(s, m, RuleIds.RAIL_TRAVEL, "Free travel goes only to a railroad " + name(s, seat) + " owns.");
        }
        if (s.board().deed(m.deed()).space() == pl.position()) {
            return reject(s, m, RuleIds.RAIL_TRAVEL, name(s, seat) + " is already on " + s.board().deed(m.deed()).name() + ".");
        }
        return null;
    }

    static void travel(Play p, int seat, int deed) {
        Turns.lapseClaims(p);
        Deed d = p.board.deed(deed);
        p.setPlayer(seat, p.p(seat).mark(PlayerState.MARK_RAIL_TRAVEL_USED));
        p.rollAgain = false;
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.RAIL_TRAVEL, p.name(seat) + " travels free from " + p.spaceName(p.p(seat).position())
                    + " to " + d.name() + " instead of throwing. That is the whole turn; no salary is paid even across "
                    + "GO, and the next free trip comes after passing GO again.");
            p.cite(RuleKey.FREE_RAIL_TRAVEL);
        }
        try {
            Movement.jump(p, seat, d.space());
        } finally {
            p.t.close();
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
