package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.player;
import static tutor.trace.Arg.space;

import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
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
        return refusal(s, m);
    }

    @Override
    public void apply(Play p, GameState s, Move.TravelByRail m) {
        RailTravel.travel(p, m.player(), m.deed());
    }

    @Override
    public Msg describe(GameState s, Move.TravelByRail m) {
        return Msg.of("say.rail", "player", Arg.player(m.player()), "deed", Arg.deed(m.deed()));
    }

    private static Rejection refusal(GameState s, Move.TravelByRail m) {
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

    /** The trips open to a player now. */
    static void options(GameState s, int seat, java.util.List<Move> moves) {
        if (!s.rules().freeRailTravel()) {
            return;
        }
        for (Deed d : s.board().deeds()) {
            if (d.kind() == SpaceKind.RAILROAD && s.estates().owner(d.id()) == seat) {
                Move m = new Move.TravelByRail(seat, d.id());
                if (refusal(s, (Move.TravelByRail) m) == null) {
                    moves.add(m);
                }
            }
        }
    }

    @Override
    public java.util.List<Move.TravelByRail> choices(GameState s, int seat) {
        return onOwnDeeds(s, seat, d -> s.board().deed(d).kind() == SpaceKind.RAILROAD);
    }
}
