package tutor.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.text.Phrase;
import tutor.rules.state.DiceUse;
import tutor.rules.state.JackpotPrize;
import tutor.rules.MoveWords;
import tutor.rules.state.Move;
import tutor.rules.state.Offer;
import tutor.rules.state.Term;

/**
 * Reads a move: a plain word ({@code roll-dice}) for the player in context, or a mapping
 * ({@code {do: bid, amount: 60}}, {@code {player: Ben, do: buy-house, deed: Baltic Avenue}}).
 */
final class MoveParser extends PartReader {

    /** Every verb, as the moves' rules say them (plain, then with a deed, then with more fields). */
    static final List<String> ALL = MoveWords.verbs();

    static final Set<String> KEYS = Set.of("player", "do", "amount", "deed", "count", "to", "price", "with",
            "gives", "gets", "loan", "free-rent", "refused-by", "as", "space", "card");


    MoveParser(NodeReader r, Names names) {
        super(r, names);
    }

    /** The move, or null after reporting; {@code player} is the seat in context (-1 when none). */
    Move parse(Node node, int player) {
        if (node instanceof ScalarNode s) {
            return plain(node, s.getValue(), player);
        }
        Map<String, Node> f = r.map(node, NodeReader.what("move"), KEYS);
        if (f.containsKey("player")) {
            player = names.player(f.get("player"), "player", false);
        }
        Node doNode = r.required(node, f, "do", NodeReader.what("move"));
        if (doNode == null) {
            return null;
        }
        String verb = r.text(doNode, "do");
        if (verb == null) {
            return null;
        }
        if (player < 0) {
            if (player == -1) {
                r.problem(node, Phrase.of("problem", "move.which-player-key"));
            }
            return null;
        }
        MoveWords.Shape shape = MoveWords.shape(verb);
        if (shape == MoveWords.Shape.PLAIN) {
            return plain(doNode, verb, player);
        }
        if (shape == MoveWords.Shape.ON_DEED) {
            Node deedNode = r.required(node, f, "deed", verb);
            int deed = deedNode == null ? -1 : names.deed(deedNode, "deed");
            if (deed < 0) {
                return null;
            }
            return MoveWords.make(verb, player, deed);
        }
        switch (verb) {
            case "bid": {
                Integer amount = amount(node, f, "amount");
                return amount == null ? null : new Move.Bid(player, amount);
            }
            case "request-houses":
            case "request-hotels": {
                Integer count = amount(node, f, "count");
                return count == null ? null : new Move.RequestBuildings(player, verb.equals("request-hotels"), count);
            }
            case "sell-jail-card": {
                Node to = r.required(node, f, "to", verb);
                int buyer = to == null ? -1 : names.player(to, "to", false);
                Integer price = amount(node, f, "price");
                return buyer < 0 || price == null ? null : new Move.SellJailFreeCard(player, buyer, price);
            }
            case "trade":
                return trade(node, f, player);
            case "use-dice":
                return useDice(node, f, player);
            case "claim-jackpot":
                return claimJackpot(node, f, player);
            default:
                r.problem(doNode, Phrase.of("problem", "move.unknown", verb, Suggest.didYouMean(verb, ALL)));
                return null;
        }
    }

    /** {@code {do: use-dice, as: product}}; a free landing names its space: {@code as: difference, space: Boardwalk}. */
    private Move useDice(Node node, Map<String, Node> f, int player) {
        DiceUse use = choice(node, f, "use-dice", DiceUse.values(), NodeReader.what("dice-use"));
        if (use == null) {
            return null;
        }
        int space = -1;
        if (f.containsKey("space")) {
            space = names.space(f.get("space"), "space");
            if (space < 0) {
                return null;
            }
        }
        return new Move.UseDice(player, use, space);
    }

    /**
     * {@code {do: claim-jackpot, as: cash}}; {@code as: deed} and {@code as: houses} name a {@code deed}
     * (for houses, any lot of the group); {@code as: card} names a {@code card} id; {@code as: collect}.
     */
    private Move claimJackpot(Node node, Map<String, Node> f, int player) {
        JackpotPrize prize = choice(node, f, "claim-jackpot", JackpotPrize.values(), NodeReader.what("jackpot-prize"));
        if (prize == null) {
            return null;
        }
        if (prize == JackpotPrize.DEED || prize == JackpotPrize.HOUSES) {
            Node deedNode = r.required(node, f, "deed", NodeReader.key("claim-jackpot as " + prize.name().toLowerCase(java.util.Locale.ROOT)));
            int deed = deedNode == null ? -1 : names.deed(deedNode, "deed");
            return deed < 0 ? null : new Move.ClaimJackpot(player, prize, deed, -1, -1);
        }
        if (prize == JackpotPrize.CARD) {
            Node cardNode = r.required(node, f, "card", "claim-jackpot as card");
            String id = cardNode == null ? null : r.text(cardNode, "card");
            if (id == null) {
                return null;
            }
            List<String> all = new ArrayList<>();
            var decks = names.table().cards().decks();
            for (int d = 0; d < decks.size(); d++) {
                for (int c = 0; c < decks.get(d).cards().size(); c++) {
                    String cardId = decks.get(d).cards().get(c).id();
                    if (cardId.equals(id)) {
                        return new Move.ClaimJackpot(player, prize, -1, d, c);
                    }
                    all.add(cardId);
                }
            }
            r.problem(cardNode, Phrase.of("problem", "card.unknown", id, Suggest.didYouMean(id, all)));
            return null;
        }
        return Move.ClaimJackpot.of(player, prize);
    }

