package tutor.scenario;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.data.Bundle;
import tutor.data.YamlNodes;
import tutor.rules.Card;
import tutor.rules.ColorGroup;
import tutor.rules.DeckDef;
import tutor.rules.Deed;
import tutor.rules.Estates;
import tutor.rules.GameState;
import tutor.rules.Pending;
import tutor.rules.PositionBuilder;
import tutor.rules.RuleSet;
import tutor.rules.SpaceKind;
import tutor.rules.Table;

/**
 * Reads a scenario's set-up into a position, refusing positions the rules cannot reach:
 * buildings on an incomplete or mortgaged group, uneven buildings, more buildings than the
 * Bank's supply, a deed with two owners, negative cash, a die outside 1 to 6.
 */
final class SetupReader {

    static final List<String> KEYS = List.of("players", "decks", "dice", "turn", "pending", "owners-ask-for-rent", "pot");
    static final List<String> PLAYER_KEYS = List.of("cash", "at", "in-jail", "cards", "deeds");
    static final List<String> DEED_KEYS = List.of("name", "houses", "hotel", "mortgaged");

    private final NodeReader r;
    private final Bundle bundle;
    private final RuleSet rules;

    SetupReader(NodeReader r, Bundle bundle, RuleSet rules) {
        this.r = r;
        this.bundle = bundle;
        this.rules = rules;
    }

    /** The table: board, ruleset, cards and the players in seat order. */
    Table table(Node setup) {
        Map<String, Node> f = r.map(setup, "setup", KEYS);
        Node playersNode = r.required(setup, f, "players", "setup");
        if (playersNode == null) {
            return null;
        }
        List<String> seats = new ArrayList<>();
        for (ScalarNode name : r.freeMap(playersNode, "players").keySet()) {
            seats.add(name.getValue());
        }
        if (seats.size() < 2 || seats.size() > rules.maxPlayers()) {
            r.problem(playersNode, "a game under " + rules.id() + " needs 2 to " + rules.maxPlayers() + " players, not " + seats.size());
            return null;
        }
        boolean ask = !f.containsKey("owners-ask-for-rent") || !Boolean.FALSE.equals(r.bool(f.get("owners-ask-for-rent"), "owners-ask-for-rent"));
        return new Table(bundle.board(rules), rules, bundle.cardSets().get(rules.cardsId()), seats, ask);
    }

