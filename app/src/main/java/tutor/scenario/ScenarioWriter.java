package tutor.scenario;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Writes a scenario in its canonical form: keys in the order of {@link ScenarioLayout} (the order
 * scenarios/README.md documents), two spaces of indentation, frames (the scenario, the set-up, the
 * script, each ask and question, each text in several languages) one entry per line, and every
 * smaller mapping or list on one line when the line stays within {@value #WIDTH} characters. Text is
 * quoted only where YAML would read it otherwise, Unicode kept as it is. The same tree always gives
 * the same bytes, and writing what this wrote gives it back unchanged. Comments are not kept: a tree
 * has none.
 *
 * <p>The tree is plain values: {@code Map<String, ?>} (in order), {@code List<?>}, {@code String},
 * whole numbers, {@code Boolean}, {@link Raw} for a number written as it was (a decimal), and null.
 */
public final class ScenarioWriter {

    /** The longest line a mapping or list is put on before it takes one entry per line. */
    public static final int WIDTH = 140;

    /** A scalar written exactly as it stands in the file (a decimal number such as 52.52). */
    public record Raw(String text) { }

    private final StringBuilder out = new StringBuilder();

    private ScenarioWriter() {
    }

    /** The canonical text of a scenario given as a tree. */
    public static String write(Map<String, ?> scenario) {
        ScenarioWriter w = new ScenarioWriter();
        w.blockMap(scenario, ScenarioLayout.SCENARIO, 0, "");
        return w.out.toString();
    }

    /** A parsed file as a tree for {@link #write}: numbers and true/false read as the scenario loader reads them. */
    public static Object tree(Node node) {
        if (node instanceof MappingNode m) {
            Map<String, Object> map = new LinkedHashMap<>();
            for (NodeTuple t : m.getValue()) {
                String key = t.getKeyNode() instanceof ScalarNode k ? k.getValue() : String.valueOf(tree(t.getKeyNode()));
                map.put(key, tree(t.getValueNode()));
            }
            return map;
        }
        if (node instanceof SequenceNode seq) {
            List<Object> list = new ArrayList<>();
            seq.getValue().forEach(n -> list.add(tree(n)));
            return list;
        }
        ScalarNode s = (ScalarNode) node;
        String v = s.getValue();
        Tag tag = s.getTag();
        if (tag.equals(Tag.INT) && v.matches("[-+]?[0-9][0-9_]*")) {
            return new BigInteger(v.replace("_", "").replace("+", ""));
        }
        if (tag.equals(Tag.BOOL)) {
            return NodeReader.isTrue(v);
        }
        if (tag.equals(Tag.NULL)) {
            return null;
        }
        return tag.equals(Tag.STR) ? v : new Raw(v);
    }

    private void blockMap(Map<String, ?> map, ScenarioLayout layout, int indent, String firstPrefix) {
        boolean first = true;
        for (String key : ordered(map, layout)) {
            out.append(first ? firstPrefix : " ".repeat(indent)).append(YamlScalars.text(key, false)).append(':');
            first = false;
            value(map.get(key), layout.child(key), indent);
        }
    }

    /** A value after "key:", on the same line when it is a scalar or fits on one line, else below, indented. */
    private void value(Object v, ScenarioLayout layout, int indent) {
        layout = layoutOf(v, layout);
        if (isScalar(v)) {
            out.append(' ').append(scalar(v, layout, false)).append('\n');
            return;
        }
        String flow = flow(v, layout);
        if (flow != null && column() + 1 + flow.length() <= WIDTH) {
            out.append(' ').append(flow).append('\n');
        } else if (v instanceof Map<?, ?> m) {
            out.append('\n');
            blockMap(cast(m), layout, indent + 2, " ".repeat(indent + 2));
        } else {
            out.append('\n');
            blockList((List<?>) v, layout, indent + 2);
        }
    }

    private void blockList(List<?> list, ScenarioLayout layout, int indent) {
        ScenarioLayout itemLayout = layout.item();
        String dash = " ".repeat(indent) + "- ";
        for (Object item : list) {
            ScenarioLayout l = layoutOf(item, itemLayout);
            String flow = isScalar(item) ? scalar(item, l, false) : flow(item, l);
            if (isScalar(item) || flow != null && dash.length() + flow.length() <= WIDTH) {
                out.append(dash).append(flow).append('\n');
            } else if (item instanceof Map<?, ?> m) {
                blockMap(cast(m), l, indent + 2, dash);
            } else {
                out.append(" ".repeat(indent)).append("-\n");
                blockList((List<?>) item, l, indent + 2);
            }
        }
    }

    /** The value on one line ({@code {do: bid, amount: 60}}), or null when it is a frame or holds one. */
    private String flow(Object v, ScenarioLayout layout) {
        if (isScalar(v)) {
            return scalar(v, layout, true);
        }
        layout = layoutOf(v, layout);
        if (v instanceof Map<?, ?> m) {
            if (layout.frame && !m.isEmpty()) {
                return null;
            }
            List<String> parts = new ArrayList<>();
            for (String key : ordered(cast(m), layout)) {
                String f = flow(m.get(key), layout.child(key));
                if (f == null) {
                    return null;
                }
                parts.add(YamlScalars.text(key, true) + ": " + f);
            }
            return "{" + String.join(", ", parts) + "}";
        }
        List<?> list = (List<?>) v;
        if (layout.frame && !list.isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        for (Object item : list) {
            String f = flow(item, layout.item());
            if (f == null) {
                return null;
            }
            parts.add(f);
        }
        return "[" + String.join(", ", parts) + "]";
    }

    /** A mapping standing where a list is usual ({@code expect: {do: buy}}) takes the layout of the list's items. */
    private static ScenarioLayout layoutOf(Object v, ScenarioLayout layout) {
        return v instanceof Map && layout.item() != ScenarioLayout.FREE ? layout.item() : layout;
    }

    private static boolean isScalar(Object v) {
        return !(v instanceof Map) && !(v instanceof List);
    }

    private static String scalar(Object v, ScenarioLayout layout, boolean inFlow) {
        if (v == null) {
            // A player with nothing to say ("Ben:") is an empty mapping.
            return layout == ScenarioLayout.PLAYER ? "{}" : "null";
        }
        if (v instanceof String s) {
            return YamlScalars.text(s, inFlow);
        }
        return v instanceof Raw r ? r.text() : v.toString();
    }

    /** The keys in the layout's order, then any others in the order given. */
    private static List<String> ordered(Map<String, ?> map, ScenarioLayout layout) {
        List<String> keys = new ArrayList<>();
        for (String k : layout.keys) {
            if (map.containsKey(k)) {
                keys.add(k);
            }
        }
        for (String k : map.keySet()) {
            if (!keys.contains(k)) {
                keys.add(k);
            }
        }
        return keys;
    }

    private int column() {
        return out.length() - out.lastIndexOf("\n") - 1;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, ?> cast(Map<?, ?> m) {
        return (Map<String, ?>) m;
    }
}
