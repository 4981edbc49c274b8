package tutor.scenario;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.data.Bundle;
import tutor.text.Phrase;
import tutor.rules.edition.Card;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.DeckDef;
import tutor.rules.edition.Deed;
import tutor.rules.state.GameState;
import tutor.rules.position.PositionBuilder;
import tutor.rules.position.PositionCheck;
import tutor.rules.position.PositionPart;
import tutor.rules.position.PositionProblem;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.Table;
import tutor.rules.state.TurnOrder;

/**
 * Reads a scenario's set-up into a position. What the file says is read here (names, numbers,
 * types); whether the position could happen under the rules is {@link PositionCheck}'s to say,
 * and each of its problems is reported at the line and column that set the part it is about,
 * with the rule it breaks.
 */
final class SetupReader {

    static final List<String> KEYS = List.of("players", "deal", "decks", "dice", "seed", "turn", "doubles", "throw-again", "pending", "owners-ask-for-rent",
            "pot", "direction", "turn-order");
    static final List<String> PLAYER_KEYS = List.of("cash", "at", "in-jail", "cards", "deeds");
    static final List<String> DEED_KEYS = List.of("name", "houses", "hotel", "mortgaged");
    static final List<String> DIRECTIONS = List.of("forward", "reversed");
    static final List<String> TURN_ORDERS = List.of("left", "right");

    private final NodeReader r;
    private final Bundle bundle;
    private final RuleSet rules;
    /** Where the file sets each part of the position, so a problem with it points there. */
    private final Map<PositionPart, Node> where = new HashMap<>();
    private Node setupNode;

    SetupReader(NodeReader r, Bundle bundle, RuleSet rules) {
        this.r = r;
        this.bundle = bundle;
        this.rules = rules;
    }

    /** The table: board, ruleset, cards and the players in seat order; null when the players cannot sit down. */
    Table table(Node setup) {
        this.setupNode = setup;
        Map<String, Node> f = r.map(setup, "setup", KEYS);
        Node playersNode = r.required(setup, f, "players", "setup");
        if (playersNode == null) {
            return null;
        }
        where.put(new PositionPart.Seats(), playersNode);
        List<String> seats = new ArrayList<>();
        Map<String, ScalarNode> nameNodes = new HashMap<>();
        for (ScalarNode name : r.freeMap(playersNode, "players").keySet()) {
            nameNodes.put(name.getValue(), name);
            where.put(new PositionPart.Player(seats.size(), PositionPart.Field.NAME), name);
            seats.add(name.getValue());
        }
        List<PositionProblem> problems = PositionCheck.seats(rules, seats);
        report(problems);
        if (problems.stream().anyMatch(p -> p.part() instanceof PositionPart.Seats)) {
            return null;
        }
        boolean ask = !f.containsKey("owners-ask-for-rent") || !Boolean.FALSE.equals(r.bool(f.get("owners-ask-for-rent"), "owners-ask-for-rent"));
        Table table = new Table(bundle.board(rules), rules, bundle.cardSets().get(rules.cardsId()), seats, ask)
                .withTurnOrder(turnOrder(f.get("turn-order")));
        // Seat numbers are the order of play, so a game to the right numbers the players the other way round.
        for (int seat = 0; seat < table.seats().size(); seat++) {
            where.put(new PositionPart.Player(seat, PositionPart.Field.NAME), nameNodes.get(table.seats().get(seat)));
        }
        return table;
    }

    /**
     * Which way the turn passes after the first player listed: left unless the file says otherwise,
     * and right only where the ruleset lets the players choose (Monopoly Junior).
     */
    private TurnOrder turnOrder(Node node) {
        if (node == null) {
            return TurnOrder.LEFT;
        }
        String text = r.text(node, "turn-order");
        if (text == null) {
            return TurnOrder.LEFT;
        }
        if (!TURN_ORDERS.contains(text)) {
            r.problem(node, Phrase.of("problem", "setup.turn-order", Suggest.didYouMean(text, TURN_ORDERS)));
            return TurnOrder.LEFT;
        }
        if (text.equals("right") && !rules.turnOrderChosen()) {
            r.problem(node, Phrase.of("problem", "setup.turn-order-fixed", rules.id(), RuleIds.SETUP_TURN_ORDER));
            return TurnOrder.LEFT;
        }
        return text.equals("right") ? TurnOrder.RIGHT : TurnOrder.LEFT;
    }