    GameState position(Node setup, Names names) {
        Table table = names.table();
        Map<String, Node> f = r.map(setup, "setup", KEYS);
        PositionBuilder b = new PositionBuilder(table);
        int problemsBefore = r.problems().size();
        Map<Integer, Node> deedAt = new HashMap<>();
        int[] level = new int[table.board().deeds().size()];
        int[] ownerOf = new int[level.length];
        boolean[] bad = new boolean[level.length];
        java.util.Arrays.fill(ownerOf, Estates.BANK);
        boolean[] mortgaged = new boolean[level.length];
        int houses = 0;
        int hotels = 0;
        for (Map.Entry<ScalarNode, Node> e : r.freeMap(f.get("players"), "players").entrySet()) {
            String name = e.getKey().getValue();
            Map<String, Node> p = e.getValue() instanceof ScalarNode s && s.getValue().isEmpty()
                    ? Map.of() : r.map(e.getValue(), "player " + name, PLAYER_KEYS);
            if (p.containsKey("cash")) {
                Integer cash = r.integer(p.get("cash"), "cash");
                if (cash != null && cash < 0) {
                    r.problem(p.get("cash"), name + "'s cash cannot be negative");
                } else if (cash != null) {
                    b.cash(name, cash);
                }
            }
            if (p.containsKey("at")) {
                int space = names.space(p.get("at"), "at");
                if (space >= 0) {
                    b.at(name, space);
                }
            }
            if (p.containsKey("in-jail")) {
                Integer failed = r.integer(p.get("in-jail"), "in-jail");
                if (failed != null && (failed < 0 || failed >= rules.jailTurns())) {
                    r.problem(p.get("in-jail"), "in-jail counts the failed throws already made: 0 to " + (rules.jailTurns() - 1));
                } else if (failed != null) {
                    b.inJail(name, failed);
                }
            }
            if (p.containsKey("cards")) {
                for (Node c : r.list(p.get("cards"), "cards")) {
                    String deck = r.text(c, "a card's deck");
                    if (deck != null && table.cards().deckIndex(deck) < 0) {
                        r.problem(c, "no deck '" + deck + "'" + YamlNodes.didYouMean(deck,
                                table.cards().decks().stream().map(DeckDef::id).toList()));
                    } else if (deck != null) {
                        b.jailCard(name, deck);
                    }
                }
            }
            if (p.containsKey("deeds")) {
                for (Node d : r.list(p.get("deeds"), "deeds")) {
                    Node nameNode = d;
                    Map<String, Node> df = Map.of();
                    if (!(d instanceof ScalarNode)) {
                        df = r.map(d, "a deed", DEED_KEYS);
                        nameNode = r.required(d, df, "name", "a deed");
                        if (nameNode == null) {
                            continue;
                        }
                    }
                    int deed = names.deed(nameNode, "a deed");
                    if (deed < 0) {
                        continue;
                    }
                    if (deedAt.containsKey(deed)) {
                        r.problem(nameNode, table.board().deed(deed).name() + " is listed for two players; a deed has one owner");
                        continue;
                    }
                    deedAt.put(deed, d);
                    ownerOf[deed] = table.seats().indexOf(name);
                    b.owns(name, table.board().deed(deed).name());
                    Integer h = df.containsKey("houses") ? r.integer(df.get("houses"), "houses") : Integer.valueOf(0);
                    Boolean hotel = df.containsKey("hotel") ? r.bool(df.get("hotel"), "hotel") : Boolean.FALSE;
                    Boolean m = df.containsKey("mortgaged") ? r.bool(df.get("mortgaged"), "mortgaged") : Boolean.FALSE;
                    if (h == null || hotel == null || m == null) {
                        continue;
                    }
                    Deed dd = table.board().deed(deed);
                    bad[deed] = true; // until proven sound, so one mistake is not reported twice
                    if ((h > 0 || hotel) && dd.kind() != SpaceKind.STREET) {
                        r.problem(d, dd.name() + " is not a street; only streets take houses and hotels");
                        continue;
                    }
                    if (h < 0 || h > rules.housesBeforeHotel() || hotel && h > 0) {
                        r.problem(d, dd.name() + ": a lot holds 0 to " + rules.housesBeforeHotel() + " houses, or one hotel and no houses");
                        continue;
                    }
                    if (m && (h > 0 || hotel)) {
                        r.problem(d, dd.name() + " cannot be mortgaged with buildings on it");
                        continue;
                    }
                    bad[deed] = false;
                    level[deed] = hotel ? rules.housesBeforeHotel() + 1 : h;
                    mortgaged[deed] = m;
                    houses += h;
                    hotels += hotel ? 1 : 0;
                    if (h > 0) {
                        b.houses(dd.name(), h);
                    }
                    if (hotel) {
                        b.hotel(dd.name());
                    }
                    if (m) {
                        b.mortgaged(dd.name());
                    }
                }
            }
        }
        checkGroups(table, deedAt, ownerOf, level, mortgaged, bad);
        if (houses > rules.bankHouses() || hotels > rules.bankHotels()) {
            r.problem(f.get("players"), "the set-up places " + houses + " houses and " + hotels + " hotels; the Bank has only "
                    + rules.bankHouses() + " and " + rules.bankHotels());
        }
        if (f.containsKey("decks")) {
            decks(f.get("decks"), table, b);
        }
        if (f.containsKey("dice")) {
            int count = rules.dice();
            for (Node pair : r.list(f.get("dice"), "dice")) {
                List<Node> dice = r.list(pair, "a throw");
                if (dice.size() != count) {
                    r.problem(pair, count == 2 ? "a throw is two dice, like [3, 4]"
                            : "this game throws one die: write a throw like [4]");
                    continue;
                }
                Integer d1 = r.integer(dice.get(0), "a die");
                Integer d2 = count == 2 ? r.integer(dice.get(1), "a die") : Integer.valueOf(1);
                if (d1 == null || d2 == null) {
                    continue;
                }
                if (count == 1) {
                    if (d1 < 1 || d1 > 6) {
                        r.problem(dice.get(0), "a die shows 1 to 6, not " + d1);
                    } else {
                        b.die(d1);
                    }
                    continue;
                }
                if (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6) {
                    r.problem(d1 < 1 || d1 > 6 ? dice.get(0) : dice.get(1), "a die shows 1 to 6, not " + (d1 < 1 || d1 > 6 ? d1 : d2));
                    continue;
                }
                b.dice(d1, d2);
            }
        }
        if (f.containsKey("pot")) {
            Integer pot = r.integer(f.get("pot"), "pot");
            if (pot != null && !rules.freeParkingPot()) {
                r.problem(f.get("pot"), "ruleset " + rules.id() + " has no Free Parking pot; add a house rule such as "
                        + "+free-parking-pot, or use the seminary rules");
            } else if (pot != null && pot < 0) {
                r.problem(f.get("pot"), "the pot cannot hold less than nothing");
            } else if (pot != null) {
                b.pot(pot);
            }
        }
        int turn = 0;
        if (f.containsKey("turn")) {
            turn = names.player(f.get("turn"), "turn", false);
            if (turn >= 0) {
                b.turn(table.seats().get(turn));
            }
        }
        if (f.containsKey("pending") && turn >= 0) {
            Pending p = pending(f.get("pending"), names, turn);
            if (p != null) {
                b.pending(p);
            }
        }
        if (r.problems().size() > problemsBefore) {
            return null;
        }
        try {
            return b.build();
        } catch (RuntimeException e) {
            r.problem(setup, e.getMessage());
            return null;
        }
    }

