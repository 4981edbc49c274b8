package tutor.rules;

import static tutor.rules.Rejections.money;
import static tutor.rules.Rejections.name;
import static tutor.rules.Rejections.reject;

import tutor.trace.Effect;
import tutor.trace.StepKind;

/**
 * "Buy straight up to hotels" when the Bank has no houses, where a ruleset allows it (the US video
 * summary). The summary gives no price or method, so the tutor's reading, named in the clause, is:
 * every lot of the group that lacks a hotel gets one at once (so the group stays even), and each
 * costs its hotel price plus the houses it skips; houses already on the lots go back to the Bank,
 * as when any hotel is bought.
 */
final class StraightToHotels {

    private StraightToHotels() {
    }

    /** A hotel asked for on a lot short of houses, while the Bank has none, under a ruleset that allows the jump. */
    static boolean applies(GameState s, int seat, int deed) {
        if (!s.rules().hotelsWithoutHouses() || s.bankHouses() > 0 || deed < 0 || deed >= s.board().deeds().size()) {
            return false;
        }
        Estates e = s.estates();
        return s.board().deed(deed).kind() == SpaceKind.STREET && e.owner(deed) == seat && !e.hotel(deed)
                && e.houses(deed) < s.rules().housesBeforeHotel();
    }

    static Rejection check(GameState s, int seat, Move.BuyHotel m) {
        Rejection base = PropertyChecks.buildBase(s, seat, m, m.deed());
        if (base != null) {
            return base;
        }
        int[] lots = PropertyChecks.group(s, m.deed());
        int needed = 0;
        int cost = 0;
        for (int lot : lots) {
            if (!s.estates().hotel(lot)) {
                needed++;
                cost += cost(s, lot);
            }
        }
        if (s.bankHotels() < needed) {
            return reject(s, m, RuleIds.BUILD_SHORTAGE_WAIT, "Going straight to hotels puts one on every lot of the group: "
                    + needed + " hotels, and the Bank has " + s.bankHotels() + ".", RuleKey.BANK_HOTELS);
        }
        if (s.player(seat).cash() < cost) {
            return reject(s, m, RuleIds.BUILD_HOTEL_STRAIGHT, "Hotels on the whole group, with the houses they skip, cost "
                    + money(s, cost) + " and " + name(s, seat) + " has " + money(s, s.player(seat).cash()) + ".",
                    RuleKey.HOTELS_WITHOUT_HOUSES);
        }
        return null;
    }

    /** A hotel's price plus the houses the lot still lacks. */
    private static int cost(GameState s, int lot) {
        Deed d = s.board().deed(lot);
        return d.hotelCost() + (s.rules().housesBeforeHotel() - s.estates().houses(lot)) * d.houseCost();
    }

    static void apply(Play p, GameState s, int seat, int deed) {
        int cap = p.rules.housesBeforeHotel();
        int[] lots = p.groupOf(deed);
        int total = 0;
        StringBuilder sum = new StringBuilder();
        for (int lot : lots) {
            if (!p.hotel(lot)) {
                Deed d = p.board.deed(lot);
                int skipped = cap - p.houses(lot);
                total += cost(s, lot);
                sum.append(sum.length() == 0 ? "" : "; ").append(d.name()).append(": ").append(p.money(d.hotelCost()))
                        .append(" + ").append(skipped).append(" x ").append(p.money(d.houseCost())).append(" = ")
                        .append(p.money(cost(s, lot)));
            }
        }
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.BUILD_HOTEL_STRAIGHT, "The Bank has no houses, and under these rules "
                    + p.name(seat) + " may go straight to hotels: every lot of the group gets a hotel at once, each paid "
                    + "at its hotel price plus the houses it skips.");
            p.cite(RuleKey.HOTELS_WITHOUT_HOUSES);
            p.t.arithmetic(sum + "; total " + p.money(total));
        }
        try {
            p.transfer(seat, Estates.BANK, total, RuleIds.BUILD_HOTEL_STRAIGHT);
            for (int lot : lots) {
                if (!p.hotel(lot)) {
                    p.bankHouses += p.houses(lot);
                    p.bankHotels--;
                    p.estates().houses(lot, 0).hotel(lot, true);
                    if (p.t.on()) {
                        p.t.effect(new Effect.StatusChanged(tutor.trace.Arg.deed(lot), tutor.trace.Msg.of("status.hotel")));
                    }
                }
            }
        } finally {
            p.t.close();
        }
        Requests.built(p, seat, true);
    }
}
