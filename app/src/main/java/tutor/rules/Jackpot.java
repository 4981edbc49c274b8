package tutor.rules;

import static tutor.trace.Arg.deed;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.num;
import static tutor.trace.Arg.player;

import java.util.ArrayList;
import java.util.List;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.SpaceKind;
import tutor.rules.state.DeckState;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.JackpotPrize;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.trace.Arg;
import tutor.trace.Effect;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;

/**
 * The seminary rules' jackpot privileges: a player who stops on Free Parking when the jackpot
 * holds at least the ruleset's sum may take a privilege instead of the money: a free deed, free
 * houses, a played card used again, or a sum from every player. The jackpot then goes back to
 * its seed (the rest returns to the Bank).
 */
final class Jackpot {

    private Jackpot() {
    }

    /** Whether stopping on Free Parking now offers the privileges. */
    static boolean offered(Play p) {
        int at = p.rules.potPrivilegeAt();
        return at > 0 && p.pot >= at;
    }

    static void offer(Play p, int seat) {
        p.waitFor(new Pending.JackpotChoice(seat));
        try (Step st = p.t.step(StepKind.EXCEPTION, RuleIds.POT_PRIVILEGE, "jackpot.offer", "player", player(seat),
                "pot", money(p.pot), "houses", p.rules.potPrivilegeHouses(), "collect", money(p.rules.potPrivilegeCollect()))) {
            p.cite(RuleKey.POT_PRIVILEGE_AT);
            p.t.given("in-the-jackpot", money(p.pot));
        }
    }

    /** {@code houses} is the plan for free houses, worked out on the state before the claim. */
    static void claim(Play p, int seat, Move.ClaimJackpot m, List<Integer> houses) {
        if (m.prize() == JackpotPrize.CASH) {
            takeMoney(p, seat);
            return;
        }
        try (Step st = p.t.step(StepKind.RULE, RuleIds.POT_PRIVILEGE, "jackpot.takes-privilege", "player", player(seat),
                "pot", money(p.pot))) {
            p.cite(RuleKey.POT_PRIVILEGE_AT);
            switch (m.prize()) {
                case DEED -> freeDeed(p, seat, m.deed());
                case HOUSES -> freeHouses(p, seat, houses);
                case COLLECT -> collect(p, seat);
                default -> { }
            }
            reset(p);
        }
        if (m.prize() == JackpotPrize.CARD) {
            Cards.reuse(p, seat, m.deck(), m.card());
        }
    }

    /** The money in the jackpot, and the Bank's seed put back. */
    static void takeMoney(Play p, int seat) {
        int won = p.pot;
        int seed = p.rules.potSeed();
        // Junior's Loose Change is the edition's own rule, not a house rule on Free Parking: say which.
        boolean looseChange = p.rules.get(RuleKey.LOOSE_CHANGE_SPACE);
        String rule = looseChange ? RuleIds.LOOSE_CHANGE : RuleIds.FREE_PARKING_POT;
        // An empty pot is said as empty: "takes the money in the pot" beside "no money changes hands" read wrong at the desk.
        String message = looseChange ? "jackpot.takes-loose-change" : seed > 0 ? "jackpot.takes-pot-reseeded"
                : won == 0 ? "jackpot.takes-pot-empty" : "jackpot.takes-pot";
        try (Step st = p.t.step(looseChange ? StepKind.RULE : StepKind.EXCEPTION, rule, message, "player", player(seat),
                "space", Arg.space(p.p(seat).position()))) {
            p.cite(looseChange ? RuleKey.LOOSE_CHANGE_SPACE : RuleKey.FREE_PARKING_POT);
            p.t.given("in-the-pot", money(won));
            if (won > 0) {
                p.transfer(Estates.POT, seat, won, rule);
            }
            if (seed > 0) {
                p.transfer(Estates.BANK, Estates.POT, seed, RuleIds.FREE_PARKING_POT);
            }
        }
    }

    /** After a privilege the jackpot is set back to its seed; what it held beyond that returns to the Bank. */
    private static void reset(Play p) {
        int seed = p.rules.potSeed();
        if (p.pot > seed) {
            try (Step st = p.t.step(StepKind.CHANGE, RuleIds.POT_PRIVILEGE, "jackpot.reset", "seed", money(seed))) {
                p.t.calc("jackpot.rest", "pot", money(p.pot), "seed", money(seed), "rest", money(p.pot - seed));
                p.transfer(Estates.POT, Estates.BANK, p.pot - seed, RuleIds.POT_PRIVILEGE);
            }
        }
    }

    private static void freeDeed(Play p, int seat, int deed) {
        p.giveDeed(deed, Estates.BANK, seat);
        p.t.note(StepKind.CHANGE, RuleIds.POT_PRIVILEGE, "jackpot.free-deed", "player", player(seat), "deed", deed(deed));
    }

