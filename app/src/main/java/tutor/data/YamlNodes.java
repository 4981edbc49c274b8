package tutor.data;

import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Reads a YAML file into nodes that keep their line and column, and turns every mistake into a
 * {@link DataException} that says where. Loading is safe: no Java types, bounded aliases,
 * nesting and size, and duplicate keys refused.
 */
public final class YamlNodes {

    private static final int MAX_CODE_POINTS = 3 * 1024 * 1024;

    private final String file;

    public YamlNodes(String file) {
        this.file = file;
    }

    public String file() {
        return file;
    }

    /** Parses one document; an empty file is an error. */
    public Node parse(Reader reader) {
        String text = readAll(reader);
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        options.setMaxAliasesForCollections(AliasGuard.MAX_ALIASES);
        options.setNestingDepthLimit(AliasGuard.MAX_DEPTH);
        options.setCodePointLimit(MAX_CODE_POINTS);
        options.setAllowRecursiveKeys(false);
        Yaml yaml = new Yaml(new SafeConstructor(options));
        Node root;
        try {
            // Aliases first, event by event: a self-reference or a bomb is refused before any tree is built.
            new AliasGuard(this).check(yaml.parse(new StringReader(text)));
            root = yaml.compose(new StringReader(text));
        } catch (MarkedYAMLException e) {
            Mark m = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            String problem = e.getProblem() != null ? e.getProblem() : e.getMessage();
            throw new DataException(file, m == null ? 1 : m.getLine() + 1, m == null ? 1 : m.getColumn() + 1, problem);
        } catch (org.yaml.snakeyaml.reader.ReaderException e) {
            throw unprintable(text, e);
        } catch (YAMLException e) {
            throw new DataException(file, 1, 1, plain(e.getMessage()));
        }
        if (root == null) {
            throw new DataException(file, 1, 1, "the file is empty");
        }
        refuseForeignTags(root);
        return root;
    }

