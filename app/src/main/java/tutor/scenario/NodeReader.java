package tutor.scenario;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import tutor.data.YamlNodes;

/**
 * Reads YAML nodes and collects every mistake, with its line and column, instead of stopping
 * at the first: a teacher fixing a file sees all its problems at once. Readers return null
 * (or an empty value) where something was wrong, after recording why. Scenarios and lessons
 * both read their files through it.
 */
public final class NodeReader {

    private final String file;
    private final List<Problem> problems = new ArrayList<>();
    private final java.util.function.UnaryOperator<String> ruleTitle;
    /** The languages a learner-facing text may be written in, English first. */
    public static final List<String> LANGUAGES = List.of("en", "fr", "ru");
    private String language = "en";
    private final List<Problem> warnings = new ArrayList<>();

    public NodeReader(String file) {
        this(file, id -> id);
    }

    /** @param ruleTitle a rule id's title in the rule catalogue, for problems that cite a rule */
    public NodeReader(String file, java.util.function.UnaryOperator<String> ruleTitle) {
        this.file = file;
        this.ruleTitle = ruleTitle;
    }

    public String file() {
        return file;
    }

    public List<Problem> problems() {
        return problems;
    }

    /** Reads learner-facing texts in this language (English where a text lacks it, with a warning). */
    public NodeReader language(String lang) {
        this.language = lang;
        return this;
    }

    public String language() {
        return language;
    }

    /** Records a warning at a node: something the file can be read without (a missing translation). */
    public void warn(Node at, String message) {
        Mark m = at.getStartMark();
        warnings.add(new Problem(file, m.getLine() + 1, m.getColumn() + 1, message));
    }

    /** What the file lacks but can still be read without: texts shown in English for want of a translation. */
    public List<Problem> warnings() {
        return warnings;
    }

    /**
     * A text a learner reads: plain text (English) or a mapping by language
     * ({@code {en: ..., fr: ..., ru: ...}}), given in the reader's language. Where the file has no
     * text in that language the English is given, and a warning says where.
     */
    public String say(Node node, String what) {
        String english;
        String own = null;
        if (node instanceof MappingNode) {
            Map<String, Node> byLang = map(node, what, LANGUAGES);
            if (!byLang.containsKey("en")) {
                problem(node, what + " needs its English text under 'en'");
                return null;
            }
            english = text(byLang.get("en"), what + " (en)");
            if (byLang.containsKey(language) && !language.equals("en")) {
                own = text(byLang.get(language), what + " (" + language + ")");
            }
        } else {
            english = text(node, what);
        }
        if (english == null) {
            return null;
        }
        if (language.equals("en")) {
            return english;
        }
        if (own == null) {
            Mark m = node.getStartMark();
            warnings.add(new Problem(file, m.getLine() + 1, m.getColumn() + 1,
                    what + " has no " + language + " text; the English is shown"));
            return english;
        }
        return own;
    }