    private static void freeHouses(Play p, int seat, List<Integer> plan) {
        List<Arg> where = new ArrayList<>();
        for (int lot : plan) {
            p.estates().houses(lot, p.houses(lot) + 1);
            p.housesFromBank(1);
            where.add(deed(lot));
        }
        if (p.t.on()) {
            try (Step st = p.t.step(StepKind.CHANGE, RuleIds.POT_PRIVILEGE, "jackpot.free-houses", "player", player(seat),
                    "n", plan.size(), "where", Building.joined("list.comma", where))) {
                p.t.given("houses-allowed", num(p.rules.potPrivilegeHouses()));
                for (int lot : new java.util.LinkedHashSet<>(plan)) {
                    p.t.effect(new Effect.StatusChanged(deed(lot), Msg.of("status.buildings", "n", p.houses(lot))));
                }
            }
        }
    }

    /**
     * Where the free houses go: one at a time on the lowest unmortgaged lot of the group without a
     * hotel (the dearest first on a tie), while the group is the player's, the Bank has houses, and
     * no lot passes the ruleset's limit. Empty when none can be placed.
     */
    static List<Integer> housePlan(GameState s, int seat, int deed) {
        List<Integer> plan = new java.util.ArrayList<>();
        if (deed < 0 || deed >= s.board().deeds().size() || s.board().deed(deed).kind() != SpaceKind.STREET) {
            return plan;
        }
        int[] lots = BuildingPlacement.group(s, deed);
        for (int lot : lots) {
            if (s.estates().owner(lot) != seat || s.estates().mortgaged(lot) && !s.rules().buildWithMortgagedLot()) {
                return plan;
            }
        }
        int[] level = new int[lots.length];
        for (int i = 0; i < lots.length; i++) {
            level[i] = s.estates().hotel(lots[i]) ? Integer.MAX_VALUE : s.estates().houses(lots[i]);
        }
        int supply = s.bankHouses();
        int cap = s.rules().housesBeforeHotel();
        for (int n = 0; n < s.rules().potPrivilegeHouses() && supply > 0; n++) {
            int best = -1;
            for (int i = 0; i < lots.length; i++) {
                if (s.estates().mortgaged(lots[i]) || level[i] >= cap) {
                    continue;
                }
                if (best < 0 || level[i] < level[best] || level[i] == level[best]
                        && s.board().deed(lots[i]).price() > s.board().deed(lots[best]).price()) {
                    best = i;
                }
            }
            if (best < 0) {
                break;
            }
            level[best]++;
            supply--;
            plan.add(lots[best]);
        }
        return plan;
    }

    private static void collect(Play p, int seat) {
        int amount = p.rules.potPrivilegeCollect();
        try (Step st = p.t.step(StepKind.RULE, RuleIds.POT_PRIVILEGE, "jackpot.collect", "player", player(seat),
                "amount", money(amount))) {
            p.cite(RuleKey.POT_PRIVILEGE_COLLECT);
            Cards.fromEachOther(p, seat, amount, RuleIds.POT_PRIVILEGE);
        }
    }

    /** A card already played in this game and still in its deck, other than a Get Out of Jail Free card. */
    static boolean playedCard(GameState s, int deck, int card) {
        if (deck < 0 || deck >= s.decks().size()) {
            return false;
        }
        DeckState d = s.decks().get(deck);
        for (int i = 0; i < d.size(); i++) {
            if (d.at(i) == card && d.played(i)) {
                return !(s.table().cards().decks().get(deck).cards().get(card).effect() instanceof CardEffect.GetOutOfJailFree);
            }
        }
        return false;
    }

    /** Every claim open to the player: the money, each Bank deed, each group for houses, each played card, the collection. */
    static void options(GameState s, int seat, List<Move> moves) {
        moves.add(Move.ClaimJackpot.of(seat, JackpotPrize.CASH));
        moves.add(Move.ClaimJackpot.of(seat, JackpotPrize.COLLECT));
        for (Deed d : s.board().deeds()) {
            if (s.estates().owner(d.id()) == Estates.BANK) {
                moves.add(new Move.ClaimJackpot(seat, JackpotPrize.DEED, d.id(), -1, -1));
            }
        }
        for (ColorGroup g : s.board().groups()) {
            int first = g.deeds().get(0);
            if (!housePlan(s, seat, first).isEmpty()) {
                moves.add(new Move.ClaimJackpot(seat, JackpotPrize.HOUSES, first, -1, -1));
            }
        }
        for (int deck = 0; deck < s.decks().size(); deck++) {
            DeckState d = s.decks().get(deck);
            for (int i = 0; i < d.size(); i++) {
                if (playedCard(s, deck, d.at(i))) {
                    moves.add(new Move.ClaimJackpot(seat, JackpotPrize.CARD, -1, deck, d.at(i)));
                }
            }
        }
    }
}
