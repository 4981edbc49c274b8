package tutor.data;

import java.io.Reader;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.nodes.Node;
import tutor.rules.edition.Clause;
import tutor.rules.edition.RuleKey;
import tutor.rules.edition.RuleSet;

/**
 * Reads a ruleset file. Every {@link RuleKey} must be given, each as
 * {@code {value: ..., source: <source id>, section: "..."}}, so no value is without its source.
 */
public final class RuleSetLoader {

    private final Set<String> knownSources;

    /** @param knownSources the rulebook's source ids; a value citing any other is an error */
    public RuleSetLoader(Set<String> knownSources) {
        this(knownSources, null);
    }

    private final java.util.function.Function<String, RuleSet> parents;

    /** @param parents looks up an already loaded ruleset for {@code extends:} (null when none may be extended) */
    public RuleSetLoader(Set<String> knownSources, java.util.function.Function<String, RuleSet> parents) {
        this.knownSources = knownSources;
        this.parents = parents;
    }

    public RuleSet load(String file, Reader reader) {
        YamlNodes y = new YamlNodes(file);
        Node root = y.parse(reader);
        Map<String, Node> top = y.map(root, "a ruleset file");
        y.onlyKeys(root, top, Set.of("id", "title", "extends", "board", "cards", "currency", "values"), "a ruleset file");
        String id = y.text(y.required(root, top, "id", "a ruleset file"), "id");
        String title = y.text(y.required(root, top, "title", "a ruleset file"), "title");
        RuleSet parent = null;
        if (top.containsKey("extends")) {
            Node ext = top.get("extends");
            String parentId = y.text(ext, "extends");
            parent = parents == null ? null : parents.apply(parentId);
            if (parent == null) {
                throw y.error(ext, "cannot extend '" + parentId + "': no such ruleset loaded before this one");
            }
        }
        String board = parent != null && !top.containsKey("board") ? parent.boardId()
                : y.text(y.required(root, top, "board", "a ruleset file"), "board");
        String cards = parent != null && !top.containsKey("cards") ? parent.cardsId()
                : y.text(y.required(root, top, "cards", "a ruleset file"), "cards");
        Node valuesNode = y.required(root, top, "values", "a ruleset file");
        Map<String, Node> values = y.map(valuesNode, "values");
        List<String> keyNames = RuleKey.ALL.stream().map(RuleKey::name).toList();
        y.onlyKeys(valuesNode, values, keyNames, "values");
        // Mistakes in the values given come first; then any value left out (an extending ruleset inherits them).
        Map<RuleKey<?>, Clause<?>> clauses = new LinkedHashMap<>();
        if (parent != null) {
            // An inherited value is this edition's too: a ruling under it says it applied under this edition,
            // while the source and section still say which text the value comes from.
            parent.clauses().forEach((key, c) -> clauses.put(key, inherited(c, id)));
        }
        for (Map.Entry<String, Node> e : values.entrySet()) {
            RuleKey<?> key = RuleKey.named(e.getKey()).orElseThrow();
            clauses.put(key, clause(y, id, key, e.getValue()));
        }
        for (RuleKey<?> key : RuleKey.ALL) {
            if (!clauses.containsKey(key)) {
                throw y.error(valuesNode, "ruleset " + id + " must give '" + key.name() + "' (every value needs its source)");
            }
        }
        String currency = top.containsKey("currency") ? y.text(top.get("currency"), "currency")
                : parent != null ? parent.currency() : null;
        return new RuleSet(id, title, board, cards, currency, clauses);
    }

    private Clause<?> clause(YamlNodes y, String rulesetId, RuleKey<?> key, Node entry) {
        Map<String, Node> f = y.map(entry, key.name());
        y.onlyKeys(entry, f, Set.of("value", "source", "section"), key.name());
        Node valueNode = y.required(entry, f, "value", key.name());
        Node sourceNode = y.required(entry, f, "source", key.name());
        String source = y.text(sourceNode, "source");
        if (!knownSources.contains(source)) {
            throw y.error(sourceNode, "unknown source '" + source + "'" + YamlNodes.didYouMean(source, knownSources));
        }
        String section = y.text(y.required(entry, f, "section", key.name()), "section");
        Object value = value(y, key, valueNode);
        return new Clause<>(value, rulesetId, source, section, null);
    }

    private static <T> Clause<T> inherited(Clause<T> c, String rulesetId) {
        return new Clause<>(c.value(), rulesetId, c.source(), c.section(), c.replaced());
    }

    /** A value of the key's type from a node, or an error that says where. */
    static Object value(YamlNodes y, RuleKey<?> key, Node node) {
        Class<?> type = key.type();
        if (type == Integer.class) {
            int v = y.integer(node, key.name());
            if (v < 0) {
                throw y.error(node, key.name() + " cannot be negative");
            }
            return v;
        }
        if (type == Boolean.class) {
            return y.bool(node, key.name());
        }
        if (type.isEnum()) {
            String text = y.text(node, key.name());
            for (Object constant : type.getEnumConstants()) {
                if (yamlName((Enum<?>) constant).equals(text)) {
                    return constant;
                }
            }
            List<String> allowed = Arrays.stream(type.getEnumConstants()).map(c -> yamlName((Enum<?>) c))
                    .collect(Collectors.toList());
            throw y.error(node, key.name() + " cannot be '" + text + "'" + YamlNodes.didYouMean(text, allowed));
        }
        throw new IllegalStateException("no reader for " + type);
    }

    /** {@code ONE_HOUSE_AT_A_TIME} is written {@code one-house-at-a-time}. */
    public static String yamlName(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
