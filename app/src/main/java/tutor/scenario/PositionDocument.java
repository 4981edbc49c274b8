package tutor.scenario;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tutor.rules.edition.Board;
import tutor.rules.edition.Clause;
import tutor.rules.edition.Deed;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.DeckState;
import tutor.rules.state.Estates;
import tutor.rules.state.GameState;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Roll;

/**
 * A position as a scenario file's {@code ruleset}, {@code overrides} and {@code setup}, the inverse of
 * the loader's set-up reader: what the loader would read back as this very position. Defaults are
 * left out (the starting cash, GO, the throw pending). What the format cannot say (a player who has
 * left the game, cards put back under a deck, a decision other than a throw) is listed in {@link Result#lost()}, so a
 * caller can tell the user instead of saving something else silently.
 */
public final class PositionDocument {

    /** What a scenario's set-up cannot hold, so a saved position would lose it. */
    public enum Lost {
        /** A player has left the game (after a bankruptcy). */
        PLAYER_OUT,
        /**
         * A decision other than a throw, the end of a turn, an offer to buy, an arrival, a declined deed's auction, the
         * Income Tax choice or one debt (a building auction, an estate's auctions, several debts...).
         */
        DECISION,
        /** Rent not yet claimed, or a wish to buy scarce buildings. */
        CLAIMS,
        /** Cards drawn and put back under their deck (which a reshuffle would bring back). */
        PLAYED_CARDS,
        /** What a player has used or earned this lap or turn (a rail trip, a GO privilege, the first lap). */
        MARKS,
        /** The rule a debt arose under (rent, a tax): it is saved as a plain debt. */
        DEBT_RULE,
        /** The Bank holds other buildings than the rules' supply less those on the board. */
        BANK
    }

    /** The scenario's keys ({@code ruleset}, maybe {@code overrides}, {@code setup}) and what could not be kept. */
    public record Result(Map<String, Object> keys, Set<Lost> lost) {
        public Result {
            lost = Set.copyOf(lost);
        }
    }

    private PositionDocument() {
    }

    public static Result of(GameState s) {
        Set<Lost> lost = EnumSet.noneOf(Lost.class);
        Map<String, Object> keys = new LinkedHashMap<>();
        RuleSet rules = s.rules();
        keys.put("ruleset", rules.id());
        Map<String, Object> overrides = overrides(rules);
        if (!overrides.isEmpty()) {
            keys.put("overrides", overrides);
        }
        Map<String, Object> setup = new LinkedHashMap<>();
        Map<String, Object> players = new LinkedHashMap<>();
        // Listed as the file lists them: to the right, the loader numbers all but the first the other way round.
        boolean right = s.table().turnOrder() == tutor.rules.state.TurnOrder.RIGHT;
        int n = s.players().size();
        for (int k = 0; k < n; k++) {
            int seat = right && k > 0 ? n - k : k;
            players.put(s.player(seat).name(), player(s, seat, lost));
        }
        setup.put("players", players);
        Map<String, Object> decks = decks(s, lost);
        if (!decks.isEmpty()) {
            setup.put("decks", decks);
        }
        List<Roll> upcoming = s.dice().upcoming();
        if (!upcoming.isEmpty()) {
            setup.put("dice", upcoming.stream().map(r -> r.singleDie() ? List.of(r.die1()) : List.of(r.die1(), r.die2())).toList());
        }
        if (s.dice().seed() != 1) {
            setup.put("seed", s.dice().seed());
        }
        setup.put("turn", s.player(s.current()).name());
        if (s.doubles() != 0) {
            setup.put("doubles", s.doubles());
        }
        if (s.rollAgain() != (s.doubles() > 0)) {
            setup.put("throw-again", s.rollAgain());
        }
        Object pending = pending(s, lost);
        if (pending != null) {
            setup.put("pending", pending);
        }
        if (rules.freeParkingPot() && s.pot() != rules.potSeed()) {
            setup.put("pot", s.pot());
        }
        if (s.reversed()) {
            setup.put("direction", "reversed");
        }
        if (right) {
            setup.put("turn-order", "right");
        }
        if (!s.table().ownersAskAtOnce()) {
            setup.put("owners-ask-for-rent", false);
        }
        keys.put("setup", setup);
        if (!s.claims().isEmpty() || !s.requests().isEmpty()) {
            lost.add(Lost.CLAIMS);
        }
        if (bankDiffers(s)) {
            lost.add(Lost.BANK);
        }
        return new Result(keys, lost);
    }