    /** The {@code as:} of a move, one of an enum's constants written in lower case with hyphens; null after reporting. */
    private <E extends Enum<E>> E choice(Node node, Map<String, Node> f, String verb, E[] values, Phrase what) {
        Node asNode = r.required(node, f, "as", verb);
        String as = asNode == null ? null : r.text(asNode, "as");
        if (as == null) {
            return null;
        }
        List<String> names = new ArrayList<>();
        for (E v : values) {
            names.add(v.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        }
        int index = names.indexOf(as);
        if (index < 0) {
            r.problem(asNode, Phrase.of("problem", "move.not-a", as, what, Suggest.didYouMean(as, names)));
            return null;
        }
        return values[index];
    }

    private Move plain(Node at, String verb, int player) {
        if (player < 0) {
            if (player == -1) {
                r.problem(at, Phrase.of("problem", "move.which-player"));
            }
            return null;
        }
        if (MoveWords.shape(verb) == MoveWords.Shape.PLAIN) {
            return MoveWords.make(verb, player, -1);
        }
        r.problem(at, ALL.contains(verb) ? Phrase.of("problem", "move.needs-details", verb)
                : Phrase.of("problem", "move.unknown", verb, Suggest.didYouMean(verb, ALL)));
        return null;
    }

    private Move trade(Node node, Map<String, Node> f, int player) {
        Node with = r.required(node, f, "with", NodeReader.what("trade"));
        int partner = with == null ? -1 : names.player(with, "with", false);
        Offer gives = f.containsKey("gives") ? offer(f.get("gives")) : Offer.NOTHING;
        Offer gets = f.containsKey("gets") ? offer(f.get("gets")) : Offer.NOTHING;
        List<Term> terms = new ArrayList<>();
        if (f.containsKey("loan")) {
            Integer loan = r.integer(f.get("loan"), "loan");
            if (loan != null) {
                terms.add(new Term.Loan(loan));
            }
        }
        if (f.containsKey("free-rent")) {
            Map<String, Node> fr = r.map(f.get("free-rent"), "free-rent", Set.of("deed", "turns"));
            Node d = r.required(f.get("free-rent"), fr, "deed", "free-rent");
            Node t = r.required(f.get("free-rent"), fr, "turns", "free-rent");
            int deed = d == null ? -1 : names.deed(d, "deed");
            Integer turns = t == null ? null : r.integer(t, "turns");
            if (deed >= 0 && turns != null) {
                terms.add(new Term.RentImmunity(deed, turns));
            }
        }
        if (partner < 0 || gives == null || gets == null) {
            return null;
        }
        return new Move.Trade(player, partner, gives, gets, terms);
    }

    private Offer offer(Node node) {
        Map<String, Node> f = r.map(node, NodeReader.what("trade-side"), Set.of("cash", "deeds", "cards"));
        Integer cash = f.containsKey("cash") ? r.integer(f.get("cash"), "cash") : Integer.valueOf(0);
        Integer cards = f.containsKey("cards") ? r.integer(f.get("cards"), "cards") : Integer.valueOf(0);
        List<Integer> deeds = new ArrayList<>();
        if (f.containsKey("deeds")) {
            for (Node d : r.list(f.get("deeds"), "deeds")) {
                int id = names.deed(d, NodeReader.what("deed"));
                if (id >= 0) {
                    deeds.add(id);
                }
            }
        }
        return cash == null || cards == null ? null : new Offer(cash, deeds, cards);
    }

    private Integer amount(Node node, Map<String, Node> f, String key) {
        Node n = r.required(node, f, key, NodeReader.what("this-move"));
        return n == null ? null : r.integer(n, key);
    }

    /** The rule id a move step expects to refuse it, or empty. */
    static String refusedBy(NodeReader r, Node node) {
        if (node instanceof org.yaml.snakeyaml.nodes.MappingNode m) {
            for (var t : m.getValue()) {
                if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals("refused-by")) {
                    String id = r.text(t.getValueNode(), "refused-by");
                    return id == null ? "" : id;
                }
            }
        }
        return "";
    }
}
