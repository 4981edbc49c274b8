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
import tutor.text.Phrase;

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
    public static final List<String> LANGUAGES = tutor.text.Texts.LANGUAGES;
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
        warn(at, Phrase.literal(message));
    }

    /** Records a warning at a node, worded in the reader's language when shown. */
    public void warn(Node at, Phrase message) {
        warnings.add(at(at, message));
    }

    /** A message placed at a node's line and column (counted from 1). */
    private Problem at(Node at, Phrase message) {
        Mark m = at.getStartMark();
        return new Problem(file, m.getLine() + 1, m.getColumn() + 1, message);
    }

    /** What the file lacks but can still be read without: texts shown in English for want of a translation. */
    public List<Problem> warnings() {
        return warnings;
    }

    /**
     * What a message calls the part of the file it is about, when that is a key of the file
     * ({@code cash}, {@code title}): the key as written, quoted as the reader's language quotes.
     */
    public static Phrase key(String name) {
        return Phrase.of("problem", "what.key", name);
    }

    /** What a message calls a part of the file, in words ({@code what.scenario}: "a scenario"). */
    public static Phrase what(String key, Object... args) {
        return Phrase.of("problem", "what." + key, args);
    }

    /**
     * A text a learner reads: plain text (English) or a mapping by language
     * ({@code {en: ..., fr: ..., ru: ...}}), given in the reader's language. Where the file has no
     * text in that language the English is given, and a warning says where.
     */
    public String say(Node node, String what) {
        return say(node, key(what));
    }

    /** A text a learner reads, named in problems by {@code what}. */
    public String say(Node node, Phrase what) {
        String english;
        String own = null;
        if (node instanceof MappingNode) {
            Map<String, Node> byLang = map(node, what, LANGUAGES);
            if (!byLang.containsKey("en")) {
                problem(node, Phrase.of("problem", "text.needs-english", what));
                return null;
            }
            english = text(byLang.get("en"), Phrase.of("problem", "what.in-language", what, "en"));
            if (byLang.containsKey(language) && !language.equals("en")) {
                own = text(byLang.get(language), Phrase.of("problem", "what.in-language", what, language));
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
            warn(node, Phrase.of("problem", "text.no-translation", what, language));
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

    /** Records a problem in words that read the same in every language (a library's message). */
    public void problem(Node at, String message) {
        problem(at, Phrase.literal(message));
    }

    /** Records a problem at a node, worded in the reader's language when shown. */
    public void problem(Node at, Phrase message) {
        problems.add(at(at, message));
    }

    /** A problem that breaks a rule of the game: the message, then the rule's id and title, {@code [build.even: Build evenly]}. */
    void broken(Node at, String ruleId, String message) {
        broken(at, ruleId, Phrase.literal(message));
    }

    /** A problem that breaks a rule of the game, the rule's title in the reader's language. */
    void broken(Node at, String ruleId, Phrase message) {
        problem(at, Phrase.of("problem", "breaks-rule", message, ruleId, Phrase.by(lang -> ruleTitle(ruleId, lang))));
    }

    private String ruleTitle(String ruleId, String lang) {
        String content = Lang.content(lang);
        return content.equals("en") ? ruleTitle.apply(ruleId) : tutor.data.Bundle.get().rulebook(content).title(ruleId);
    }

    /** The entries of a mapping; unknown keys are reported with the nearest allowed one. */
    public Map<String, Node> map(Node node, String what, Collection<String> allowed) {
        return map(node, key(what), allowed);
    }

    public Map<String, Node> map(Node node, Phrase what, Collection<String> allowed) {
        Map<String, Node> entries = new LinkedHashMap<>();
        if (!(node instanceof MappingNode mapping)) {
            problem(node, Phrase.of("problem", "node.not-mapping", what));
            return entries;
        }
        for (NodeTuple t : mapping.getValue()) {
            if (!(t.getKeyNode() instanceof ScalarNode key)) {
                problem(t.getKeyNode(), Phrase.of("problem", "node.key-not-word", what));
                continue;
            }
            if (!allowed.contains(key.getValue())) {
                problem(key, Phrase.of("problem", "node.key-unknown", key.getValue(), what, Suggest.didYouMean(key.getValue(), allowed)));
                continue;
            }
            if (entries.put(key.getValue(), t.getValueNode()) != null) {
                problem(key, Phrase.of("problem", "node.key-twice", key.getValue(), what));
            }
        }
        return entries;
    }

    /** A mapping whose keys are free names (players, deeds), in file order. */
    public Map<ScalarNode, Node> freeMap(Node node, String what) {
        return freeMap(node, key(what));
    }

    public Map<ScalarNode, Node> freeMap(Node node, Phrase what) {
        Map<ScalarNode, Node> entries = new LinkedHashMap<>();
        if (!(node instanceof MappingNode mapping)) {
            problem(node, Phrase.of("problem", "node.not-name-mapping", what));
            return entries;
        }
        List<String> seen = new ArrayList<>();
        for (NodeTuple t : mapping.getValue()) {
            if (t.getKeyNode() instanceof ScalarNode key) {
                if (seen.contains(key.getValue())) {
                    problem(key, Phrase.of("problem", "node.name-twice", key.getValue(), what));
                    continue;
                }
                seen.add(key.getValue());
                entries.put(key, t.getValueNode());
            } else {
                problem(t.getKeyNode(), Phrase.of("problem", "node.name-not-text", what));
            }
        }
        return entries;
    }

    public Node required(Node parent, Map<String, Node> entries, String key, String what) {
        return required(parent, entries, key, key(what));
    }

    public Node required(Node parent, Map<String, Node> entries, String key, Phrase what) {
        Node n = entries.get(key);
        if (n == null) {
            problem(parent, Phrase.of("problem", "node.needs-key", what, key));
        }
        return n;
    }

    public List<Node> list(Node node, String what) {
        return list(node, key(what));
    }

    public List<Node> list(Node node, Phrase what) {
        if (node instanceof SequenceNode seq) {
            return seq.getValue();
        }
        problem(node, Phrase.of("problem", "node.not-list", what));
        return List.of();
    }

    public String text(Node node, String what) {
        return text(node, key(what));
    }

    public String text(Node node, Phrase what) {
        if (node instanceof ScalarNode s && !s.getValue().isBlank()) {
            return s.getValue();
        }
        problem(node, Phrase.of("problem", "node.not-text", what));
        return null;
    }

    public Integer integer(Node node, String what) {
        return integer(node, key(what));
    }

    public Integer integer(Node node, Phrase what) {
        if (node instanceof ScalarNode s && s.getTag() == Tag.INT) {
            try {
                return Integer.parseInt(s.getValue().replace("_", ""));
            } catch (NumberFormatException e) {
                problem(node, Phrase.of("problem", "node.too-large", what));
                return null;
            }
        }
        problem(node, node instanceof ScalarNode s ? Phrase.of("problem", "node.not-whole-was", what, s.getValue())
                : Phrase.of("problem", "node.not-whole", what));
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
        return decimal(node, key(what));
    }

    public java.math.BigDecimal decimal(Node node, Phrase what) {
        if (node instanceof ScalarNode s && (s.getTag() == Tag.INT || s.getTag() == Tag.FLOAT)) {
            try {
                return new java.math.BigDecimal(s.getValue().replace("_", ""));
            } catch (NumberFormatException e) {
                // falls through to the problem below
            }
        }
        problem(node, node instanceof ScalarNode s ? Phrase.of("problem", "node.not-number-was", what, s.getValue())
                : Phrase.of("problem", "node.not-number", what));
        return null;
    }

    public Boolean bool(Node node, String what) {
        return bool(node, key(what));
    }

    public Boolean bool(Node node, Phrase what) {
        if (node instanceof ScalarNode s && s.getTag() == Tag.BOOL) {
            return isTrue(s.getValue());
        }
        problem(node, Phrase.of("problem", "node.not-bool", what));
        return null;
    }

    /** What a YAML true-or-false word means: {@code true}, {@code yes} and {@code on} (any case) are true. */
    static boolean isTrue(String word) {
        return List.of("true", "yes", "on").contains(word.toLowerCase(java.util.Locale.ROOT));
    }

    /** Text, or a list of texts. */
    public List<String> texts(Node node, String what) {
        return texts(node, key(what));
    }

    public List<String> texts(Node node, Phrase what) {
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
