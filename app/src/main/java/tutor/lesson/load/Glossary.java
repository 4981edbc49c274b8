package tutor.lesson.load;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import tutor.data.DataException;
import tutor.data.YamlNodes;
import tutor.lesson.Term;
import tutor.lesson.Text;
import tutor.scenario.NodeReader;
import tutor.scenario.Problem;

/**
 * The tutor's glossary: the words of the game and of money that lessons use, each with its meaning,
 * in English, French and Russian. A lesson names the terms it uses ({@code glossary: [rent, mortgage]})
 * and its handout prints them. The glossary ships inside the tutor ({@code tutor/lesson/glossary.yaml}),
 * so every lesson, wherever its file is, finds the same words.
 */
public final class Glossary {

    static final String RESOURCE = "/tutor/lesson/glossary.yaml";
    private static final List<String> ENTRY = List.of("word", "meaning");
    private static volatile Glossary bundled;

    private final Map<String, Term> terms;
    private final List<Problem> problems;

    private Glossary(Map<String, Term> terms, List<Problem> problems) {
        this.terms = Collections.unmodifiableMap(terms);
        this.problems = List.copyOf(problems);
    }

    /** The glossary that ships with the tutor, read once. */
    public static Glossary bundled() {
        Glossary g = bundled;
        if (g == null) {
            try (InputStream in = Glossary.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the glossary " + RESOURCE + " is missing from the tutor");
                }
                g = read(RESOURCE, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            bundled = g;
        }
        return g;
    }

    /** A glossary from YAML text: each key a term id, with {@code word} and {@code meaning} texts. */
    static Glossary read(String file, String yaml) {
        NodeReader r = new NodeReader(file);
        Map<String, Term> out = new LinkedHashMap<>();
        Node root;
        try {
            root = new YamlNodes(file).parse(new java.io.StringReader(yaml));
        } catch (DataException e) {
            return new Glossary(out, List.of(new Problem(file, e.line(), e.column(), e.problem())));
        }
        if (!(root instanceof MappingNode m)) {
            r.problem(root, "the glossary is a mapping of term ids, each with its word and meaning");
            return new Glossary(out, r.problems());
        }
        Texts texts = new Texts(r);
        for (NodeTuple t : m.getValue()) {
            if (!(t.getKeyNode() instanceof ScalarNode k) || !k.getValue().matches("[a-z0-9][a-z0-9-]*")) {
                r.problem(t.getKeyNode(), "a term id is lowercase letters, digits and dashes, such as net-worth");
                continue;
            }
            Map<String, Node> f = r.map(t.getValueNode(), "the term " + k.getValue(), ENTRY);
            Node word = r.required(t.getValueNode(), f, "word", "a term");
            Node meaning = r.required(t.getValueNode(), f, "meaning", "a term");
            Text w = word == null ? null : texts.text(word, "word");
            Text mn = meaning == null ? null : texts.text(meaning, "meaning");
            if (w != null && mn != null) {
                out.put(k.getValue(), new Term(k.getValue(), w, mn));
            }
        }
        return new Glossary(out, r.problems());
    }

    public Optional<Term> term(String id) {
        return Optional.ofNullable(terms.get(id));
    }

    /** Every term, in the glossary's order. */
    public List<Term> all() {
        return new ArrayList<>(terms.values());
    }

    /** What is wrong with the glossary file itself (empty for the one that ships). */
    public List<Problem> problems() {
        return problems;
    }

}