    /**
     * Doubles thrown so far this turn (fewer than send a player to Jail) and whether the player throws again once
     * the decision pending is made: by default, after doubles. A game saved mid-turn goes on exactly.
     */
    private void doubles(Map<String, Node> f, PositionBuilder b) {
        int thrown = 0;
        if (f.containsKey("doubles")) {
            Integer n = r.integer(f.get("doubles"), "doubles");
            int most = rules.doublesToJail() - 1;
            if (n != null && (n < 0 || n > most)) {
                r.problem(f.get("doubles"), Phrase.of("problem", "setup.doubles", most));
            } else if (n != null) {
                thrown = n;
            }
        }
        boolean again = thrown > 0;
        if (f.containsKey("throw-again")) {
            Boolean yes = r.bool(f.get("throw-again"), "throw-again");
            again = yes != null ? yes : again;
        }
        b.doubles(thrown, again);
    }

    GameState position(Node setup, Names names) {
        Table table = names.table();
        Map<String, Node> f = r.map(setup, "setup", KEYS);
        PositionBuilder b = new PositionBuilder(table);
        int problemsBefore = r.problems().size();
        Map<Integer, String> holder = new HashMap<>();
        boolean deedsRead = true;
        for (Map.Entry<ScalarNode, Node> e : r.freeMap(f.get("players"), "players").entrySet()) {
            String name = e.getKey().getValue();
            deedsRead &= player(table.seats().indexOf(name), name, e.getValue(), names, b, holder);
        }
        if (f.containsKey("decks")) {
            decks(f.get("decks"), table, b);
        }
        if (f.containsKey("dice")) {
            dice(f.get("dice"), b);
        }
        if (f.containsKey("seed")) {
            Long seed = r.longInteger(f.get("seed"), "seed");
            if (seed != null) {
                b.seed(seed);
            }
        }
        if (f.containsKey("pot")) {
            pot(f.get("pot"), b);
        }
        if (f.containsKey("direction")) {
            Node d = f.get("direction");
            where.put(new PositionPart.Direction(), d);
            String text = r.text(d, "direction");
            if (text != null && !DIRECTIONS.contains(text)) {
                r.problem(d, Phrase.of("problem", "setup.direction", Suggest.didYouMean(text, DIRECTIONS)));
            } else if (text != null) {
                b.reversed(text.equals("reversed"));
            }
        }
        int turn = 0;
        if (f.containsKey("turn")) {
            where.put(new PositionPart.Turn(), f.get("turn"));
            turn = names.player(f.get("turn"), "turn", false);
            if (turn >= 0) {
                b.turn(table.seats().get(turn));
            }
        }
        doubles(f, b);
        if (f.containsKey("pending") && turn >= 0) {
            where.put(new PositionPart.Decision(), f.get("pending"));
            var p = new PendingReader(r, names).pending(f.get("pending"), turn);
            if (p != null) {
                b.pending(p);
            }
        }
        GameState drafted = b.draft();
        if (f.containsKey("deal")) {
            drafted = new DealReader(r, names, where).deal(f.get("deal"), drafted, holder);
        }
        // Who sits where was checked with the table; the rest of the position is checked now.
        List<PositionProblem> problems = PositionCheck.check(drafted).stream()
                .filter(p -> !(p.part() instanceof PositionPart.Seats)
                        && !(p.part() instanceof PositionPart.Player pl && pl.field() == PositionPart.Field.NAME)).toList();
        if (!deedsRead) {
            // A deed that could not be read leaves its group looking incomplete: say only what is surely wrong.
            problems = problems.stream().filter(p -> !(p.part() instanceof PositionPart.Lot || p.part() instanceof PositionPart.Bank)).toList();
        }
        report(problems);
        // In file order, so an author reads the set-up's problems top to bottom whichever check found each.
        r.problems().subList(problemsBefore, r.problems().size())
                .sort(java.util.Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column));
        return r.problems().size() > problemsBefore ? null : drafted;
    }

    /** One player's fields; false when a deed of theirs could not be read. */
    private boolean player(int seat, String name, Node node, Names names, PositionBuilder b, Map<Integer, String> holder) {
        Map<String, Node> p = node instanceof ScalarNode s && s.getValue().isEmpty() ? Map.of() : r.map(node, NodeReader.what("player-named", name), PLAYER_KEYS);
        Node fallback = p.isEmpty() ? where.get(new PositionPart.Player(seat, PositionPart.Field.NAME)) : node;
        where.put(new PositionPart.Player(seat, PositionPart.Field.CASH), p.getOrDefault("cash", fallback));
        where.put(new PositionPart.Player(seat, PositionPart.Field.SPACE), p.getOrDefault("at", p.getOrDefault("in-jail", fallback)));
        where.put(new PositionPart.Player(seat, PositionPart.Field.JAIL), p.getOrDefault("in-jail", fallback));
        where.put(new PositionPart.Player(seat, PositionPart.Field.CARDS), p.getOrDefault("cards", fallback));
        if (p.containsKey("cash")) {
            Integer cash = r.integer(p.get("cash"), "cash");
            if (cash != null) {
                b.cash(name, cash);
            }
        }
        if (p.containsKey("in-jail")) {
            Integer failed = r.integer(p.get("in-jail"), "in-jail");
            if (failed != null) {
                b.inJail(name, failed);
            }
        }
        // After in-jail, so that a token put elsewhere than the Jail is seen, not silently moved.
        if (p.containsKey("at")) {
            int space = names.space(p.get("at"), "at");
            if (space >= 0) {
                b.at(name, space);
            }
        }
        if (p.containsKey("cards")) {
            cards(seat, name, p.get("cards"), names.table(), b);
        }
        boolean read = true;
        if (p.containsKey("deeds")) {
            for (Node d : r.list(p.get("deeds"), "deeds")) {
                read &= deed(name, d, names, b, holder);
            }
        }
        return read;
    }

    private void cards(int seat, String name, Node node, Table table, PositionBuilder b) {
        int held = 0;
        for (Node c : r.list(node, "cards")) {
            String deck = r.text(c, NodeReader.what("card-deck"));
            if (deck == null) {
                continue;
            }
            int di = table.cards().deckIndex(deck);
            if (di < 0) {
                r.problem(c, Phrase.of("problem", "deck.unknown", deck, Suggest.didYouMean(deck, table.cards().decks().stream().map(DeckDef::id).toList())));
            } else if (table.cards().decks().get(di).cards().stream().noneMatch(k -> k.effect() instanceof CardEffect.GetOutOfJailFree)) {
                cite(c, RuleIds.CARD_JAIL_FREE_KEEP, Phrase.of("problem", "deck.no-jail-card", deck));
            } else {
                where.put(new PositionPart.HeldCard(seat, held++), c);
                b.jailCard(name, deck);
            }
        }
    }

    /** One entry of a player's deeds; false when it could not be read. */
    private boolean deed(String name, Node d, Names names, PositionBuilder b, Map<Integer, String> holder) {
        Node nameNode = d;
        Map<String, Node> df = Map.of();
        if (!(d instanceof ScalarNode)) {
            df = r.map(d, NodeReader.what("deed"), DEED_KEYS);
            nameNode = r.required(d, df, "name", NodeReader.what("deed"));
            if (nameNode == null) {
                return false;
            }
        }
        int deed = names.deed(nameNode, NodeReader.what("deed"));
        if (deed < 0) {
            return false;
        }
        Deed dd = names.table().board().deed(deed);
        String first = holder.putIfAbsent(deed, name);
        if (first != null) {
            cite(nameNode, RuleIds.POSITION_ONE_OWNER, first.equals(name) ? Phrase.of("problem", "deed.listed-twice-for", dd.name(), name)
                    : Phrase.of("problem", "deed.listed-for-two", dd.name()));
            return true;
        }
        where.put(new PositionPart.Lot(deed), d);
        b.owns(name, dd.name());
        Integer h = df.containsKey("houses") ? r.integer(df.get("houses"), "houses") : Integer.valueOf(0);
        Boolean hotel = df.containsKey("hotel") ? r.bool(df.get("hotel"), "hotel") : Boolean.FALSE;
        Boolean m = df.containsKey("mortgaged") ? r.bool(df.get("mortgaged"), "mortgaged") : Boolean.FALSE;
        if (h == null || hotel == null || m == null) {
            return false;
        }
        if (h != 0) {
            // Kept within what a lot can record; any count past the rules' limit is refused all the same.
            b.houses(dd.name(), Math.max(-1, Math.min(h, 99)));
        }
        if (hotel) {
            b.hotel(dd.name());
        }
        if (m) {
            b.mortgaged(dd.name());
        }
        return true;
    }

    private void dice(Node node, PositionBuilder b) {
        int count = rules.dice();
        for (Node pair : r.list(node, "dice")) {
            List<Node> dice = r.list(pair, NodeReader.what("throw"));
            if (dice.size() != count) {
                r.problem(pair, Phrase.of("problem", count == 2 ? "dice.two" : "dice.one"));
                continue;
            }
            Integer[] faces = new Integer[count];
            boolean ok = true;
            for (int i = 0; i < count; i++) {
                faces[i] = r.integer(dice.get(i), NodeReader.what("die"));
                if (faces[i] == null) {
                    ok = false;
                } else if (faces[i] < 1 || faces[i] > 6) {
                    cite(dice.get(i), RuleIds.TURN_ROLL, Phrase.of("problem", "dice.range", String.valueOf(faces[i])));
                    ok = false;
                    break;
                }
            }
            if (ok && count == 1) {
                b.die(faces[0]);
            } else if (ok) {
                b.dice(faces[0], faces[1]);
            }
        }
    }

    private void pot(Node node, PositionBuilder b) {
        where.put(new PositionPart.Pot(), node);
        Integer pot = r.integer(node, "pot");
        if (pot != null && !rules.freeParkingPot()) {
            cite(node, RuleIds.FREE_PARKING_POT, Phrase.of("problem", "pot.none", rules.id()));
        } else if (pot != null) {
            b.pot(pot);
        }
    }

    private void decks(Node node, Table table, PositionBuilder b) {
        for (Map.Entry<ScalarNode, Node> e : r.freeMap(node, "decks").entrySet()) {
            String deckId = e.getKey().getValue();
            int di = table.cards().deckIndex(deckId);
            if (di < 0) {
                r.problem(e.getKey(), Phrase.of("problem", "deck.unknown", deckId, Suggest.didYouMean(deckId,
                        table.cards().decks().stream().map(DeckDef::id).toList())));
                continue;
            }
            List<String> ids = table.cards().decks().get(di).cards().stream().map(Card::id).toList();
            List<Node> top = r.list(e.getValue(), NodeReader.what("deck-named", deckId));
            List<String> named = new ArrayList<>();
            for (Node n : top) {
                String id = r.text(n, NodeReader.what("card-id"));
                if (id != null && !ids.contains(id)) {
                    r.problem(n, Phrase.of("problem", "card.unknown-in", id, deckId, Suggest.didYouMean(id, ids)));
                } else if (id != null && named.contains(id)) {
                    r.problem(n, Phrase.of("problem", "card.twice-in", id, deckId));
                } else if (id != null) {
                    named.add(id);
                }
            }
            // Put the listed cards on top in order: the last named is placed first.
            for (int i = named.size() - 1; i >= 0; i--) {
                b.topCard(deckId, named.get(i));
            }
        }
    }

    private void report(List<PositionProblem> problems) {
        for (PositionProblem p : problems) {
            Node at = where.getOrDefault(p.part(), where.getOrDefault(fallback(p.part()), setupNode));
            cite(at, p.ruleId(), Phrase.by(lang -> p.message(Lang.words(lang))));
        }
    }

    /** Where a part the file did not set is reported: the player's entry, or the players as a whole. */
    private static PositionPart fallback(PositionPart part) {
        if (part instanceof PositionPart.HeldCard c) {
            return new PositionPart.Player(c.seat(), PositionPart.Field.CARDS);
        }
        if (part instanceof PositionPart.Player p) {
            return new PositionPart.Player(p.seat(), PositionPart.Field.NAME);
        }
        return new PositionPart.Seats();
    }

    private void cite(Node at, String ruleId, Phrase message) {
        r.broken(at, ruleId, message);
    }
}
