package tutor.data;

import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import tutor.trace.Citation;
import tutor.trace.RuleEntry;
import tutor.trace.RuleSource;
import tutor.trace.Rulebook;

/** Reads the rule catalogue of one language: its sources and its rules with their citations. */
public final class RulebookLoader {

    public Rulebook load(String file, Reader reader) {
        return load(file, reader, tutor.trace.Words.NONE);
    }

    /** The catalogue with the step templates of its language. */
    public Rulebook load(String file, Reader reader, tutor.trace.Words words) {
        YamlNodes y = new YamlNodes(file);
        Node root = y.parse(reader);
        Map<String, Node> top = y.map(root, "a rulebook file");
        y.onlyKeys(root, top, Set.of("language", "sources", "rules"), "a rulebook file");
        String language = y.text(y.required(root, top, "language", "a rulebook file"), "language");
        Map<String, RuleSource> sources = new LinkedHashMap<>();
        for (Map.Entry<String, Node> s : y.map(y.required(root, top, "sources", "a rulebook file"), "sources").entrySet()) {
            Map<String, Node> f = y.map(s.getValue(), "source " + s.getKey());
            y.onlyKeys(s.getValue(), f, Set.of("title", "note"), "source " + s.getKey());
            sources.put(s.getKey(), new RuleSource(s.getKey(),
                    y.text(y.required(s.getValue(), f, "title", s.getKey()), "title"),
                    y.optional(f, "note").map(n -> y.text(n, "note")).orElse("")));
        }
        Map<String, RuleEntry> rules = new LinkedHashMap<>();
        for (Map.Entry<String, Node> r : y.map(y.required(root, top, "rules", "a rulebook file"), "rules").entrySet()) {
            String id = r.getKey();
            Map<String, Node> f = y.map(r.getValue(), "rule " + id);
            y.onlyKeys(r.getValue(), f, Set.of("title", "text", "citations"), "rule " + id);
            List<Citation> citations = new ArrayList<>();
            for (Node c : y.list(y.required(r.getValue(), f, "citations", id), "citations")) {
                Map<String, Node> cf = y.map(c, "a citation");
                y.onlyKeys(c, cf, Set.of("source", "section", "ruling"), "a citation");
                Node sourceNode = y.required(c, cf, "source", "a citation");
                String source = y.text(sourceNode, "source");
                if (!sources.containsKey(source)) {
                    throw y.error(sourceNode, "unknown source '" + source + "'" + YamlNodes.didYouMean(source, sources.keySet()));
                }
                citations.add(new Citation(source, y.text(y.required(c, cf, "section", "a citation"), "section"),
                        y.optional(cf, "ruling").map(n -> y.text(n, "ruling")).orElse("")));
            }
            rules.put(id, new RuleEntry(id, y.text(y.required(r.getValue(), f, "title", id), "title"),
                    y.text(y.required(r.getValue(), f, "text", id), "text"), citations));
        }
        return new Rulebook(language, sources, rules, words);
    }
}
