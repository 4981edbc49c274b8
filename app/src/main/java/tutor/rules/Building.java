package tutor.rules;

import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.num;
import static tutor.trace.Arg.player;

import java.util.ArrayList;
import java.util.List;
import tutor.trace.Arg;
import tutor.trace.Effect;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.rules.edition.Deed;
import tutor.rules.edition.HotelSale;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;

/** Buying and selling houses and hotels, with the Bank's finite supply. */
final class Building {

    private Building() {
    }

    /** Buys a house; a player placing a house won at auction has paid already. */
    static void buyHouse(Play p, int seat, int deed, boolean prepaid) {
        Deed d = p.board.deed(deed);
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.BUILD_HOUSE, prepaid ? "build.house-prepaid" : "build.house",
                "player", player(seat), "deed", deed(deed))) {
            if (p.t.on()) {
                p.t.given("houses-on-group-before", Arg.msg(levels(p, deed)));
                p.t.given("houses-in-bank", num(p.bankHouses));
            }
            if (!p.rules.buildEvenly()) {
                try (Step uneven = !p.t.on() ? Step.NONE : p.t.step(StepKind.CONDITION, RuleIds.BUILD_EVEN, "build.uneven")) {
                    p.cite(RuleKey.BUILD_EVENLY);
                    p.t.outcome("build.no-even-check");
                }
            }
            if (!prepaid) {
                p.transfer(seat, Estates.BANK, d.houseCost(), RuleIds.BUILD_HOUSE);
            }
            p.estates().houses(deed, p.houses(deed) + 1);
            p.housesFromBank(1);
            changed(p, seat, Msg.of("status.house-on", "deed", deed(deed)));
        }
        Requests.built(p, seat, false);
    }

    static void buyHotel(Play p, int seat, int deed, boolean prepaid) {
        Deed d = p.board.deed(deed);
        int cap = p.rules.housesBeforeHotel();
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.BUILD_HOTEL, p.rules.buildEvenly() ? "build.hotel" : "build.hotel-uneven",
                "player", player(seat), "deed", deed(deed), "cap", cap)) {
            p.cite(RuleKey.HOUSES_BEFORE_HOTEL);
            if (!prepaid) {
                if (p.t.on()) {
                    p.t.calc("build.hotel-price", "price", money(d.hotelCost()));
                }
                p.transfer(seat, Estates.BANK, d.hotelCost(), RuleIds.BUILD_HOTEL);
            }
            p.estates().houses(deed, 0).hotel(deed, true);
            p.housesToBank(cap);
            p.hotelsFromBank(1);
            changed(p, seat, Msg.of("status.hotel-on", "deed", deed(deed), "n", cap));
        }
        Requests.built(p, seat, true);
    }

    static void sellHouse(Play p, int seat, int deed) {
        Deed d = p.board.deed(deed);
        int half = d.houseCost() / 2;
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.BUILD_SELL, "build.sell-house", "player", player(seat),
                "deed", deed(deed))) {
            if (p.t.on()) {
                p.t.calc("build.half", "cost", money(d.houseCost()), "half", money(half));
            }
            p.estates().houses(deed, p.houses(deed) - 1);
            p.housesToBank(1);
            p.transfer(Estates.BANK, seat, half, RuleIds.BUILD_SELL);
        }
    }

    /** A hotel comes down to houses where the Bank has them; otherwise the group's hotels come down together. */
    static void sellHotel(Play p, int seat, int deed) {
        int cap = p.rules.housesBeforeHotel();
        if (p.bankHouses >= cap) {
            Deed d = p.board.deed(deed);
            int half = d.hotelCost() / 2;
            boolean exchange = p.rules.hotelSale() == HotelSale.EXCHANGE_FOR_HOUSES;
            try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.BUILD_SELL_HOTEL,
                    exchange ? "build.sell-hotel-exchange" : "build.sell-hotel-by-house", "player", player(seat),
                    "deed", deed(deed), "cap", cap, "counts", cap + 1)) {
                p.cite(RuleKey.HOTEL_SALE);
                if (p.t.on()) {
                    p.t.calc("build.half", "cost", money(d.hotelCost()), "half", money(half));
                }
                p.estates().hotel(deed, false).houses(deed, cap);
                p.hotelsToBank(1);
                p.housesFromBank(cap);
                p.transfer(Estates.BANK, seat, half, RuleIds.BUILD_SELL_HOTEL);
            }
            return;
        }
        sellHotelsInShortage(p, seat, deed);
    }

    /**
     * The Bank lacks the houses to break the hotel down. To stay even, every hotel of the group
     * comes down together to the houses the Bank can supply, shared as evenly as possible (an odd
     * house goes to the dearest lots first); what is not kept is sold to the Bank at half its cost.
     */
    private static void sellHotelsInShortage(Play p, int seat, int deed) {
        int cap = p.rules.housesBeforeHotel();
        // A mortgaged lot (possible where building beside a mortgage is allowed) stays bare; where building
        // need not be even, only the hotel being sold comes down.
        int[] lots = !p.rules.buildEvenly() ? new int[] {deed}
                : java.util.Arrays.stream(p.groupOf(deed)).filter(lot -> !p.mortgaged(lot)).toArray();
        int available = p.bankHouses;
        for (int lot : lots) {
            if (!p.hotel(lot)) {
                available += p.houses(lot);
            }
        }
        int base = Math.min(cap, available / lots.length);
        int extra = base == cap ? 0 : available - base * lots.length;
        int[] target = new int[lots.length];
        Integer[] byPrice = new Integer[lots.length];
        for (int i = 0; i < lots.length; i++) {
            target[i] = base;
            byPrice[i] = i;
        }
        java.util.Arrays.sort(byPrice, (a, b) -> p.board.deed(lots[b]).price() - p.board.deed(lots[a]).price());
        for (int k = 0; k < extra; k++) {
            target[byPrice[k]]++;
        }
        int before = 0;
        int after = 0;
        List<Arg> sold = new ArrayList<>();
        for (int i = 0; i < lots.length; i++) {
            Deed d = p.board.deed(lots[i]);
            int costBefore = p.buildingCost(lots[i]);
            int costAfter = target[i] * d.houseCost();
            before += costBefore;
            after += costAfter;
            if (costBefore != costAfter) {
                sold.add(money(costBefore - costAfter));
            }
        }
        int proceeds = (before - after) / 2;
        try (Step st = !p.t.on() ? Step.NONE : p.t.step(StepKind.RULE, RuleIds.BUILD_SELL_HOTEL_SHORTAGE,
                p.rules.buildEvenly() ? "build.sell-hotels-shortage" : "build.sell-hotel-shortage",
                "n", p.bankHouses, "cap", cap)) {
            p.cite(RuleKey.HOTEL_SALE);
            if (p.t.on()) {
                p.t.given("houses-group-can-keep", num(available));
            }
            if (p.t.on()) {
                p.t.calc("build.half-of-sum", "sum", joined("list.plus", sold), "half", money(proceeds));
            }
            int housesPlaced = 0;
            int hotelsBack = 0;
            int housesFromLots = 0;
            for (int i = 0; i < lots.length; i++) {
                int lot = lots[i];
                if (p.hotel(lot)) {
                    hotelsBack++;
                } else {
                    housesFromLots += p.houses(lot);
                }
                p.estates().hotel(lot, false).houses(lot, target[i]);
                housesPlaced += target[i];
                if (p.t.on()) {
                    p.t.effect(new Effect.StatusChanged(deed(lot), Msg.of("status.buildings", "n", target[i])));
                }
            }
            p.hotelsToBank(hotelsBack);
            p.housesToBank(housesFromLots - housesPlaced);
            p.transfer(Estates.BANK, seat, proceeds, RuleIds.BUILD_SELL_HOTEL_SHORTAGE);
        }
    }

    /** Each lot of the group with its buildings: its houses as a number, or a hotel. */
    private static Msg levels(Play p, int deed) {
        List<Arg> lots = new ArrayList<>();
        for (int lot : p.groupOf(deed)) {
            lots.add(Arg.msg(Msg.of("build.level", "deed", deed(lot), "hotel", p.hotel(lot) ? 1 : 0, "n", p.houses(lot))));
        }
        return joined("list.comma", lots);
    }

    /**
     * Items said one after another, joined by the message {@code joinId} ({@code {head}, {tail}}):
     * nothing when there are none.
     */
    static Msg joined(String joinId, List<Arg> items) {
        if (items.isEmpty()) {
            return Msg.NONE;
        }
        Msg tail = Msg.of("value", "v", items.get(items.size() - 1));
        for (int i = items.size() - 2; i >= 0; i--) {
            tail = Msg.of(joinId, "head", items.get(i), "tail", tail);
        }
        return tail;
    }

    /** A count of houses, or of hotels, in the edition's words. */
    static Msg buildings(boolean hotel, int n) {
        return Msg.of(hotel ? "build.hotels" : "build.houses", "n", n);
    }

    private static void changed(Play p, int seat, Msg what) {
        if (p.t.on()) {
            p.t.effect(new Effect.StatusChanged(player(seat), what));
        }
    }

    /** A building won at auction is placed: play returns to where it was, and the next contested one may be auctioned. */
    static void afterPlacing(Play p, Pending before, boolean hotel) {
        if (before instanceof Pending.PlaceBuilding pb) {
            p.waitFor(pb.then());
            Requests.contention(p, hotel);
        }
    }
}
