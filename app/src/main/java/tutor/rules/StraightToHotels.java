package tutor.rules;

import static tutor.rules.Rejections.refuse;

import tutor.trace.Arg;
import tutor.trace.Effect;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;

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
        Rejection base = BuildingPlacement.buildBase(s, seat, m, m.deed());
        if (base != null) {
            return base;
        }
        int[] lots = BuildingPlacement.group(s, m.deed());
        int needed = 0;
        int cost = 0;
        for (int lot : lots) {
            if (!s.estates().hotel(lot)) {
                needed++;
                cost += cost(s, lot);
            }
        }
        if (s.bankHotels() < needed) {
            return refuse(s, m, RuleIds.BUILD_SHORTAGE_WAIT, RuleKey.BANK_HOTELS, "reject.straight.hotels", "n", needed,
                    "bank", s.bankHotels());
        }
        if (s.player(seat).cash() < cost) {
            return refuse(s, m, RuleIds.BUILD_HOTEL_STRAIGHT, RuleKey.HOTELS_WITHOUT_HOUSES, "reject.straight.cash",
                    "cost", Arg.money(cost), "player", Arg.player(seat), "cash", Arg.money(s.player(seat).cash()));
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
        Msg sum = Msg.NONE;
        for (int lot : lots) {
            if (!p.hotel(lot)) {
                Deed d = p.board.deed(lot);
                total += cost(s, lot);
                Msg item = Msg.of("build.straight.lot", "deed", Arg.deed(lot), "hotel", Arg.money(d.hotelCost()),
                        "n", cap - p.houses(lot), "house", Arg.money(d.houseCost()), "cost", Arg.money(cost(s, lot)));
                sum = sum.isEmpty() ? item : Msg.of("list.semicolon", "a", sum, "b", item);
            }
        }
        try (Step st = p.t.step(StepKind.RULE, RuleIds.BUILD_HOTEL_STRAIGHT, "build.straight", "player", Arg.player(seat))) {
            p.cite(RuleKey.HOTELS_WITHOUT_HOUSES);
            p.t.calc("build.straight.total", "lots", sum, "total", Arg.money(total));
            p.transfer(seat, Estates.BANK, total, RuleIds.BUILD_HOTEL_STRAIGHT);
            for (int lot : lots) {
                if (!p.hotel(lot)) {
                    p.housesToBank(p.houses(lot));
                    p.hotelsFromBank(1);
                    p.estates().houses(lot, 0).hotel(lot, true);
                    if (p.t.on()) {
                        p.t.effect(new Effect.StatusChanged(Arg.deed(lot), Msg.of("status.hotel")));
                    }
                }
            }
        }
        Requests.built(p, seat, true);
    }
}
