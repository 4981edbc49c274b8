package tutor.rules;

import java.util.Iterator;
import tutor.trace.StepKind;

/**
 * Wishes to buy scarce houses or hotels. When two or more players want more than the Bank
 * holds, the buildings are auctioned one at a time among them; the winner pays the bid to the
 * Bank and places the building at once.
 */
final class Requests {

    private Requests() {
    }

    static void request(Play p, int seat, boolean hotel, int count) {
        p.requests.removeIf(r -> r.player() == seat && r.hotel() == hotel);
        p.requests.add(new BuildRequest(seat, hotel, count));
        if (p.t.on()) {
            int supply = hotel ? p.bankHotels : p.bankHouses;
            p.t.open(StepKind.RULE, RuleIds.BUILD_SUPPLY, p.name(seat) + " asks the Bank for " + count + " "
                    + kind(hotel, count) + "; the Bank has " + supply + ".");
            p.cite(hotel ? RuleKey.BANK_HOTELS : RuleKey.BANK_HOUSES);
            p.t.close();
        }
        contention(p, hotel);
    }

    /**
     * Opens an auction when two or more players want more of a kind than the Bank has. Every player
     * who could place such a building now takes part, not only those who asked first.
     */
    static void contention(Play p, boolean hotel) {
        int supply = hotel ? p.bankHotels : p.bankHouses;
        int demand = 0;
        int requesters = 0;
        StringBuilder who = new StringBuilder();
        for (BuildRequest r : p.requests) {
            if (r.hotel() == hotel && !p.p(r.player()).out()) {
                demand += r.count();
                requesters |= 1 << r.player();
                who.append(who.length() == 0 ? "" : ", ").append(p.name(r.player())).append(' ').append(r.count());
            }
        }
        if (Integer.bitCount(requesters) < 2 || demand <= supply || supply == 0) {
            return;
        }
        GameState now = p.snapshot();
        int bidders = requesters;
        for (int seat = 0; seat < p.players.length; seat++) {
            if (!p.p(seat).out() && !(p.rules.jailBarsDealings() && p.p(seat).inJail())
                    && PropertyChecks.canPlace(now, seat, hotel)) {
                bidders |= 1 << seat;
            }
        }
        int opening = openingBid(now, hotel, bidders);
        p.pending = new Pending.BuildingAuction(hotel, requesters, bidders, 0, 0, -1, p.current, opening, p.pending);
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.BUILD_SHORTAGE_AUCTION, "Players want " + demand + " " + kind(hotel, demand)
                    + " and the Bank has " + supply + ", so they are auctioned one at a time to the highest bidder. "
                    + "Every player who could place one now may bid, whether or not they asked before.");
            p.cite(RuleKey.BUILDING_AUCTION_OPENING);
            p.t.input("wanted", who.toString());
            p.t.input("in the Bank", Integer.toString(supply));
            p.t.input("bidders", names(p, bidders));
            p.t.input("opening bid at least", p.money(opening));
            p.t.close();
        }
    }

    static void bid(Play p, Pending.BuildingAuction a, int seat, int amount) {
        if (p.t.on()) {
            p.t.leaf(StepKind.RULE, RuleIds.AUCTION_BID_MINIMUM, p.name(seat) + " bids " + p.money(amount) + " for a "
                    + kind(a.hotel(), 1) + "; every other bidder may now raise or pass.");
        }
        // A new highest bid: everyone else speaks again, even those who passed on a lower one.
        close(p, new Pending.BuildingAuction(a.hotel(), a.requesters(), a.bidders(), 0, amount, seat, a.from(),
                a.opening(), a.then()));
    }

    static void pass(Play p, Pending.BuildingAuction a, int seat) {
        if (p.t.on()) {
            p.t.leaf(StepKind.RULE, RuleIds.AUCTION_PASS, a.bidder() < 0
                    ? p.name(seat) + " passes: no bid for now (a pass is not final while the auction is open)."
                    : p.name(seat) + " passes on " + p.money(a.high()) + ".");
        }
        close(p, new Pending.BuildingAuction(a.hotel(), a.requesters(), a.bidders(), a.passed() | (1 << seat), a.high(),
                a.bidder(), a.from(), a.opening(), a.then()));
    }

    /** Only the high bidder is left, or nobody bid: the auction is over though still open. */
    static boolean decided(Pending.BuildingAuction a) {
        return a.decided();
    }

    /**
     * Ends the auction once every bidder but the highest has passed. The winner pays and places the
     * building at once; a winner who can no longer pay in cash or has nowhere left to put it (a lot
     * mortgaged meanwhile) does not get it, so a building is never sold without a place to go.
     */
    static void close(Play p, Pending.BuildingAuction a) {
        if (!a.decided()) {
            p.pending = a;
            return;
        }
        boolean hotel = a.hotel();
        if (a.bidder() < 0) {
            if (p.t.on()) {
                p.t.leaf(StepKind.RULE, RuleIds.AUCTION_NO_BIDS, "Nobody bid: the " + kind(hotel, 1)
                        + " stays with the Bank and the wishes to build lapse.");
            }
            p.requests.removeIf(r -> r.hotel() == hotel);
            p.pending = a.then();
            return;
        }
        int winner = a.bidder();
        if (p.p(winner).cash() < a.high() || !PropertyChecks.canPlace(p.snapshot(), winner, hotel)) {
            if (p.t.on()) {
                p.t.leaf(StepKind.RULE, RuleIds.BUILD_SHORTAGE_AUCTION, p.name(winner) + " made the highest bid but can "
                        + (p.p(winner).cash() < a.high() ? "no longer pay it in cash" : "no longer place a " + kind(hotel, 1))
                        + ", so the sale falls through: the " + kind(hotel, 1) + " stays with the Bank and the wishes to build lapse.");
            }
            p.requests.removeIf(r -> r.hotel() == hotel);
            p.pending = a.then();
            return;
        }
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.BUILD_SHORTAGE_AUCTION, "Every other bidder has passed: " + p.name(winner)
                    + " pays " + p.money(a.high()) + " to the Bank for the " + kind(hotel, 1) + " and places it now.");
        }
        try {
            p.transfer(winner, Estates.BANK, a.high(), RuleIds.BUILD_SHORTAGE_AUCTION);
        } finally {
            p.t.close();
        }
        p.pending = new Pending.PlaceBuilding(winner, hotel, a.then());
    }

    private static String names(Play p, int set) {
        StringBuilder sb = new StringBuilder();
        for (int seat = 0; seat < p.players.length; seat++) {
            if ((set & (1 << seat)) != 0) {
                sb.append(sb.length() == 0 ? "" : ", ").append(p.name(seat));
            }
        }
        return sb.toString();
    }

    /** A building was bought or placed: the buyer's wish shrinks by one. */
    static void built(Play p, int seat, boolean hotel) {
        Iterator<BuildRequest> it = p.requests.iterator();
        while (it.hasNext()) {
            BuildRequest r = it.next();
            if (r.player() == seat && r.hotel() == hotel) {
                it.remove();
                if (r.count() > 1) {
                    p.requests.add(new BuildRequest(seat, hotel, r.count() - 1));
                }
                return;
            }
        }
    }

    /**
     * The first bid a building auction accepts: per ruleset, the deed-auction opening, or the lowest
     * price of such a building on a lot where one of the bidders could place it.
     */
    static int openingBid(GameState s, boolean hotel, int bidders) {
        RuleSet rules = s.rules();
        if (rules.buildingAuctionOpening() == BuildingAuctionOpening.AUCTION_MINIMUM) {
            return Math.max(1, rules.auctionOpeningBid());
        }
        int cheapest = Integer.MAX_VALUE;
        for (Deed d : s.board().deeds()) {
            int o = s.estates().owner(d.id());
            if (d.kind() == SpaceKind.STREET && o >= 0 && (bidders & (1 << o)) != 0
                    && PropertyChecks.placement(s, o, d.id(), hotel) == null) {
                cheapest = Math.min(cheapest, hotel ? d.hotelCost() : d.houseCost());
            }
        }
        return cheapest == Integer.MAX_VALUE ? 1 : cheapest;
    }

    private static String kind(boolean hotel, int n) {
        return hotel ? (n == 1 ? "hotel" : "hotels") : (n == 1 ? "house" : "houses");
    }
}
