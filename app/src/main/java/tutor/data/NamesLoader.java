package tutor.data;

import java.io.Reader;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import tutor.rules.edition.Board;
import tutor.rules.edition.CardSet;

/**
 * Reads one language's names for the bundled boards and card printings: spaces and groups by
 * their printed name, the edition's own words as terms, decks and cards by id. Every key must be
 * a name or id the board or printing has, so a typo is reported at its line and column.
 */
public final class NamesLoader {

    /** One language's names: for each board id and card-set id, printed name or id to name. */
    public record Names(String language, Map<String, Map<String, String>> boards, Map<String, Map<String, String>> cards) { }

    public Names load(String file, Reader reader, Map<String, Board> boards, Map<String, CardSet> cardSets) {
        YamlNodes y = new YamlNodes(file);
        Node root = y.parse(reader);
        Map<String, Node> top = y.map(root, "a names file");
        y.onlyKeys(root, top, Set.of("language", "boards", "cards"), "a names file");
        String language = y.text(y.required(root, top, "language", "a names file"), "language");
        Map<String, Map<String, String>> boardNames = new LinkedHashMap<>();
        for (Map.Entry<String, Node> b : y.optional(top, "boards").map(n -> y.map(n, "boards")).orElse(Map.of()).entrySet()) {
            Board board = boards.get(b.getKey());
            if (board == null) {
                throw y.error(b.getValue(), "no board '" + b.getKey() + "'" + YamlNodes.didYouMean(b.getKey(), boards.keySet()));
            }
            Map<String, Node> f = y.map(b.getValue(), "board " + b.getKey());
            y.onlyKeys(b.getValue(), f, Set.of("spaces", "groups", "terms"), "board " + b.getKey());
            Map<String, String> names = new LinkedHashMap<>();
            read(y, f.get("spaces"), names, "", key -> board.spaces().stream().anyMatch(s -> s.name().equals(key)), "space");
            read(y, f.get("groups"), names, "", key -> board.groups().stream().anyMatch(g -> g.name().equals(key)), "group");
            read(y, f.get("terms"), names, "term:", key -> true, "term");
            boardNames.put(b.getKey(), names);
        }
        Map<String, Map<String, String>> cardNames = new LinkedHashMap<>();
        for (Map.Entry<String, Node> c : y.optional(top, "cards").map(n -> y.map(n, "cards")).orElse(Map.of()).entrySet()) {
            CardSet set = cardSets.get(c.getKey());
            if (set == null) {
                throw y.error(c.getValue(), "no card printing '" + c.getKey() + "'" + YamlNodes.didYouMean(c.getKey(), cardSets.keySet()));
            }
            Map<String, Node> f = y.map(c.getValue(), "cards " + c.getKey());
            y.onlyKeys(c.getValue(), f, Set.of("decks", "cards"), "cards " + c.getKey());
            Map<String, String> names = new LinkedHashMap<>();
            read(y, f.get("decks"), names, "", key -> set.deckIndex(key) >= 0, "deck");
            read(y, f.get("cards"), names, "", key -> set.decks().stream().anyMatch(d -> d.cards().stream().anyMatch(k -> k.id().equals(key))), "card");
            checkPrinted(y, f.get("decks"), language, Set.of());
            checkPrinted(y, f.get("cards"), language, CARD_ARGS);
            cardNames.put(c.getKey(), names);
        }
        return new Names(language, boardNames, cardNames);
    }

    /** What a card's text may name ({@link tutor.trace.Names#cardArgs}), besides the edition's words {@code t_...}. */
    static final Set<String> CARD_ARGS = Set.of("amount", "house", "hotel", "salary", "to", "spaces", "multiplier", "group");

    /**
     * A card text or deck name with {@code {placeholders}} is a template: it must be valid ICU
     * message syntax and name only what a card provides, or the edition's words.
     */
    private static void checkPrinted(YamlNodes y, Node node, String language, Set<String> allowed) {
        if (node == null) {
            return;
        }
        for (Map.Entry<String, Node> e : y.map(node, "texts").entrySet()) {
            checkTemplate(y, e.getValue(), e.getKey(), y.text(e.getValue(), e.getKey()), language, allowed);
        }
    }

    /** Money signs a printed text must not carry: its sums are {@code {amount}}, {@code {house}}... in the table's currency. */
    private static final java.util.regex.Pattern CURRENCY = java.util.regex.Pattern.compile("[$€₽£]|тыс\\.");

    /**
     * One printed text (a card's, a deck's name): a template must be valid ICU message syntax and name only
     * what a card provides ({@code allowed}) or the edition's words; a card's sums are never written out with a
     * currency, since the same card is played on boards that count in dollars, euros or roubles.
     */
    static void checkTemplate(YamlNodes y, Node node, String key, String text, String language, Set<String> allowed) {
        java.util.regex.Matcher money = CURRENCY.matcher(text);
        if (!allowed.isEmpty() && money.find()) {
            throw y.error(node, key + " writes a sum with '" + money.group() + "': name it {amount}, {house}, {hotel} or {salary},"
                    + " so it reads in the currency of the table it is played at");
        }
        if (text.indexOf('{') < 0) {
            return;
        }
        com.ibm.icu.text.MessageFormat format;
        try {
            format = new com.ibm.icu.text.MessageFormat(text, java.util.Locale.forLanguageTag(language));
        } catch (IllegalArgumentException ex) {
            throw y.error(node, key + " is not a valid template: " + ex.getMessage());
        }
        for (String arg : format.getArgumentNames()) {
            if (!arg.startsWith("t_") && !allowed.contains(arg)) {
                throw y.error(node, key + " names {" + arg + "}, which a card does not provide"
                        + (allowed.isEmpty() ? "" : "; it may name " + new java.util.TreeSet<>(allowed) + " or the edition's words {t_...}"));
            }
        }
    }

    private static void read(YamlNodes y, Node node, Map<String, String> into, String prefix,
                             java.util.function.Predicate<String> known, String what) {
        if (node == null) {
            return;
        }
        for (Map.Entry<String, Node> e : y.map(node, what + "s").entrySet()) {
            if (!known.test(e.getKey())) {
                throw y.error(e.getValue(), "no " + what + " '" + e.getKey() + "' to name");
            }
            into.put(prefix + e.getKey(), y.text(e.getValue(), e.getKey()));
        }
    }
}
