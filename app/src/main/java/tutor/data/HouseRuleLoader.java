package tutor.data;

import java.io.Reader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import tutor.rules.edition.HouseRule;
import tutor.rules.edition.RuleKey;

/** Reads a house-rule file: its id, title, source, and the ruleset values it changes. */
public final class HouseRuleLoader {

    private final Set<String> knownSources;

    public HouseRuleLoader(Set<String> knownSources) {
        this.knownSources = knownSources;
    }

    public HouseRule load(String file, Reader reader) {
        YamlNodes y = new YamlNodes(file);
        Node root = y.parse(reader);
        Map<String, Node> top = y.map(root, "a house-rule file");
        y.onlyKeys(root, top, List.of("id", "title", "source", "section", "overrides"), "a house-rule file");
        String id = y.text(y.required(root, top, "id", "a house-rule file"), "id");
        String title = y.text(y.required(root, top, "title", "a house-rule file"), "title");
        Node sourceNode = y.required(root, top, "source", "a house-rule file");
        String source = y.text(sourceNode, "source");
        if (!knownSources.contains(source)) {
            throw y.error(sourceNode, "unknown source '" + source + "'" + YamlNodes.didYouMean(source, knownSources));
        }
        String section = y.text(y.required(root, top, "section", "a house-rule file"), "section");
        Node overridesNode = y.required(root, top, "overrides", "a house-rule file");
        Map<RuleKey<?>, Object> overrides = new LinkedHashMap<>();
        for (Map.Entry<String, Node> e : y.map(overridesNode, "overrides").entrySet()) {
            RuleKey<?> key = RuleKey.named(e.getKey()).orElseThrow(() -> y.error(e.getValue(), "unknown ruleset value '"
                    + e.getKey() + "'" + YamlNodes.didYouMean(e.getKey(), RuleKey.ALL.stream().map(RuleKey::name).toList())));
            overrides.put(key, RuleSetLoader.value(y, key, e.getValue()));
        }
        return new HouseRule(id, title, source, section, overrides);
    }
}
