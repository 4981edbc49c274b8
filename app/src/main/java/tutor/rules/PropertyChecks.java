package tutor.rules;

import static tutor.rules.Rejections.money;
import static tutor.rules.Rejections.name;
import static tutor.rules.Rejections.reject;

/** Whether a building, mortgage, trade or debt move is allowed now; null when it is. */
final class PropertyChecks {

    private PropertyChecks() {
    }

    static Rejection buyHouse(GameState s, int seat, Move.BuyHouse m) {
        boolean placing = s.pending() instanceof Pending.PlaceBuilding pb && pb.player() == seat && !pb.hotel();
        if (!placing) {
            Rejection timing = betweenMoves(s, m, RuleIds.BUILD_TIMING);
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
            return reject(s, m, RuleIds.BUILD_SHORTAGE_WAIT, "The Bank has no houses left. Wait until houses "
                    + "return to the Bank (sold back, or turned in for hotels) before building.", RuleKey.BANK_HOUSES);
        }
        if (s.player(seat).cash() < d.houseCost()) {
            return reject(s, m, RuleIds.BUILD_HOUSE, "A house on " + d.name() + " costs " + money(s, d.houseCost())
                    + " and " + name(s, seat) + " has " + money(s, s.player(seat).cash()) + ".");
        }
        return null;
    }

    static Rejection buyHotel(GameState s, int seat, Move.BuyHotel m) {
        boolean placing = s.pending() instanceof Pending.PlaceBuilding pb && pb.player() == seat && pb.hotel();
        if (!placing) {
            Rejection timing = betweenMoves(s, m, RuleIds.BUILD_TIMING);
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
            return reject(s, m, RuleIds.BUILD_SHORTAGE_WAIT, "The Bank has no hotels left. Wait until a hotel "
                    + "returns to the Bank.", RuleKey.BANK_HOTELS);
        }
        if (s.player(seat).cash() < d.hotelCost()) {
            return reject(s, m, RuleIds.BUILD_HOTEL, "A hotel on " + d.name() + " costs " + money(s, d.hotelCost())
                    + " and " + name(s, seat) + " has " + money(s, s.player(seat).cash()) + ".");
        }
        return null;
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
        Deed d = s.board().deed(deed);
        int cap = s.rules().housesBeforeHotel();
        if (e.hotel(deed) || e.houses(deed) >= cap) {
            return reject(s, m, RuleIds.BUILD_LIMIT, d.name() + " already has " + (e.hotel(deed) ? "a hotel" : cap + " houses")
                    + "; a lot takes at most " + cap + " houses, then a hotel.", RuleKey.HOUSES_BEFORE_HOTEL);
        }
        if (!s.rules().buildEvenly()) {
            return null;
        }
        int lowest = Integer.MAX_VALUE;
        String lowestName = "";
        for (int other : group(s, deed)) {
            if (e.mortgaged(other)) {
                continue; // only where building beside a mortgage is allowed; a mortgaged lot is not built on
            }
            int level = level(s, other);
            if (level < lowest) {
                lowest = level;
                lowestName = s.board().deed(other).name();
            }
        }
        if (e.houses(deed) > lowest) {
            return reject(s, m, RuleIds.BUILD_EVEN, "Build evenly: " + d.name() + " has " + e.houses(deed)
                    + " and " + lowestName + " only " + lowest + "; the next house goes on " + lowestName + ".", RuleKey.BUILD_EVENLY);
        }
        return null;
    }

    private static Rejection hotelPlacement(GameState s, int seat, Move m, int deed) {
        Rejection base = buildBase(s, seat, m, deed);
        if (base != null) {
            return base;
        }
        Deed d = s.board().deed(deed);
        int cap = s.rules().housesBeforeHotel();
        if (s.estates().hotel(deed)) {
            return reject(s, m, RuleIds.BUILD_LIMIT, d.name() + " already has a hotel; a lot takes one hotel at most.");
        }
        if (!s.rules().buildEvenly()) {
            return s.estates().houses(deed) < cap
                    ? reject(s, m, RuleIds.BUILD_HOTEL, "A hotel replaces " + cap + " houses on its lot, and " + d.name()
                    + " has " + s.estates().houses(deed) + ".", RuleKey.HOUSES_BEFORE_HOTEL)
                    : null;
        }
        for (int other : group(s, deed)) {
            if (!s.estates().hotel(other) && s.estates().houses(other) < cap && !s.estates().mortgaged(other)) {
                return reject(s, m, RuleIds.BUILD_HOTEL, "A hotel needs " + cap + " houses on every lot of the group first; "
                        + s.board().deed(other).name() + " has " + s.estates().houses(other) + ".", RuleKey.HOUSES_BEFORE_HOTEL);
            }
        }
        return null;
    }

