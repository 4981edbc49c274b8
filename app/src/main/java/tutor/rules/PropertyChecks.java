package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** Whether a building, mortgage, trade or debt move is allowed now; null when it is. */
final class PropertyChecks {

    private PropertyChecks() {
    }

    static Rejection buyHouse(GameState s, int seat, Move.BuyHouse m) {
        boolean placing = s.pending() instanceof Pending.PlaceBuilding pb && pb.player() == seat && !pb.hotel();
        if (!placing) {
            Rejection timing = BuildingTiming.check(s, seat, m, true);
            if (timing != null) {
                return timing;
            }
        }
        Rejection place = housePlacement(s, seat, m, m.deed());
        if (place != null || placing) {
            return place;
        }
        Deed d = s.board().deed(m.deed());
        if (s.bankHouses() == 0) {
            return refuse(s, m, RuleIds.BUILD_SHORTAGE_WAIT, RuleKey.BANK_HOUSES, "reject.build.no-houses-left");
        }
        if (s.player(seat).cash() < d.houseCost()) {
            return refuse(s, m, RuleIds.BUILD_HOUSE, null, "reject.build.house-cash", "deed", deed(m.deed()),
                    "cost", money(d.houseCost()), "player", player(seat), "cash", money(s.player(seat).cash()));
        }
        return BuildingTiming.standingBid(s, seat, m, d.houseCost(), false);
    }

