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

    /** Opens an auction when two or more players want more of a kind than the Bank has. */
    static void contention(Play p, boolean hotel) {
        int supply = hotel ? p.bankHotels : p.bankHouses;
        int demand = 0;
        int mask = 0;
        StringBuilder who = new StringBuilder();
        for (BuildRequest r : p.requests) {
            if (r.hotel() == hotel && !p.p(r.player()).out()) {
                demand += r.count();
                mask |= 1 << r.player();
                who.append(who.length() == 0 ? "" : ", ").append(p.name(r.player())).append(' ').append(r.count());
            }
        }
        if (Integer.bitCount(mask) < 2 || demand <= supply || supply == 0) {
            return;
        }
        int first = firstFrom(p, mask, p.current);
        p.pending = new Pending.BuildingAuction(hotel, mask, mask, first, 0, -1, p.pending);
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.BUILD_SHORTAGE_AUCTION, "Players want " + demand + " " + kind(hotel, demand)
                    + " and the Bank has " + supply + ", so they are auctioned one at a time to the highest bidder.");
            p.cite(RuleKey.BUILDING_AUCTION_OPENING);
            p.t.input("wanted", who.toString());
            p.t.input("in the Bank", Integer.toString(supply));
            p.t.input("opening bid at least", p.money(openingBid(p.rules, p.board, p::owner, hotel, mask)));
            p.t.close();
        }
    }

    static void bid(Play p, Pending.BuildingAuction a, int seat, int amount) {
        if (p.t.on()) {
            p.t.leaf(StepKind.RULE, RuleIds.AUCTION_BID_MINIMUM, p.name(seat) + " bids " + p.money(amount) + " for a "
                    + kind(a.hotel(), 1) + ".");
        }
        close(p, a.hotel(), a.requesters(), a.active(), amount, seat, seat, a.then());
    }

    static void pass(Play p, Pending.BuildingAuction a, int seat) {
        if (p.t.on()) {
            p.t.leaf(StepKind.RULE, RuleIds.AUCTION_PASS, p.name(seat) + " passes and takes no further part in this auction.");
        }
        close(p, a.hotel(), a.requesters(), a.active() & ~(1 << seat), a.high(), a.bidder(), seat, a.then());
    }

    private static void close(Play p, boolean hotel, int requesters, int active, int high, int bidder, int from, Pending then) {
        int others = bidder >= 0 ? active & ~(1 << bidder) : active;
        if (bidder >= 0 && others == 0) {
            if (p.t.on()) {
                p.t.open(StepKind.RULE, RuleIds.BUILD_SHORTAGE_AUCTION, "Every other bidder has passed: " + p.name(bidder)
                        + " pays " + p.money(high) + " to the Bank for the " + kind(hotel, 1) + " and places it now.");
            }
            try {
                p.transfer(bidder, Estates.BANK, high, RuleIds.BUILD_SHORTAGE_AUCTION);
            } finally {
                p.t.close();
            }
            p.pending = new Pending.PlaceBuilding(bidder, hotel, then);
        } else if (active == 0) {
            if (p.t.on()) {
                p.t.leaf(StepKind.RULE, RuleIds.AUCTION_NO_BIDS, "Nobody bid: the " + kind(hotel, 1)
                        + " stays with the Bank and the wishes to build lapse.");
            }
            p.requests.removeIf(r -> r.hotel() == hotel);
            p.pending = then;
        } else {
            int next = firstFrom(p, others, from);
            p.pending = new Pending.BuildingAuction(hotel, requesters, active, next, high, bidder, then);
        }
    }

    /** Only the high bidder is left, or nobody: the auction is over though still open. */
    static boolean decided(Pending.BuildingAuction a) {
        int others = a.bidder() >= 0 ? a.active() & ~(1 << a.bidder()) : a.active();
        return a.active() == 0 || a.bidder() >= 0 && others == 0;
    }

    static void close(Play p, Pending.BuildingAuction a) {
        close(p, a.hotel(), a.requesters(), a.active(), a.high(), a.bidder(), Math.max(0, a.next()), a.then());
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

    /** The first bid a building auction accepts: per ruleset, the deed-auction opening or the building's price. */
    static int openingBid(RuleSet rules, Board board, java.util.function.IntUnaryOperator owner, boolean hotel, int requesters) {
        if (rules.buildingAuctionOpening() == BuildingAuctionOpening.AUCTION_MINIMUM) {
            return Math.max(1, rules.auctionOpeningBid());
        }
        int cheapest = Integer.MAX_VALUE;
        for (Deed d : board.deeds()) {
            int o = owner.applyAsInt(d.id());
            if (d.kind() == SpaceKind.STREET && o >= 0 && (requesters & (1 << o)) != 0) {
                cheapest = Math.min(cheapest, hotel ? d.hotelCost() : d.houseCost());
            }
        }
        return cheapest == Integer.MAX_VALUE ? 1 : cheapest;
    }

    private static int firstFrom(Play p, int mask, int from) {
        for (int i = 0; i < p.players.length; i++) {
            int s = (from + i) % p.players.length;
            if ((mask & (1 << s)) != 0) {
                return s;
            }
        }
        return from;
    }

    private static String kind(boolean hotel, int n) {
        return hotel ? (n == 1 ? "hotel" : "hotels") : (n == 1 ? "house" : "houses");
    }
}
