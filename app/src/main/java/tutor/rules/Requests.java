package tutor.rules;

import static tutor.rules.Building.buildings;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.num;
import static tutor.trace.Arg.player;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import tutor.trace.Arg;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.rules.edition.BuildingAuctionOpening;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.BuildRequest;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/**
 * Wishes to buy scarce houses or hotels. When two or more players want more than the Bank
 * holds, the buildings are auctioned one at a time among them; the winner pays the bid to the
 * Bank and places the building at once.
 */
final class Requests {

    private Requests() {
    }

    static void request(Play p, int seat, boolean hotel, int count) {
        p.requestsToEdit().removeIf(r -> r.player() == seat && r.hotel() == hotel);
        p.requestsToEdit().add(new BuildRequest(seat, hotel, count));
        int supply = hotel ? p.bankHotels : p.bankHouses;
        try (Step st = p.t.step(StepKind.RULE, RuleIds.BUILD_SUPPLY, "build.asks-bank", "player", player(seat),
                "n", count, "kind", buildings(hotel, count), "supply", supply)) {
            p.cite(hotel ? RuleKey.BANK_HOTELS : RuleKey.BANK_HOUSES);
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
        List<Arg> who = new ArrayList<>();
        for (BuildRequest r : p.requests) {
            if (r.hotel() == hotel && !p.p(r.player()).out()) {
                demand += r.count();
                requesters |= 1 << r.player();
                who.add(Arg.msg(Msg.of("build.wanted-by", "player", player(r.player()), "n", r.count())));
            }
        }
        if (Integer.bitCount(requesters) < 2 || demand <= supply || supply == 0) {
            return;
        }
        GameState now = p.snapshot();
        int bidders = requesters;
        for (int seat = 0; seat < p.players.length; seat++) {
            if (!p.p(seat).out() && !(p.rules.jailBarsDealings() && p.p(seat).inJail())
                    && BuildingPlacement.canPlace(now, seat, hotel)) {
                bidders |= 1 << seat;
            }
        }
        int opening = openingBid(now, hotel, bidders);
        p.waitFor(new Pending.BuildingAuction(hotel, requesters, bidders, 0, 0, -1, p.current, opening, p.pending));
        try (Step st = p.t.step(StepKind.RULE, RuleIds.BUILD_SHORTAGE_AUCTION, "build.shortage-auction", "n", demand,
                "kind", buildings(hotel, demand), "supply", supply)) {
            p.cite(RuleKey.BUILDING_AUCTION_OPENING);
            if (p.t.on()) {
                p.t.given("wanted", Arg.msg(Building.joined("list.comma", who)));
                p.t.given("in-the-bank", num(supply));
                p.t.given("bidders", Arg.msg(names(p, bidders)));
                p.t.given("opening-bid-at-least", money(opening));
            }
        }
    }

    static void bid(Play p, Pending.BuildingAuction a, int seat, int amount) {
        p.t.note(StepKind.RULE, RuleIds.AUCTION_BID_MINIMUM, "build.bids", "player", player(seat), "amount", money(amount),
                "kind", buildings(a.hotel(), 1));
        // A new highest bid: everyone else speaks again, even those who passed on a lower one.
        close(p, new Pending.BuildingAuction(a.hotel(), a.requesters(), a.bidders(), 0, amount, seat, a.from(),
                a.opening(), a.then()));
    }

    static void pass(Play p, Pending.BuildingAuction a, int seat) {
        boolean fin = Buying.notePass(p, seat, a.bidder(), a.high(), "build.passes-on");
        close(p, fin ? AuctionDropOut.without(a, seat) : new Pending.BuildingAuction(a.hotel(), a.requesters(), a.bidders(),
                a.passed() | (1 << seat), a.high(), a.bidder(), a.from(), a.opening(), a.then()));
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
            p.waitFor(a);
            return;
        }
        boolean hotel = a.hotel();
        if (a.bidder() < 0) {
            p.t.note(StepKind.RULE, RuleIds.AUCTION_NO_BIDS, "build.no-bids", "kind", buildings(hotel, 1));
            p.requestsToEdit().removeIf(r -> r.hotel() == hotel);
            p.waitFor(a.then());
            return;
        }
        int winner = a.bidder();
        if (p.p(winner).cash() < a.high() || !BuildingPlacement.canPlace(p.snapshot(), winner, hotel)) {
            p.t.note(StepKind.RULE, RuleIds.BUILD_SHORTAGE_AUCTION, p.p(winner).cash() < a.high()
                    ? "build.sale-falls-through-cash" : "build.sale-falls-through-place", "player", player(winner),
                    "kind", buildings(hotel, 1));
            p.requestsToEdit().removeIf(r -> r.hotel() == hotel);
            p.waitFor(a.then());
            return;
        }
        try (Step st = p.t.step(StepKind.RULE, RuleIds.BUILD_SHORTAGE_AUCTION, "build.wins", "player", player(winner),
                "amount", money(a.high()), "kind", buildings(hotel, 1))) {
            p.transfer(winner, Estates.BANK, a.high(), RuleIds.BUILD_SHORTAGE_AUCTION);
        }
        p.waitFor(new Pending.PlaceBuilding(winner, hotel, a.then()));
    }

    /** The players of a set of seats, in seat order. */
    private static Msg names(Play p, int set) {
        List<Arg> seats = new ArrayList<>();
        for (int seat = 0; seat < p.players.length; seat++) {
            if ((set & (1 << seat)) != 0) {
                seats.add(player(seat));
            }
        }
        return Building.joined("list.comma", seats);
    }

    /** A building was bought or placed: the buyer's wish shrinks by one. */
    static void built(Play p, int seat, boolean hotel) {
        Iterator<BuildRequest> it = p.requestsToEdit().iterator();
        while (it.hasNext()) {
            BuildRequest r = it.next();
            if (r.player() == seat && r.hotel() == hotel) {
                it.remove();
                if (r.count() > 1) {
                    p.requestsToEdit().add(new BuildRequest(seat, hotel, r.count() - 1));
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
                    && BuildingPlacement.placement(s, o, d.id(), hotel) == null) {
                cheapest = Math.min(cheapest, hotel ? d.hotelCost() : d.houseCost());
            }
        }
        return cheapest == Integer.MAX_VALUE ? 1 : cheapest;
    }
}
