package tutor.rules;

import static tutor.rules.Rejections.name;
import static tutor.rules.Rejections.reject;

import java.util.List;
import tutor.trace.Effect;
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
        p.pending = new Pending.JackpotChoice(seat);
        if (p.t.on()) {
            p.t.open(StepKind.EXCEPTION, RuleIds.POT_PRIVILEGE, p.name(seat) + " stops on Free Parking with "
                    + p.money(p.pot) + " in the jackpot, so may take the money, or instead a free deed, up to "
                    + p.rules.potPrivilegeHouses() + " free houses, a played card used again, or "
                    + p.money(p.rules.potPrivilegeCollect()) + " from every player.");
            p.cite(RuleKey.POT_PRIVILEGE_AT);
            p.t.input("in the jackpot", p.money(p.pot));
            p.t.close();
        }
    }

    static Rejection check(GameState s, Move.ClaimJackpot m) {
        int seat = m.player();
        if (!(s.pending() instanceof Pending.JackpotChoice c) || c.player() != seat) {
            return reject(s, m, RuleIds.POT_PRIVILEGE, "The jackpot privileges are for the player who has just stopped "
                    + "on Free Parking with " + Rejections.money(s, s.rules().potPrivilegeAt()) + " or more in it.",
                    RuleKey.POT_PRIVILEGE_AT);
        }
        return switch (m.prize()) {
            case CASH, COLLECT -> null;
            case DEED -> m.deed() >= 0 && m.deed() < s.board().deeds().size() && s.estates().owner(m.deed()) == Estates.BANK
                    ? null : reject(s, m, RuleIds.POT_PRIVILEGE, "The free deed must be one the Bank still holds.");
            case HOUSES -> housePlan(s, seat, m.deed()).isEmpty()
                    ? reject(s, m, RuleIds.POT_PRIVILEGE, name(s, seat) + " can place no house on that group: free houses "
                    + "go on a whole group " + name(s, seat) + " owns, by the building rules, from the Bank's supply.")
                    : null;
            case CARD -> playedCard(s, m.deck(), m.card()) ? null : reject(s, m, RuleIds.POT_PRIVILEGE,
                    "Only a Chance or Community Chest card already played in this game (not a Get Out of Jail Free card) can be used again.");
        };
    }

    /** {@code houses} is the plan for free houses, worked out on the state before the claim. */
    static void claim(Play p, int seat, Move.ClaimJackpot m, List<Integer> houses) {
        if (m.prize() == JackpotPrize.CASH) {
            takeMoney(p, seat);
            return;
        }
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.POT_PRIVILEGE, p.name(seat) + " takes a privilege instead of the "
                    + p.money(p.pot) + " in the jackpot.");
            p.cite(RuleKey.POT_PRIVILEGE_AT);
        }
        try {
            switch (m.prize()) {
                case DEED -> freeDeed(p, seat, m.deed());
                case HOUSES -> freeHouses(p, seat, houses);
                case COLLECT -> collect(p, seat);
                default -> { }
            }
            reset(p);
        } finally {
            p.t.close();
        }
        if (m.prize() == JackpotPrize.CARD) {
            Cards.reuse(p, seat, m.deck(), m.card());
        }
    }

    /** The money in the jackpot, and the Bank's seed put back. */
    static void takeMoney(Play p, int seat) {
        int won = p.pot;
        int seed = p.rules.potSeed();
        if (p.t.on()) {
            p.t.open(StepKind.EXCEPTION, RuleIds.FREE_PARKING_POT, p.name(seat) + " stops on Free Parking and, under the house rule, "
                    + "takes the money in the pot" + (seed > 0 ? "; the Bank puts the seed money back." : "."));
            p.cite(RuleKey.FREE_PARKING_POT);
            p.t.input("in the pot", p.money(won));
        }
        try {
            if (won > 0) {
                p.transfer(Estates.POT, seat, won, RuleIds.FREE_PARKING_POT);
            }
            if (seed > 0) {
                p.transfer(Estates.BANK, Estates.POT, seed, RuleIds.FREE_PARKING_POT);
            }
        } finally {
            p.t.close();
        }
    }

    /** After a privilege the jackpot is set back to its seed; what it held beyond that returns to the Bank. */
    private static void reset(Play p) {
        int seed = p.rules.potSeed();
        if (p.pot > seed) {
            if (p.t.on()) {
                p.t.open(StepKind.CHANGE, RuleIds.POT_PRIVILEGE, "The jackpot is set back to " + p.money(seed)
                        + "; the rest goes back to the Bank.");
                p.t.arithmetic(p.money(p.pot) + " - " + p.money(seed) + " = " + p.money(p.pot - seed));
            }
            try {
                p.transfer(Estates.POT, Estates.BANK, p.pot - seed, RuleIds.POT_PRIVILEGE);
            } finally {
                p.t.close();
            }
        }
    }

    private static void freeDeed(Play p, int seat, int deed) {
        p.giveDeed(deed, Estates.BANK, seat);
        if (p.t.on()) {
            p.t.leaf(StepKind.CHANGE, RuleIds.POT_PRIVILEGE, p.name(seat) + " takes " + p.board.deed(deed).name()
                    + " from the Bank for nothing.");
        }
    }

    private static void freeHouses(Play p, int seat, List<Integer> plan) {
        StringBuilder where = new StringBuilder();
        for (int lot : plan) {
            p.estates().houses(lot, p.houses(lot) + 1);
            p.bankHouses--;
            where.append(where.length() == 0 ? "" : ", ").append(p.board.deed(lot).name());
        }
        if (p.t.on()) {
            p.t.open(StepKind.CHANGE, RuleIds.POT_PRIVILEGE, p.name(seat) + " places " + plan.size()
                    + (plan.size() == 1 ? " free house" : " free houses") + ", evenly, from the lowest lot up (the dearest first "
                    + "where lots are level): " + where + ".");
            p.t.input("houses allowed", Integer.toString(p.rules.potPrivilegeHouses()));
            for (int lot : new java.util.LinkedHashSet<>(plan)) {
                p.t.effect(new Effect.StatusChanged(tutor.trace.Arg.deed(lot), tutor.trace.Msg.of("status.buildings", "n", p.houses(lot))));
            }
            p.t.close();
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
        int[] lots = PropertyChecks.group(s, deed);
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
        if (p.t.on()) {
            p.t.open(StepKind.RULE, RuleIds.POT_PRIVILEGE, "Every other player pays " + p.name(seat) + " " + p.money(amount) + ".");
            p.cite(RuleKey.POT_PRIVILEGE_COLLECT);
        }
        try {
            Cards.fromEachOther(p, seat, amount, RuleIds.POT_PRIVILEGE);
        } finally {
            p.t.close();
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