    /** What every building needs: a street, the whole group, no mortgage in it (where the ruleset says so) nor on it. */
    static Rejection buildBase(GameState s, int seat, Move m, int deed) {
        if (deed < 0 || deed >= s.board().deeds().size() || s.board().deed(deed).kind() != SpaceKind.STREET) {
            return reject(s, m, RuleIds.BUILD_COMPLETE_GROUP, "Houses and hotels go only on streets, not on railroads or utilities.");
        }
        Deed d = s.board().deed(deed);
        if (s.estates().owner(deed) != seat) {
            return reject(s, m, RuleIds.BUILD_COMPLETE_GROUP, name(s, seat) + " does not own " + d.name() + ".");
        }
        for (int other : group(s, deed)) {
            if (s.estates().owner(other) != seat) {
                return reject(s, m, RuleIds.BUILD_COMPLETE_GROUP, "Building needs the whole colour group, and "
                        + s.board().deed(other).name() + " belongs to " + name(s, s.estates().owner(other)) + ".");
            }
        }
        if (!s.rules().buildWithMortgagedLot()) {
            for (int other : group(s, deed)) {
                if (s.estates().mortgaged(other)) {
                    return reject(s, m, RuleIds.BUILD_MORTGAGED_GROUP, s.board().deed(other).name()
                            + " is mortgaged; no building in the group until every lot is free of its mortgage.",
                            RuleKey.BUILD_WITH_MORTGAGED_LOT);
                }
            }
        }
        if (s.estates().mortgaged(deed)) {
            return reject(s, m, RuleIds.BUILD_MORTGAGED_GROUP, d.name() + " itself is mortgaged, and a mortgaged lot "
                    + "takes no buildings; lift the mortgage first.", RuleKey.BUILD_WITH_MORTGAGED_LOT);
        }
        return null;
    }