    /** The values a scenario set in place of its ruleset's ({@code overrides: {jail-fine: 100}}). */
    private static Map<String, Object> overrides(RuleSet rules) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (RuleKey<?> key : RuleKey.ALL) {
            Clause<?> c = rules.clause(key);
            if ("scenario".equals(c.rulesetId())) {
                Object v = c.value();
                out.put(key.name(), v instanceof Enum<?> e ? tutor.data.RuleSetLoader.yamlName(e) : v);
            }
        }
        return out;
    }

    private static Map<String, Object> player(GameState s, int seat, Set<Lost> lost) {
        PlayerState p = s.player(seat);
        Board board = s.board();
        Map<String, Object> out = new LinkedHashMap<>();
        if (p.out()) {
            lost.add(Lost.PLAYER_OUT);
        }
        if (p.marks() != 0 || p.lapped()) {
            lost.add(Lost.MARKS);
        }
        if (p.cash() != s.rules().startingCash()) {
            out.put("cash", p.cash());
        }
        if (p.inJail()) {
            out.put("in-jail", p.jailThrows());
            if (p.position() != board.jailIndex()) {
                out.put("at", MoveDocument.space(board, p.position()));
            }
        } else if (p.position() != board.goIndex()) {
            out.put("at", MoveDocument.space(board, p.position()));
        }
        if (!p.jailCards().isEmpty()) {
            out.put("cards", p.jailCards().stream().map(c -> s.table().cards().decks().get(c.deck()).id()).toList());
        }
        List<Object> deeds = new ArrayList<>();
        Estates e = s.estates();
        for (Deed d : board.deeds()) {
            if (e.owner(d.id()) != seat) {
                continue;
            }
            Map<String, Object> deed = new LinkedHashMap<>();
            deed.put("name", d.name());
            if (e.houses(d.id()) != 0) {
                deed.put("houses", e.houses(d.id()));
            }
            if (e.hotel(d.id())) {
                deed.put("hotel", true);
            }
            if (e.mortgaged(d.id())) {
                deed.put("mortgaged", true);
            }
            deeds.add(deed.size() == 1 ? d.name() : deed);
        }
        if (!deeds.isEmpty()) {
            out.put("deeds", deeds);
        }
        return out;
    }

    /**
     * Each deck whose order is not the printed one: the fewest cards to name on top so that the loader,
     * which keeps the printed order under them (less the jail-free cards players hold), rebuilds it.
     */
    private static Map<String, Object> decks(GameState s, Set<Lost> lost) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int di = 0; di < s.decks().size(); di++) {
            DeckState deck = s.decks().get(di);
            int[] order = deck.toArray();
            for (int k = 0; k < order.length; k++) {
                if (deck.played(k)) {
                    lost.add(Lost.PLAYED_CARDS);
                }
            }
            int top = 0;
            while (top < order.length && !restInPrintedOrder(order, top)) {
                top++;
            }
            if (top > 0) {
                var cards = s.table().cards().decks().get(di).cards();
                List<String> ids = new ArrayList<>();
                for (int k = 0; k < top; k++) {
                    ids.add(cards.get(order[k]).id());
                }
                out.put(s.table().cards().decks().get(di).id(), ids);
            }
        }
        return out;
    }

    /** Whether the cards from {@code from} on are in printed order, as the loader leaves the cards not named. */
    private static boolean restInPrintedOrder(int[] order, int from) {
        for (int k = from + 1; k < order.length; k++) {
            if (order[k] < order[k - 1]) {
                return false;
            }
        }
        return true;
    }

    private static Object pending(GameState s, Set<Lost> lost) {
        Pending p = s.pending();
        int turn = s.current();
        if (p instanceof Pending.AwaitRoll r && r.player() == turn) {
            return null;
        }
        if (p instanceof Pending.TurnOver t && t.player() == turn) {
            return "end-turn";
        }
        if (p instanceof Pending.BuyDecision b && b.player() == turn) {
            return Map.of("buy", s.board().deed(b.deed()).name());
        }
        if (p instanceof Pending.TaxChoice t && t.player() == turn) {
            return Map.of("tax-choice", true);
        }
        if (p instanceof Pending.Arrived a && a.player() == turn) {
            return Map.of("arrived", a.thrown());
        }
        if (p instanceof Pending.Auction a && a.more().isEmpty() && a.then() == null) {
            return Map.of("auction", auction(s, a));
        }
        if (p instanceof Pending.Debt d && d.owed().size() == 1 && d.moveAfter() == 0 && d.owed().get(0).debtor() == turn
                && d.then() instanceof Pending.TurnOver t && t.player() == turn && d.owed().get(0).creditor() != Estates.POT) {
            Pending.Owed o = d.owed().get(0);
            if (!tutor.rules.edition.RuleIds.DEBT_PENDING.equals(o.ruleId())) {
                lost.add(Lost.DEBT_RULE);
            }
            Map<String, Object> debt = new LinkedHashMap<>();
            debt.put("to", o.creditor() == Estates.BANK ? "Bank" : s.player(o.creditor()).name());
            debt.put("amount", o.amount());
            return Map.of("debt", debt);
        }
        lost.add(Lost.DECISION);
        return null;
    }

    /** A declined deed's auction half-way, as the loader's pending reader reads it back. */
    private static Map<String, Object> auction(GameState s, Pending.Auction a) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("deed", s.board().deed(a.deed()).name());
        out.put("opener", s.player(a.opener()).name());
        out.put("bidders", seats(s, a.bidders()));
        if (a.passed() != 0) {
            out.put("passed", seats(s, a.passed()));
        }
        if (a.bidder() >= 0) {
            out.put("high", a.high());
            out.put("bidder", s.player(a.bidder()).name());
        }
        return out;
    }

    private static List<String> seats(GameState s, int set) {
        List<String> names = new ArrayList<>();
        for (int seat = 0; seat < s.players().size(); seat++) {
            if ((set & 1 << seat) != 0) {
                names.add(s.player(seat).name());
            }
        }
        return names;
    }

    /** Whether the Bank's buildings differ from its supply less what stands on the board. */
    private static boolean bankDiffers(GameState s) {
        int houses = 0;
        int hotels = 0;
        for (int d = 0; d < s.estates().size(); d++) {
            houses += s.estates().houses(d);
            hotels += s.estates().hotel(d) ? 1 : 0;
        }
        return s.bankHouses() != s.rules().bankHouses() - houses || s.bankHotels() != s.rules().bankHotels() - hotels;
    }
}
