package tutor.lesson.load;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.lesson.Text;
import tutor.scenario.NodeReader;

/**
 * Reads a learner-facing text: a plain string (English), or a mapping by language
 * ({@code {en: ..., fr: ..., ru: ...}}) so that a translation can sit beside the English.
 */
final class Texts {

    private final NodeReader r;

    Texts(NodeReader r) {
        this.r = r;
    }

    Text text(Node node, String what) {
        Text t = read(node, what);
        // Checking a language: a text without it is shown in English, and the check says where.
        if (t != null && !r.language().equals(Text.ENGLISH) && !t.has(r.language())) {
            r.warn(node, what + " has no " + r.language() + " text; the English is shown");
        }
        return t;
    }

    private Text read(Node node, String what) {
        if (node instanceof MappingNode) {
            Map<String, Node> langs = r.map(node, what, Text.LANGUAGES);
            Map<String, String> out = new LinkedHashMap<>();
            for (Map.Entry<String, Node> e : langs.entrySet()) {
                String t = r.text(e.getValue(), what + " (" + e.getKey() + ")");
                if (t != null) {
                    out.put(e.getKey(), t.strip());
                }
            }
            if (!langs.containsKey(Text.ENGLISH)) {
                r.problem(node, what + " needs its English text under 'en'");
                return null;
            }
            return out.containsKey(Text.ENGLISH) ? new Text(out) : null;
        }
        String t = r.text(node, what);
        return t == null ? null : Text.en(t.strip());
    }

    /** A text, or a list of texts. */
    List<Text> list(Node node, String what) {
        List<Text> out = new ArrayList<>();
        if (node instanceof ScalarNode || node instanceof MappingNode) {
            Text t = text(node, what);
            if (t != null) {
                out.add(t);
            }
            return out;
        }
        for (Node n : r.list(node, what)) {
            Text t = text(n, what);
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }

    /** A text the mapping must have under {@code key} ({@code what} names the mapping in the problem); null when missing. */
    Text required(Node body, Map<String, Node> f, String key, String what) {
        Node n = r.required(body, f, key, what);
        return n == null ? null : text(n, key);
    }

    /** An optional text: null when the key is absent (no problem recorded). */
    Text optional(Map<String, Node> f, String key, String what) {
        return f.containsKey(key) ? text(f.get(key), what) : null;
    }
}
