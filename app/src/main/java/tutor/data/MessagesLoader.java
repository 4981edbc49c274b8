package tutor.data;

import java.io.Reader;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import tutor.trace.Words;

/**
 * Reads the step templates of one language: how money is written, the usual words the editions
 * replace (terms), and a template per message id. Every template is compiled here, so a broken
 * one is reported with its file, line and column rather than when a ruling is shown.
 */
public final class MessagesLoader {

    public Words load(String file, Reader reader) {
        YamlNodes y = new YamlNodes(file);
        Node root = y.parse(reader);
        Map<String, Node> top = y.map(root, "a messages file");
        y.onlyKeys(root, top, Set.of("language", "format", "terms", "messages"), "a messages file");
        String language = y.text(y.required(root, top, "language", "a messages file"), "language");
        Map<String, String> templates = new LinkedHashMap<>();
        Node formatNode = y.required(root, top, "format", "a messages file");
        Map<String, Node> format = y.map(formatNode, "format");
        y.onlyKeys(formatNode, format, Set.of("money", "money-grouping", "money-by-sign", "money-millions-by-sign"), "format");
        templates.put("format.money", y.text(y.required(formatNode, format, "money", "format"), "money"));
        templates.put("format.money-grouping", Boolean.toString(y.bool(y.required(formatNode, format, "money-grouping", "format"), "money-grouping")));
        // A currency this language writes its own way (the Russian edition's thousands of roubles: "₽{amount}k").
        for (Map.Entry<String, Node> bySign : y.optional(format, "money-by-sign").map(n -> y.map(n, "money-by-sign")).orElse(Map.of()).entrySet()) {
            String how = y.text(bySign.getValue(), bySign.getKey());
            if (!how.contains("{amount}") && !how.contains("{thousands}")) {
                throw y.error(bySign.getValue(), "the money format for '" + bySign.getKey() + "' must contain {amount} (or {thousands})");
            }
            templates.put("format.money:" + bySign.getKey(), how);
        }
        // A whole sum of a thousand units or more in such a currency, in millions ("1,2 млн ₽" for 1 200 тыс. ₽).
        for (Map.Entry<String, Node> m : y.optional(format, "money-millions-by-sign").map(n -> y.map(n, "money-millions-by-sign")).orElse(Map.of()).entrySet()) {
            String how = y.text(m.getValue(), m.getKey());
            if (!how.contains("{millions}")) {
                throw y.error(m.getValue(), "the millions format for '" + m.getKey() + "' must contain {millions}");
            }
            templates.put("format.money-millions:" + m.getKey(), how);
        }
        Map<String, String> terms = new LinkedHashMap<>();
        for (Map.Entry<String, Node> t : y.map(y.required(root, top, "terms", "a messages file"), "terms").entrySet()) {
            terms.put(t.getKey(), y.text(t.getValue(), "term " + t.getKey()));
        }
        java.util.Locale locale = java.util.Locale.forLanguageTag(language);
        for (Map.Entry<String, Node> m : y.map(y.required(root, top, "messages", "a messages file"), "messages").entrySet()) {
            String template = y.text(m.getValue(), "message " + m.getKey());
            try {
                new com.ibm.icu.text.MessageFormat(template, locale);
            } catch (IllegalArgumentException e) {
                throw y.error(m.getValue(), "message " + m.getKey() + " is not a valid template: " + e.getMessage());
            }
            templates.put(m.getKey(), template);
        }
        return new Words(language, templates, terms);
    }

    /**
     * Reads a language's wording of the ruleset files' sections and notes (rulebook/LANG-sections.yaml):
     * each English text exactly as a ruleset or house rule writes it, and its translation.
     */
    public Map<String, String> loadSections(String file, Reader reader) {
        YamlNodes y = new YamlNodes(file);
        Node root = y.parse(reader);
        Map<String, Node> top = y.map(root, "a sections file");
        y.onlyKeys(root, top, Set.of("language", "sections"), "a sections file");
        y.text(y.required(root, top, "language", "a sections file"), "language");
        Map<String, String> sections = new LinkedHashMap<>();
        for (Map.Entry<String, Node> e : y.map(y.required(root, top, "sections", "a sections file"), "sections").entrySet()) {
            sections.put(e.getKey(), y.text(e.getValue(), "section '" + e.getKey() + "'"));
        }
        return sections;
    }
}