    static Rejection sellHouse(GameState s, int seat, Move.SellHouse m) {
        Rejection own = ownStreet(s, seat, m, m.deed(), RuleIds.BUILD_SELL);
        if (own != null) {
            return own;
        }
        Deed d = s.board().deed(m.deed());
        if (s.estates().hotel(m.deed())) {
            return reject(s, m, RuleIds.BUILD_SELL, d.name() + " has a hotel, not houses; sell the hotel.");
        }
        if (s.estates().houses(m.deed()) == 0) {
            return reject(s, m, RuleIds.BUILD_SELL, d.name() + " has no house to sell.");
        }
        for (int other : s.rules().buildEvenly() ? group(s, m.deed()) : new int[0]) {
            if (level(s, other) > s.estates().houses(m.deed())) {
                String what = s.estates().hotel(other) ? "a hotel" : s.estates().houses(other) + " houses";
                return reject(s, m, RuleIds.BUILD_SELL_EVEN, "Sell evenly: " + s.board().deed(other).name() + " has " + what
                        + " while " + d.name() + " has " + s.estates().houses(m.deed()) + "; sell from "
                        + s.board().deed(other).name() + " first.", RuleKey.BUILD_EVENLY);
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
            return reject(s, m, RuleIds.BUILD_SELL_HOTEL, s.board().deed(m.deed()).name() + " has no hotel.");
        }
        return null;
    }

    private static Rejection ownStreet(GameState s, int seat, Move m, int deed, String ruleId) {
        Rejection timing = debtorOrBetweenMoves(s, seat, m, RuleIds.BUILD_TIMING);
        if (timing != null) {
            return timing;
        }
        if (deed < 0 || deed >= s.board().deeds().size() || s.estates().owner(deed) != seat) {
            return reject(s, m, ruleId, name(s, seat) + " does not own that deed.");
        }
        return null;
    }

    static Rejection request(GameState s, int seat, Move.RequestBuildings m) {
        Rejection timing = betweenMoves(s, m, RuleIds.BUILD_TIMING);
        if (timing != null) {
            return timing;
        }
        if (m.count() < 1) {
            return reject(s, m, RuleIds.BUILD_SHORTAGE_AUCTION, "Ask for at least one building.");
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
        return reject(s, m, RuleIds.BUILD_COMPLETE_GROUP, name(s, seat) + " has no lot where a "
                + (m.hotel() ? "hotel" : "house") + " could go now, so cannot ask the Bank for one.");
    }

    static Rejection mortgage(GameState s, int seat, Move.MortgageDeed m) {
        Rejection timing = atAnyTime(s, seat, m);
        if (timing != null) {
            return timing;
        }
        if (m.deed() < 0 || m.deed() >= s.board().deeds().size() || s.estates().owner(m.deed()) != seat) {
            return reject(s, m, RuleIds.MORTGAGE_TAKE, name(s, seat) + " does not own that deed.");
        }
        Deed d = s.board().deed(m.deed());
        if (s.estates().mortgaged(m.deed())) {
            return reject(s, m, RuleIds.MORTGAGE_TAKE, d.name() + " is already mortgaged.");
        }
        for (int other : group(s, m.deed())) {
            if (s.estates().improved(other)) {
                return reject(s, m, RuleIds.MORTGAGE_UNIMPROVED, "Only a deed whose whole group has no buildings can be "
                        + "mortgaged; sell the buildings on " + s.board().deed(other).name() + " back to the Bank first.");
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
            return reject(s, m, RuleIds.MORTGAGE_LIFT, name(s, seat) + " does not own that deed.");
        }
        Deed d = s.board().deed(m.deed());
        if (!s.estates().mortgaged(m.deed())) {
            return reject(s, m, RuleIds.MORTGAGE_LIFT, d.name() + " is not mortgaged.");
        }
        int cost = choosing ? d.mortgage() : d.mortgage() + s.rules().mortgageInterest(d.mortgage());
        if (s.player(seat).cash() < cost) {
            return reject(s, m, RuleIds.MORTGAGE_LIFT, "Lifting the mortgage on " + d.name() + " costs " + money(s, cost)
                    + " and " + name(s, seat) + " has " + money(s, s.player(seat).cash()) + ".", RuleKey.MORTGAGE_INTEREST_PERCENT);
        }
        return null;
    }

    static Rejection keep(GameState s, int seat, Move.KeepMortgage m) {
        if (s.pending() instanceof Pending.MortgageChoice mc && mc.player() == seat && mc.deed() == m.deed()) {
            return null;
        }
        return reject(s, m, RuleIds.MORTGAGE_TRANSFER, "Keeping a mortgage is a choice made only on receiving a mortgaged deed.");
    }

    static Rejection payDebt(GameState s, int seat, Move m) {
        if (!(s.pending() instanceof Pending.Debt d)) {
            return reject(s, m, RuleIds.DEBT_PAY, name(s, seat) + " owes nothing.");
        }
        Pending.Owed first = d.owed().get(0);
        if (first.debtor() != seat) {
            return reject(s, m, RuleIds.TURN_WAIT, "The debt being settled is " + name(s, first.debtor()) + "'s.");
        }
        if (s.player(seat).cash() < first.amount()) {
            return reject(s, m, RuleIds.DEBT_RAISE, name(s, seat) + " owes " + money(s, first.amount()) + " and has "
                    + money(s, s.player(seat).cash()) + ": raise the rest by selling buildings, mortgaging or trading.");
        }
        return null;
    }

    static Rejection bankruptcy(GameState s, int seat, Move m) {
        if (!(s.pending() instanceof Pending.Debt d) || d.owed().get(0).debtor() != seat) {
            return reject(s, m, RuleIds.BANKRUPTCY_REFUSED, "Only a player who owes more than they can pay may declare bankruptcy.");
        }
        int owed = Debts.owedBy(d, seat);
        int raisable = Debts.raisable(s, seat);
        if (raisable >= owed) {
            return reject(s, m, RuleIds.BANKRUPTCY_REFUSED, name(s, seat) + " owes " + money(s, owed) + " and can raise "
                    + money(s, raisable) + " (cash, buildings sold at half price, mortgages), so is not bankrupt: "
                    + "raise the money and pay.");
        }
        return null;
    }

    static Rejection callTime(GameState s, Move m) {
        if (!s.rules().timeLimitGame()) {
            return reject(s, m, RuleIds.GAME_TIME_LIMIT, "This game has no time limit; it ends when one player is left.",
                    RuleKey.TIME_LIMIT_GAME);
        }
        return betweenMoves(s, m, RuleIds.GAME_TIME_LIMIT);
    }

    /** Building, lifting and trading happen between moves: at the start of a turn or when a throw is dealt with. */
    static Rejection betweenMoves(GameState s, Move m, String ruleId) {
        Pending p = s.pending();
        if (p instanceof Pending.AwaitRoll || p instanceof Pending.TurnOver) {
            return null;
        }
        return reject(s, m, RuleIds.TIMING_BETWEEN_MOVES, "This is done between moves, not while "
                + MoveChecks.describe(s, p) + " is being decided.");
    }

    /**
     * What the rules allow "at any time" (mortgaging an unimproved deed): during an auction, to fund a
     * bid, or while another player decides. Only a player placing a building just won must place it first.
     */
    static Rejection atAnyTime(GameState s, int seat, Move m) {
        if (s.pending() instanceof Pending.PlaceBuilding pb && pb.player() == seat) {
            return reject(s, m, RuleIds.TURN_DECISION_FIRST, name(s, seat) + " must first place the "
                    + (pb.hotel() ? "hotel" : "house") + " just won at auction.");
        }
        return null;
    }

    /** The highest bid a player holds in the running auction (paid in cash if it wins), or 0. */
    static int standingBid(GameState s, int seat) {
        if (s.pending() instanceof Pending.Auction a && a.bidder() == seat) {
            return a.high();
        }
        if (s.pending() instanceof Pending.BuildingAuction b && b.bidder() == seat) {
            return b.high();
        }
        return 0;
    }

    /** Selling and mortgaging also serve a debtor raising money. */
    static Rejection debtorOrBetweenMoves(GameState s, int seat, Move m, String ruleId) {
        if (s.pending() instanceof Pending.Debt d && d.owed().get(0).debtor() == seat) {
            return null;
        }
        return betweenMoves(s, m, ruleId);
    }

    static int[] group(GameState s, int deed) {
        return s.board().groupDeedIds(s.board().deed(deed).group());
    }

    static int level(GameState s, int deed) {
        return s.estates().hotel(deed) ? s.rules().housesBeforeHotel() + 1 : s.estates().houses(deed);
    }
}
