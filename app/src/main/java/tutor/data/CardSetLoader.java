package tutor.data;

import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import tutor.rules.edition.Board;
import tutor.rules.edition.Card;
import tutor.rules.edition.CardEffect;
import tutor.rules.edition.CardSet;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.DeckDef;
import tutor.rules.edition.Space;

/** Reads a printing's Chance and Community Chest decks; destinations are board space names. */
public final class CardSetLoader {

    private static final Set<String> EFFECTS = Set.of("advance", "back", "nearest-railroad", "nearest-utility",
            "collect", "pay", "pay-each-player", "collect-from-each-player", "repairs", "go-to-jail", "get-out-of-jail-free", "free-booth");

    public CardSet load(String file, Reader reader, Board board) {
        YamlNodes y = new YamlNodes(file);
        Node root = y.parse(reader);
        Map<String, Node> top = y.map(root, "a card file");
        y.onlyKeys(root, top, Set.of("id", "title", "source", "decks", "board"), "a card file");
        if (top.containsKey("board") && !y.text(top.get("board"), "board").equals(board.id())) {
            throw y.error(top.get("board"), "these cards are for board '" + y.text(top.get("board"), "board")
                    + "', not '" + board.id() + "'");
        }
        String id = y.text(y.required(root, top, "id", "a card file"), "id");
        String title = y.text(y.required(root, top, "title", "a card file"), "title");
        String source = y.text(y.required(root, top, "source", "a card file"), "source");
        List<DeckDef> decks = new ArrayList<>();
        for (Map.Entry<String, Node> d : y.map(y.required(root, top, "decks", "a card file"), "decks").entrySet()) {
            Map<String, Node> f = y.map(d.getValue(), "deck " + d.getKey());
            y.onlyKeys(d.getValue(), f, Set.of("name", "cards"), "deck " + d.getKey());
            String name = y.text(y.required(d.getValue(), f, "name", "deck " + d.getKey()), "name");
            List<Card> cards = new ArrayList<>();
            for (Node cardNode : y.list(y.required(d.getValue(), f, "cards", "deck " + d.getKey()), "cards")) {
                cards.add(card(y, cardNode, board));
            }
            decks.add(new DeckDef(d.getKey(), name, cards));
        }
        return new CardSet(id, title, source, decks);
    }

    private Card card(YamlNodes y, Node node, Board board) {
        Map<String, Node> f = y.map(node, "a card");
        y.onlyKeys(node, f, Set.of("id", "text", "effect", "to", "spaces", "multiplier", "amount", "house", "hotel", "group"), "a card");
        String id = y.text(y.required(node, f, "id", "a card"), "id");
        String text = y.text(y.required(node, f, "text", id), "text");
        NamesLoader.checkTemplate(y, f.get("text"), id, text, "en", NamesLoader.CARD_ARGS);
        Node effectNode = y.required(node, f, "effect", id);
        String effect = y.text(effectNode, "effect");
        CardEffect e = switch (effect) {
            case "advance" -> new CardEffect.Advance(space(y, y.required(node, f, "to", id), board));
            case "back" -> new CardEffect.Back(y.integer(y.required(node, f, "spaces", id), "spaces"));
            case "nearest-railroad" -> new CardEffect.NearestRailroad(y.integer(y.required(node, f, "multiplier", id), "multiplier"));
            case "nearest-utility" -> new CardEffect.NearestUtility(y.integer(y.required(node, f, "multiplier", id), "multiplier"));
            case "collect" -> new CardEffect.Collect(y.integer(y.required(node, f, "amount", id), "amount"));
            case "pay" -> new CardEffect.Pay(y.integer(y.required(node, f, "amount", id), "amount"));
            case "pay-each-player" -> new CardEffect.PayEachPlayer(y.integer(y.required(node, f, "amount", id), "amount"));
            case "collect-from-each-player" -> new CardEffect.CollectFromEachPlayer(y.integer(y.required(node, f, "amount", id), "amount"));
            case "repairs" -> new CardEffect.Repairs(y.integer(y.required(node, f, "house", id), "house"),
                    y.integer(y.required(node, f, "hotel", id), "hotel"));
            case "go-to-jail" -> new CardEffect.GoToJail();
            case "get-out-of-jail-free" -> new CardEffect.GetOutOfJailFree();
            case "free-booth" -> new CardEffect.FreeBooth(group(y, y.required(node, f, "group", id), board));
            default -> throw y.error(effectNode, "unknown card effect '" + effect + "'" + YamlNodes.didYouMean(effect, EFFECTS));
        };
        return new Card(id, text, e);
    }

    private int group(YamlNodes y, Node node, Board board) {
        String id = y.text(node, "group");
        return board.groups().stream().filter(g -> g.id().equals(id)).mapToInt(ColorGroup::index).findFirst()
                .orElseThrow(() -> y.error(node, "no group '" + id + "' on board " + board.id()
                        + YamlNodes.didYouMean(id, board.groups().stream().map(ColorGroup::id).toList())));
    }

    private int space(YamlNodes y, Node node, Board board) {
        String name = y.text(node, "to");
        Space s = board.spaceNamed(name).orElseThrow(() -> y.error(node, "no space named '" + name + "' on board "
                + board.id() + YamlNodes.didYouMean(name, board.spaces().stream().map(Space::name).distinct().toList())));
        return s.index();
    }
}
