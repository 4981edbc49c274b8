package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.player;

import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** Read-only questions of where a house or hotel may stand or be taken off (the group, evenness, mortgages); null when it may. */
final class BuildingPlacement {

    private BuildingPlacement() {
    }

    /** Whether a house or hotel could stand on this lot now, whatever the Bank's supply, the cash or the moment. */
    static Rejection placement(GameState s, int seat, int deed, boolean hotel) {
        return hotel ? hotelPlacement(s, seat, new Move.BuyHotel(seat, deed), deed)
                : housePlacement(s, seat, new Move.BuyHouse(seat, deed), deed);
    }

    /** Whether the player has a lot where such a building could stand now (a building won at auction needs one). */
    static boolean canPlace(GameState s, int seat, boolean hotel) {
        for (int deed = 0; deed < s.board().deeds().size(); deed++) {
            if (s.estates().owner(deed) == seat && placement(s, seat, deed, hotel) == null) {
                return true;
            }
        }
        return false;
    }

    static Rejection housePlacement(GameState s, int seat, Move m, int deed) {
        Rejection base = buildBase(s, seat, m, deed);
        if (base != null) {
            return base;
        }
        Estates e = s.estates();
        int cap = s.rules().housesBeforeHotel();
        if (e.hotel(deed) || e.houses(deed) >= cap) {
            return refuse(s, m, RuleIds.BUILD_LIMIT, RuleKey.HOUSES_BEFORE_HOTEL, "reject.build.full", "deed", deed(deed),
                    "hotel", e.hotel(deed) ? 1 : 0, "cap", cap);
        }
        if (!s.rules().buildEvenly()) {
            return null;
        }
        int lowest = Integer.MAX_VALUE;
        int lowestDeed = deed;
        for (int other : group(s, deed)) {
            if (e.mortgaged(other)) {
                continue; // only where building beside a mortgage is allowed; a mortgaged lot is not built on
            }
            int level = level(s, other);
            if (level < lowest) {
                lowest = level;
                lowestDeed = other;
            }
        }
        if (e.houses(deed) > lowest) {
            return refuse(s, m, RuleIds.BUILD_EVEN, RuleKey.BUILD_EVENLY, "reject.build.even", "deed", deed(deed),
                    "n", e.houses(deed), "lowest", deed(lowestDeed), "low", lowest);
        }
        return null;
    }

    static Rejection hotelPlacement(GameState s, int seat, Move m, int deed) {
        Rejection base = buildBase(s, seat, m, deed);
        if (base != null) {
            return base;
        }
        int cap = s.rules().housesBeforeHotel();
        if (s.estates().hotel(deed)) {
            return refuse(s, m, RuleIds.BUILD_LIMIT, null, "reject.build.hotel-limit", "deed", deed(deed));
        }
        if (!s.rules().buildEvenly()) {
            return s.estates().houses(deed) < cap
                    ? refuse(s, m, RuleIds.BUILD_HOTEL, RuleKey.HOUSES_BEFORE_HOTEL, "reject.build.hotel-needs-houses",
                    "cap", cap, "deed", deed(deed), "n", s.estates().houses(deed))
                    : null;
        }
        for (int other : group(s, deed)) {
            if (!s.estates().hotel(other) && s.estates().houses(other) < cap && !s.estates().mortgaged(other)) {
                return refuse(s, m, RuleIds.BUILD_HOTEL, RuleKey.HOUSES_BEFORE_HOTEL, "reject.build.hotel-group-houses",
                        "cap", cap, "deed", deed(other), "n", s.estates().houses(other));
            }
        }
        return null;
    }

    /** What every building needs: a street, the whole group, no mortgage in it (where the ruleset says so) nor on it. */
    static Rejection buildBase(GameState s, int seat, Move m, int deed) {
        if (deed < 0 || deed >= s.board().deeds().size() || s.board().deed(deed).kind() != SpaceKind.STREET) {
            return refuse(s, m, RuleIds.BUILD_COMPLETE_GROUP, null, "reject.build.streets-only");
        }
        if (s.estates().owner(deed) != seat) {
            return refuse(s, m, RuleIds.BUILD_COMPLETE_GROUP, null, "reject.not-owner", "player", player(seat), "deed", deed(deed));
        }
        for (int other : group(s, deed)) {
            if (s.estates().owner(other) != seat) {
                return refuse(s, m, RuleIds.BUILD_COMPLETE_GROUP, null, "reject.build.whole-group", "deed", deed(other),
                        "owner", player(s.estates().owner(other)));
            }
        }
        if (!s.rules().buildWithMortgagedLot()) {
            for (int other : group(s, deed)) {
                if (s.estates().mortgaged(other)) {
                    return refuse(s, m, RuleIds.BUILD_MORTGAGED_GROUP, RuleKey.BUILD_WITH_MORTGAGED_LOT,
                            "reject.build.mortgaged-in-group", "deed", deed(other));
                }
            }
        }
        if (s.estates().mortgaged(deed)) {
            return refuse(s, m, RuleIds.BUILD_MORTGAGED_GROUP, RuleKey.BUILD_WITH_MORTGAGED_LOT, "reject.build.mortgaged-lot",
                    "deed", deed(deed));
        }
        return null;
    }

    /** Whether the player may take a building off this lot now: the moment allows it (always while raising money) and the lot is theirs. */
    static Rejection ownStreet(GameState s, int seat, Move m, int deed, String ruleId) {
        boolean raising = s.pending() instanceof Pending.Debt d && d.owed().get(0).debtor() == seat;
        Rejection timing = raising ? null : BuildingTiming.check(s, seat, m, false);
        if (timing != null) {
            return timing;
        }
        if (deed < 0 || deed >= s.board().deeds().size() || s.estates().owner(deed) != seat) {
            return refuse(s, m, ruleId, null, "reject.not-owner-of-that", "player", player(seat));
        }
        return null;
    }

    static int[] group(GameState s, int deed) {
        return s.board().groupDeedIds(s.board().deed(deed).group());
    }

    static int level(GameState s, int deed) {
        return s.estates().hotel(deed) ? s.rules().housesBeforeHotel() + 1 : s.estates().houses(deed);
    }
}