    /** Buildings need the whole group in one hand, no mortgage in it (per ruleset), and even levels. */
    private void checkGroups(Table table, Map<Integer, Node> deedAt, int[] ownerOf, int[] level, boolean[] mortgaged,
                             boolean[] bad) {
        for (ColorGroup g : table.board().groups()) {
            if (g.deeds().stream().anyMatch(d -> bad[d])) {
                continue;
            }
            int min = Integer.MAX_VALUE;
            int max = 0;
            boolean anyMortgage = false;
            boolean oneOwner = true;
            Node where = null;
            int owner = ownerOf[g.deeds().get(0)];
            for (int d : g.deeds()) {
                min = Math.min(min, level[d]);
                max = Math.max(max, level[d]);
                anyMortgage |= mortgaged[d];
                oneOwner &= ownerOf[d] == owner && owner != Estates.BANK;
                if (where == null && level[d] > 0) {
                    where = deedAt.get(d);
                }
            }
            if (max == 0) {
                continue;
            }
            if (!oneOwner) {
                r.problem(where, "buildings on the " + g.name() + " group, but one player does not own the whole group");
            } else if (anyMortgage && !rules.buildWithMortgagedLot()) {
                r.problem(where, "buildings on the " + g.name() + " group while a lot of it is mortgaged");
            } else if (max - min > 1) {
                r.problem(where, "uneven buildings on the " + g.name() + " group: lots may differ by one house at most");
            }
        }
    }

    private void decks(Node node, Table table, PositionBuilder b) {
        for (Map.Entry<ScalarNode, Node> e : r.freeMap(node, "decks").entrySet()) {
            String deckId = e.getKey().getValue();
            int di = table.cards().deckIndex(deckId);
            if (di < 0) {
                r.problem(e.getKey(), "no deck '" + deckId + "'" + YamlNodes.didYouMean(deckId,
                        table.cards().decks().stream().map(DeckDef::id).toList()));
                continue;
            }
            List<String> ids = table.cards().decks().get(di).cards().stream().map(Card::id).toList();
            List<Node> top = r.list(e.getValue(), "deck " + deckId);
            // Put the listed cards on top in order: the last named is placed first.
            for (int i = top.size() - 1; i >= 0; i--) {
                String id = r.text(top.get(i), "a card id");
                if (id == null) {
                    continue;
                }
                if (!ids.contains(id)) {
                    r.problem(top.get(i), "no card '" + id + "' in " + deckId + YamlNodes.didYouMean(id, ids));
                    continue;
                }
                b.topCard(deckId, id);
            }
        }
    }

    private Pending pending(Node node, Names names, int turn) {
        if (node instanceof ScalarNode s) {
            return switch (s.getValue()) {
                case "roll" -> new Pending.AwaitRoll(turn);
                case "end-turn" -> new Pending.TurnOver(turn);
                default -> {
                    r.problem(node, "pending is 'roll', 'end-turn', {buy: deed}, {tax-choice: true} or {debt: {to: player or Bank, amount: n}}");
                    yield null;
                }
            };
        }
        Map<String, Node> f = r.map(node, "pending", Set.of("buy", "tax-choice", "debt"));
        if (f.containsKey("buy")) {
            int deed = names.deed(f.get("buy"), "buy");
            return deed < 0 ? null : new Pending.BuyDecision(turn, deed);
        }
        if (f.containsKey("tax-choice")) {
            int income = -1;
            for (var sp : names.table().board().spaces()) {
                if ("income".equals(sp.taxId())) {
                    income = sp.index();
                }
            }
            return new Pending.TaxChoice(turn, income);
        }
        if (f.containsKey("debt")) {
            Map<String, Node> d = r.map(f.get("debt"), "debt", Set.of("to", "amount"));
            Node to = r.required(f.get("debt"), d, "to", "debt");
            Node amount = r.required(f.get("debt"), d, "amount", "debt");
            int creditor = to == null ? -2 : names.player(to, "to", true);
            Integer sum = amount == null ? null : r.integer(amount, "amount");
            if (creditor < Estates.BANK || sum == null) {
                return null;
            }
            return new Pending.Debt(List.of(new Pending.Owed(turn, creditor, sum, tutor.rules.RuleIds.DEBT_PENDING)),
                    new Pending.TurnOver(turn), 0);
        }
        r.problem(node, "pending is 'roll', 'end-turn', {buy: deed}, {tax-choice: true} or {debt: {to: player or Bank, amount: n}}");
        return null;
    }
}