    static Rejection buyHotel(GameState s, int seat, Move.BuyHotel m) {
        boolean placing = s.pending() instanceof Pending.PlaceBuilding pb && pb.player() == seat && pb.hotel();
        if (!placing) {
            Rejection timing = BuildingTiming.check(s, seat, m, true);
            if (timing != null) {
                return timing;
            }
        }
        if (!placing && StraightToHotels.applies(s, seat, m.deed())) {
            return StraightToHotels.check(s, seat, m);
        }
        Rejection place = hotelPlacement(s, seat, m, m.deed());
        if (place != null || placing) {
            return place;
        }
        Deed d = s.board().deed(m.deed());
        if (s.bankHotels() == 0) {
            return refuse(s, m, RuleIds.BUILD_SHORTAGE_WAIT, RuleKey.BANK_HOTELS, "reject.build.no-hotels-left");
        }
        if (s.player(seat).cash() < d.hotelCost()) {
            return refuse(s, m, RuleIds.BUILD_HOTEL, null, "reject.build.hotel-cash", "deed", deed(m.deed()),
                    "cost", money(d.hotelCost()), "player", player(seat), "cash", money(s.player(seat).cash()));
        }
        return BuildingTiming.standingBid(s, seat, m, d.hotelCost(), true);
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

    private static Rejection housePlacement(GameState s, int seat, Move m, int deed) {
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

    private static Rejection hotelPlacement(GameState s, int seat, Move m, int deed) {
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

    static Rejection sellHouse(GameState s, int seat, Move.SellHouse m) {
        Rejection own = ownStreet(s, seat, m, m.deed(), RuleIds.BUILD_SELL);
        if (own != null) {
            return own;
        }
        if (s.estates().hotel(m.deed())) {
            return refuse(s, m, RuleIds.BUILD_SELL, null, "reject.build.sell-hotel-instead", "deed", deed(m.deed()));
        }
        if (s.estates().houses(m.deed()) == 0) {
            return refuse(s, m, RuleIds.BUILD_SELL, null, "reject.build.no-house", "deed", deed(m.deed()));
        }
        for (int other : s.rules().buildEvenly() ? group(s, m.deed()) : new int[0]) {
            if (level(s, other) > s.estates().houses(m.deed())) {
                return refuse(s, m, RuleIds.BUILD_SELL_EVEN, RuleKey.BUILD_EVENLY, "reject.build.sell-even", "other", deed(other),
                        "hotel", s.estates().hotel(other) ? 1 : 0, "houses", s.estates().houses(other), "deed", deed(m.deed()),
                        "n", s.estates().houses(m.deed()));
            }
        }
        return null;
    }

    static Rejection sellHotel(GameState s, int seat, Move.SellHotel m) {
        Rejection own = ownStreet(s, seat, m, m.deed(), RuleIds.BUILD_SELL_HOTEL);
        if (own != null) {
            return own;
        }
        if (!s.estates().hotel(m.deed())) {
            return refuse(s, m, RuleIds.BUILD_SELL_HOTEL, null, "reject.build.no-hotel", "deed", deed(m.deed()));
        }
        return null;
    }

    private static Rejection ownStreet(GameState s, int seat, Move m, int deed, String ruleId) {
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

    static Rejection request(GameState s, int seat, Move.RequestBuildings m) {
        Rejection timing = betweenMoves(s, m, RuleIds.BUILD_TIMING);
        if (timing != null) {
            return timing;
        }
        if (m.count() < 1) {
            return refuse(s, m, RuleIds.BUILD_SHORTAGE_AUCTION, null, "reject.build.ask-one");
        }
        for (int deed = 0; deed < s.board().deeds().size(); deed++) {
            if (s.estates().owner(deed) != seat) {
                continue;
            }
            Rejection r = m.hotel() ? buyHotel(s, seat, new Move.BuyHotel(seat, deed)) : buyHouse(s, seat, new Move.BuyHouse(seat, deed));
            if (r == null || r.ruleId().equals(RuleIds.BUILD_SHORTAGE_WAIT)) {
                return null;
            }
        }
        return refuse(s, m, RuleIds.BUILD_COMPLETE_GROUP, null, "reject.build.no-lot-to-ask", "player", player(seat),
                "hotel", m.hotel() ? 1 : 0);
    }

    static Rejection mortgage(GameState s, int seat, Move.MortgageDeed m) {
        Rejection timing = atAnyTime(s, seat, m);
        if (timing != null) {
            return timing;
        }
        if (m.deed() < 0 || m.deed() >= s.board().deeds().size() || s.estates().owner(m.deed()) != seat) {
            return refuse(s, m, RuleIds.MORTGAGE_TAKE, null, "reject.not-owner-of-that", "player", player(seat));
        }
        if (s.estates().mortgaged(m.deed())) {
            return refuse(s, m, RuleIds.MORTGAGE_TAKE, null, "reject.mortgage.already", "deed", deed(m.deed()));
        }
        for (int other : group(s, m.deed())) {
            if (s.estates().improved(other)) {
                return refuse(s, m, RuleIds.MORTGAGE_UNIMPROVED, null, "reject.mortgage.buildings", "deed", deed(other));
            }
        }
        return null;
    }

    static Rejection lift(GameState s, int seat, Move.LiftMortgage m) {
        boolean choosing = s.pending() instanceof Pending.MortgageChoice mc && mc.player() == seat && mc.deed() == m.deed();
        if (!choosing) {
            Rejection timing = betweenMoves(s, m, RuleIds.MORTGAGE_LIFT);
            if (timing != null) {
                return timing;
            }
        }
        if (m.deed() < 0 || m.deed() >= s.board().deeds().size() || s.estates().owner(m.deed()) != seat) {
            return refuse(s, m, RuleIds.MORTGAGE_LIFT, null, "reject.not-owner-of-that", "player", player(seat));
        }
        Deed d = s.board().deed(m.deed());
        if (!s.estates().mortgaged(m.deed())) {
            return refuse(s, m, RuleIds.MORTGAGE_LIFT, null, "reject.mortgage.not-mortgaged", "deed", deed(m.deed()));
        }
        int cost = choosing ? d.mortgage() : d.mortgage() + s.rules().mortgageInterest(d.mortgage());
        if (s.player(seat).cash() < cost) {
            return refuse(s, m, RuleIds.MORTGAGE_LIFT, RuleKey.MORTGAGE_INTEREST_PERCENT, "reject.mortgage.lift-cash",
                    "deed", deed(m.deed()), "cost", money(cost), "player", player(seat), "cash", money(s.player(seat).cash()));
        }
        return null;
    }

    static Rejection keep(GameState s, int seat, Move.KeepMortgage m) {
        if (s.pending() instanceof Pending.MortgageChoice mc && mc.player() == seat && mc.deed() == m.deed()) {
            return null;
        }
        return refuse(s, m, RuleIds.MORTGAGE_TRANSFER, null, "reject.mortgage.keep");
    }

    static Rejection payDebt(GameState s, int seat, Move m) {
        if (!(s.pending() instanceof Pending.Debt d)) {
            return refuse(s, m, RuleIds.DEBT_PAY, null, "reject.debt.owes-nothing", "player", player(seat));
        }
        Pending.Owed first = d.owed().get(0);
        if (first.debtor() != seat) {
            return refuse(s, m, RuleIds.TURN_WAIT, null, "reject.debt.someone-else", "player", player(first.debtor()));
        }
        if (s.player(seat).cash() < first.amount()) {
            return refuse(s, m, RuleIds.DEBT_RAISE, null, "reject.debt.raise", "player", player(seat),
                    "owed", money(first.amount()), "cash", money(s.player(seat).cash()));
        }
        return null;
    }

    static Rejection bankruptcy(GameState s, int seat, Move m) {
        if (!(s.pending() instanceof Pending.Debt d) || d.owed().get(0).debtor() != seat) {
            return refuse(s, m, RuleIds.BANKRUPTCY_REFUSED, null, "reject.bankruptcy.not-owing");
        }
        int owed = Debts.owedBy(d, seat);
        int raisable = Debts.raisable(s, seat);
        if (raisable >= owed) {
            return refuse(s, m, RuleIds.BANKRUPTCY_REFUSED, null, "reject.bankruptcy.can-pay", "player", player(seat),
                    "owed", money(owed), "raisable", money(raisable));
        }
        return null;
    }

    static Rejection callTime(GameState s, Move m) {
        if (!s.rules().timeLimitGame()) {
            return refuse(s, m, RuleIds.GAME_TIME_LIMIT, RuleKey.TIME_LIMIT_GAME, "reject.game.no-time-limit");
        }
        return betweenMoves(s, m, RuleIds.GAME_TIME_LIMIT);
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
        return refuse(s, m, RuleIds.TIMING_BETWEEN_MOVES, null, "reject.timing.between-moves", "while", BuildingTiming.during(s, p));
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

    /** The highest bid a player holds in the running auction (paid in cash if it wins), or 0. */
    static int standingBid(GameState s, int seat) {
        Pending p = s.pending();
        while (p instanceof Pending.Debt || p instanceof Pending.MortgageChoice) {
            p = p instanceof Pending.Debt d ? d.then() : ((Pending.MortgageChoice) p).then();
        }
        if (p instanceof Pending.Auction a && a.bidder() == seat) {
            return a.high();
        }
        if (p instanceof Pending.BuildingAuction b && b.bidder() == seat) {
            return b.high();
        }
        return 0;
    }

    static int[] group(GameState s, int deed) {
        return s.board().groupDeedIds(s.board().deed(deed).group());
    }

    static int level(GameState s, int deed) {
        return s.estates().hotel(deed) ? s.rules().housesBeforeHotel() + 1 : s.estates().houses(deed);
    }
}