    /**
     * A character YAML does not allow in a file (a raw escape, bell or DEL, pasted from a terminal), said where
     * it is: SnakeYAML counts it in code points from the start and names no line.
     */
    private DataException unprintable(String text, org.yaml.snakeyaml.reader.ReaderException e) {
        int line = 1;
        int column = 1;
        int i = 0;
        for (int cp = 0; cp < e.getPosition() && i < text.length(); cp++) {
            char c = text.charAt(i);
            i += Character.charCount(text.codePointAt(i));
            if (c == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return new DataException(file, line, column, String.format(java.util.Locale.ROOT,
                "the character U+%04X cannot stand in a YAML file as it is; remove it, or write it as \\u%04X inside double quotes",
                e.getCodePoint(), e.getCodePoint()));
    }

    /** The whole text, refused when it is longer than any data file of ours could be. */
    private String readAll(Reader reader) {
        StringBuilder out = new StringBuilder();
        char[] buffer = new char[8192];
        try {
            for (int n; (n = reader.read(buffer)) >= 0; ) {
                out.append(buffer, 0, n);
                if (out.length() > MAX_CODE_POINTS * 2L) {
                    throw new DataException(file, 1, 1, plain("code points"));
                }
            }
        } catch (java.io.IOException e) {
            throw new DataException(file, 1, 1, "cannot read the file: " + e.getMessage());
        }
        return out.toString();
    }

    private static final java.util.Set<Tag> PLAIN_TAGS = java.util.Set.of(Tag.STR, Tag.INT, Tag.BOOL, Tag.FLOAT,
            Tag.NULL, Tag.MAP, Tag.SEQ);

    /**
     * Only plain data: a type tag such as {@code !!java.lang.Runtime} is refused, wherever it stands.
     * Each node is visited once, however many aliases point at it.
     */
    private void refuseForeignTags(Node root) {
        java.util.Set<Node> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        java.util.Deque<Node> todo = new java.util.ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            Node n = todo.pop();
            if (!seen.add(n)) {
                continue;
            }
            if (!PLAIN_TAGS.contains(n.getTag())) {
                throw error(n, "the tag '" + n.getTag().getValue() + "' is not allowed; write plain values");
            }
            if (n instanceof MappingNode m) {
                for (NodeTuple t : m.getValue()) {
                    todo.push(t.getKeyNode());
                    todo.push(t.getValueNode());
                }
            } else if (n instanceof SequenceNode seq) {
                seq.getValue().forEach(todo::push);
            }
        }
    }

    /** SnakeYAML's limit messages, said for a person who writes scenarios. */
    private static String plain(String message) {
        if (message == null) {
            return "the file cannot be read as YAML";
        }
        if (message.contains("Number of aliases")) {
            return AliasGuard.TOO_MANY;
        }
        if (message.contains("Nesting Depth")) {
            return AliasGuard.TOO_DEEP;
        }
        if (message.contains("code points")) {
            return "the file is too large to be a scenario";
        }
        return message;
    }

    public DataException error(Node at, String problem) {
        Mark m = at.getStartMark();
        return new DataException(file, m.getLine() + 1, m.getColumn() + 1, problem);
    }

    /** The entries of a mapping in file order, keys as text; duplicate keys are an error. */
    public Map<String, Node> map(Node node, String what) {
        if (!(node instanceof MappingNode mapping)) {
            throw error(node, what + " must be a mapping of keys to values");
        }
        Map<String, Node> entries = new LinkedHashMap<>();
        for (NodeTuple tuple : mapping.getValue()) {
            String key = scalar(tuple.getKeyNode(), "a key");
            if (entries.put(key, tuple.getValueNode()) != null) {
                throw error(tuple.getKeyNode(), "the key '" + key + "' appears twice in " + what);
            }
        }
        return entries;
    }

    /** Fails on the first key not in {@code allowed}, suggesting the closest allowed key. */
    public void onlyKeys(Node mapNode, Map<String, Node> entries, Collection<String> allowed, String what) {
        MappingNode mapping = (MappingNode) mapNode;
        for (NodeTuple tuple : mapping.getValue()) {
            String key = ((ScalarNode) tuple.getKeyNode()).getValue();
            if (!allowed.contains(key)) {
                throw error(tuple.getKeyNode(), "unknown key '" + key + "' in " + what + didYouMean(key, allowed));
            }
        }
    }

    public Node required(Node mapNode, Map<String, Node> entries, String key, String what) {
        Node n = entries.get(key);
        if (n == null) {
            throw error(mapNode, what + " needs the key '" + key + "'");
        }
        return n;
    }

    public Optional<Node> optional(Map<String, Node> entries, String key) {
        return Optional.ofNullable(entries.get(key));
    }

    public List<Node> list(Node node, String what) {
        if (!(node instanceof SequenceNode seq)) {
            throw error(node, what + " must be a list");
        }
        return new ArrayList<>(seq.getValue());
    }

    public String scalar(Node node, String what) {
        if (!(node instanceof ScalarNode s)) {
            throw error(node, what + " must be a single value, not a list or mapping");
        }
        return s.getValue();
    }

    public String text(Node node, String what) {
        String s = scalar(node, what);
        if (s.isBlank()) {
            throw error(node, what + " must not be empty");
        }
        return s;
    }

    public int integer(Node node, String what) {
        String s = scalar(node, what);
        if (((ScalarNode) node).getTag() != Tag.INT) {
            throw error(node, what + " must be a whole number, not '" + s + "'");
        }
        try {
            return Integer.parseInt(s.replace("_", ""));
        } catch (NumberFormatException e) {
            throw error(node, what + " must be a whole number that fits, not '" + s + "'");
        }
    }

    public boolean bool(Node node, String what) {
        String s = scalar(node, what);
        if (((ScalarNode) node).getTag() != Tag.BOOL) {
            throw error(node, what + " must be true or false, not '" + s + "'");
        }
        return Boolean.parseBoolean(s.toLowerCase(java.util.Locale.ROOT));
    }

    public int[] integers(Node node, String what) {
        List<Node> items = list(node, what);
        int[] out = new int[items.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = integer(items.get(i), what + " item " + (i + 1));
        }
        return out;
    }

    /** ", did you mean 'x'?" for a near miss, else a list of what is allowed. */
    public static String didYouMean(String given, Collection<String> allowed) {
        Optional<String> best = nearest(given, allowed);
        if (best.isPresent()) {
            return "; did you mean '" + best.get() + "'?";
        }
        return allowed.size() <= 12 ? "; expected one of: " + String.join(", ", allowed) : "";
    }

    /** The allowed name closest to a mistyped one, when it is close enough to be what was meant. */
    public static Optional<String> nearest(String given, Collection<String> allowed) {
        Optional<String> best = allowed.stream()
                .min(Comparator.comparingInt(a -> distance(given.toLowerCase(java.util.Locale.ROOT), a.toLowerCase(java.util.Locale.ROOT))));
        return best.filter(b -> distance(given.toLowerCase(java.util.Locale.ROOT), b.toLowerCase(java.util.Locale.ROOT))
                <= Math.max(2, given.length() / 3));
    }

    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] tmp = prev;
            prev = cur;
            cur = tmp;
        }
        return prev[b.length()];
    }
}