    /** The English of a learner-facing text (what answers and references are matched against). */
    public String english(Node node, String what) {
        if (node instanceof MappingNode m) {
            for (NodeTuple t : m.getValue()) {
                if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals("en")) {
                    return t.getValueNode() instanceof ScalarNode v ? v.getValue() : null;
                }
            }
            return null;
        }
        return node instanceof ScalarNode sc ? sc.getValue() : null;
    }

    /** Learner-facing text, or a list of them, in the reader's language. */
    public List<String> sayAll(Node node, String what) {
        List<String> out = new ArrayList<>();
        for (Node n : node instanceof SequenceNode ? list(node, what) : List.of(node)) {
            String t = say(n, what);
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }

    /** The English of each learner-facing text of a list. */
    public List<String> englishAll(Node node, String what) {
        List<String> out = new ArrayList<>();
        for (Node n : node instanceof SequenceNode seq ? seq.getValue() : List.of(node)) {
            String t = english(n, what);
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }

    public void problem(Node at, String message) {
        Mark m = at.getStartMark();
        problems.add(new Problem(file, m.getLine() + 1, m.getColumn() + 1, message));
    }

    /** A problem that breaks a rule of the game: the message, then the rule's id and title, {@code [build.even: Build evenly]}. */
    void broken(Node at, String ruleId, String message) {
        problem(at, message + " [" + ruleId + ": " + ruleTitle.apply(ruleId) + "]");
    }

    /** The entries of a mapping; unknown keys are reported with the nearest allowed one. */
    public Map<String, Node> map(Node node, String what, Collection<String> allowed) {
        Map<String, Node> entries = new LinkedHashMap<>();
        if (!(node instanceof MappingNode mapping)) {
            problem(node, what + " must be a mapping of keys to values");
            return entries;
        }
        for (NodeTuple t : mapping.getValue()) {
            if (!(t.getKeyNode() instanceof ScalarNode key)) {
                problem(t.getKeyNode(), "a key in " + what + " must be a plain word");
                continue;
            }
            if (!allowed.contains(key.getValue())) {
                problem(key, "unknown key '" + key.getValue() + "' in " + what + YamlNodes.didYouMean(key.getValue(), allowed));
                continue;
            }
            if (entries.put(key.getValue(), t.getValueNode()) != null) {
                problem(key, "the key '" + key.getValue() + "' appears twice in " + what);
            }
        }
        return entries;
    }

    /** A mapping whose keys are free names (players, deeds), in file order. */
    public Map<ScalarNode, Node> freeMap(Node node, String what) {
        Map<ScalarNode, Node> entries = new LinkedHashMap<>();
        if (!(node instanceof MappingNode mapping)) {
            problem(node, what + " must be a mapping of names to values");
            return entries;
        }
        List<String> seen = new ArrayList<>();
        for (NodeTuple t : mapping.getValue()) {
            if (t.getKeyNode() instanceof ScalarNode key) {
                if (seen.contains(key.getValue())) {
                    problem(key, "'" + key.getValue() + "' appears twice in " + what);
                    continue;
                }
                seen.add(key.getValue());
                entries.put(key, t.getValueNode());
            } else {
                problem(t.getKeyNode(), "a name in " + what + " must be plain text");
            }
        }
        return entries;
    }

    public Node required(Node parent, Map<String, Node> entries, String key, String what) {
        Node n = entries.get(key);
        if (n == null) {
            problem(parent, what + " needs '" + key + "'");
        }
        return n;
    }

    public List<Node> list(Node node, String what) {
        if (node instanceof SequenceNode seq) {
            return seq.getValue();
        }
        problem(node, what + " must be a list");
        return List.of();
    }

    public String text(Node node, String what) {
        if (node instanceof ScalarNode s && !s.getValue().isBlank()) {
            return s.getValue();
        }
        problem(node, what + " must be a piece of text");
        return null;
    }

    public Integer integer(Node node, String what) {
        if (node instanceof ScalarNode s && s.getTag() == Tag.INT) {
            try {
                return Integer.parseInt(s.getValue().replace("_", ""));
            } catch (NumberFormatException e) {
                problem(node, what + " is too large");
                return null;
            }
        }
        problem(node, what + " must be a whole number" + (node instanceof ScalarNode s ? ", not '" + s.getValue() + "'" : ""));
        return null;
    }

    /** A whole number that may be larger than an int (a seed the dice have moved on from). */
    public Long longInteger(Node node, String what) {
        if (node instanceof ScalarNode s && s.getTag() == Tag.INT) {
            try {
                return Long.parseLong(s.getValue().replace("_", ""));
            } catch (NumberFormatException e) {
                problem(node, what + " is too large");
                return null;
            }
        }
        problem(node, what + " must be a whole number" + (node instanceof ScalarNode s ? ", not '" + s.getValue() + "'" : ""));
        return null;
    }

    /** A number as written, whole or with decimals ({@code 52.52}); its decimals are kept. */
    public java.math.BigDecimal decimal(Node node, String what) {
        if (node instanceof ScalarNode s && (s.getTag() == Tag.INT || s.getTag() == Tag.FLOAT)) {
            try {
                return new java.math.BigDecimal(s.getValue().replace("_", ""));
            } catch (NumberFormatException e) {
                // falls through to the problem below
            }
        }
        problem(node, what + " must be a number such as 52.52" + (node instanceof ScalarNode s ? ", not '" + s.getValue() + "'" : ""));
        return null;
    }

    public Boolean bool(Node node, String what) {
        if (node instanceof ScalarNode s && s.getTag() == Tag.BOOL) {
            return isTrue(s.getValue());
        }
        problem(node, what + " must be true or false");
        return null;
    }

    /** What a YAML true-or-false word means: {@code true}, {@code yes} and {@code on} (any case) are true. */
    static boolean isTrue(String word) {
        return List.of("true", "yes", "on").contains(word.toLowerCase(java.util.Locale.ROOT));
    }

    /** Text, or a list of texts. */
    public List<String> texts(Node node, String what) {
        List<String> out = new ArrayList<>();
        if (node instanceof ScalarNode) {
            String t = text(node, what);
            if (t != null) {
                out.add(t);
            }
            return out;
        }
        for (Node n : list(node, what)) {
            String t = text(n, what);
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }
}
