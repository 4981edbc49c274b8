package tutor.rules;

import tutor.trace.Arg;
import tutor.trace.Effect;
import tutor.trace.Msg;
import tutor.trace.StepKind;

/** Buying and selling houses and hotels, with the Bank's finite supply. */
final class Building {

    private Building() {
    }

    /** Buys a house; a player placing a house won at auction has paid already. */
    static void buyHouse(Play p, int seat, int deed, boolean prepaid) {
        Deed d = p.board.deed(deed);
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.BUILD_HOUSE, p.name(seat) + " puts a house on " + d.name()
                    + (prepaid ? ", paid for at the auction." : ", bought from the Bank at the price on the deed."));
            p.t.input("houses on the group before", levels(p, deed));
            p.t.input("houses in the Bank", Integer.toString(p.bankHouses));
            if (!p.rules.buildEvenly()) {
                p.t.open(StepKind.CONDITION, RuleIds.BUILD_EVEN, "Under these rules houses need not go up evenly: "
                        + "a lot of the group may take houses whatever the others have.");
                p.cite(RuleKey.BUILD_EVENLY);
                p.t.result("no even-building check");
                p.t.close();
            }
        }
        try {
            if (!prepaid) {
                p.transfer(seat, Estates.BANK, d.houseCost(), RuleIds.BUILD_HOUSE);
            }
            p.estates().houses(deed, p.houses(deed) + 1);
            p.bankHouses--;
            changed(p, seat, Msg.of("status.house-on", "deed", Arg.deed(deed)));
        } finally {
            p.t.close();
        }
        Requests.built(p, seat, false);
    }

    static void buyHotel(Play p, int seat, int deed, boolean prepaid) {
        Deed d = p.board.deed(deed);
        int cap = p.rules.housesBeforeHotel();
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.BUILD_HOTEL, (p.rules.buildEvenly() ? "Every lot of the group has " + cap + " houses"
                    : d.name() + " has " + cap + " houses (under these rules the other lots need not)") + ", so " + p.name(seat)
                    + " may buy a hotel for " + d.name() + ", returning its " + cap + " houses to the Bank.");
            p.cite(RuleKey.HOUSES_BEFORE_HOTEL);
            if (!prepaid) {
                p.t.arithmetic("hotel = " + p.money(d.hotelCost()));
            }
        }
        try {
            if (!prepaid) {
                p.transfer(seat, Estates.BANK, d.hotelCost(), RuleIds.BUILD_HOTEL);
            }
            p.estates().houses(deed, 0).hotel(deed, true);
            p.bankHouses += cap;
            p.bankHotels--;
            changed(p, seat, Msg.of("status.hotel-on", "deed", Arg.deed(deed), "n", cap));
        } finally {
            p.t.close();
        }
        Requests.built(p, seat, true);
    }

    static void sellHouse(Play p, int seat, int deed) {
        Deed d = p.board.deed(deed);
        int half = d.houseCost() / 2;
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.BUILD_SELL, p.name(seat) + " sells a house on " + d.name()
                    + " back to the Bank for half its price.");
            p.t.arithmetic(p.money(d.houseCost()) + " / 2 = " + p.money(half));
        }
        try {
            p.estates().houses(deed, p.houses(deed) - 1);
            p.bankHouses++;
            p.transfer(Estates.BANK, seat, half, RuleIds.BUILD_SELL);
        } finally {
            p.t.close();
        }
    }

    /** A hotel comes down to houses where the Bank has them; otherwise the group's hotels come down together. */
    static void sellHotel(Play p, int seat, int deed) {
        int cap = p.rules.housesBeforeHotel();
        if (p.bankHouses >= cap) {
            Deed d = p.board.deed(deed);
            int half = d.hotelCost() / 2;
            boolean exchange = p.rules.hotelSale() == HotelSale.EXCHANGE_FOR_HOUSES;
            if (p.t.on()) {
                p.t.open(StepKind.RULE, RuleIds.BUILD_SELL_HOTEL, p.name(seat) + " sells the hotel on " + d.name()
                        + (exchange ? ": it is exchanged for " + cap + " houses and half the hotel's price."
                        : ": a hotel counts as " + (cap + 1) + " houses and comes down one house at a time, "
                        + "so it becomes " + cap + " houses and half the hotel's price is paid."));
                p.cite(RuleKey.HOTEL_SALE);
                p.t.arithmetic(p.money(d.hotelCost()) + " / 2 = " + p.money(half));
            }
            try {
                p.estates().hotel(deed, false).houses(deed, cap);
                p.bankHotels++;
                p.bankHouses -= cap;
                p.transfer(Estates.BANK, seat, half, RuleIds.BUILD_SELL_HOTEL);
            } finally {
                p.t.close();
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
        StringBuilder arithmetic = new StringBuilder();
        for (int i = 0; i < lots.length; i++) {
            Deed d = p.board.deed(lots[i]);
            int costBefore = p.buildingCost(lots[i]);
            int costAfter = target[i] * d.houseCost();
            before += costBefore;
            after += costAfter;
            if (costBefore != costAfter) {
                arithmetic.append(arithmetic.length() == 0 ? "" : " + ").append(p.money(costBefore - costAfter));
            }
        }
        int proceeds = (before - after) / 2;
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.BUILD_SELL_HOTEL_SHORTAGE, "The Bank has " + p.bankHouses + (p.bankHouses == 1 ? " house" : " houses")
                    + ", not the " + cap + " needed to break a hotel down. " + (p.rules.buildEvenly()
                    ? "To keep the group even, all its hotels come down together to the houses there are"
                    : "The hotel comes down to the houses there are (building need not be even under these rules)")
                    + ", and the rest is sold to the Bank at half its cost.");
            p.cite(RuleKey.HOTEL_SALE);
            p.t.input("houses the group can keep", Integer.toString(available));
            p.t.arithmetic("(" + arithmetic + ") / 2 = " + p.money(proceeds));
        }
        try {
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
                    p.t.effect(new Effect.StatusChanged(Arg.deed(lot), Msg.of("status.buildings", "n", target[i])));
                }
            }
            p.bankHotels += hotelsBack;
            p.bankHouses += housesFromLots - housesPlaced;
            p.transfer(Estates.BANK, seat, proceeds, RuleIds.BUILD_SELL_HOTEL_SHORTAGE);
        } finally {
            p.t.close();
        }
    }

    private static String levels(Play p, int deed) {
        StringBuilder sb = new StringBuilder();
        for (int lot : p.groupOf(deed)) {
            sb.append(sb.length() == 0 ? "" : ", ").append(p.board.deed(lot).name()).append(' ')
                    .append(p.hotel(lot) ? "hotel" : Integer.toString(p.houses(lot)));
        }
        return sb.toString();
    }

    private static void changed(Play p, int seat, Msg what) {
        if (p.t.on()) {
            p.t.effect(new Effect.StatusChanged(Arg.player(seat), what));
        }
    }
}
