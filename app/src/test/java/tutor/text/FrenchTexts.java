package tutor.text;

import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.yaml.snakeyaml.Yaml;

/** Where the tests of French wording find the French texts: the bundles, the YAML data, the lessons and scenarios. */
final class FrenchTexts {

    static final Path RESOURCES = Path.of("src/main/resources/tutor");

    private FrenchTexts() {
    }

    /** Every French bundle, by family. */
    static Map<String, Properties> bundles() throws IOException {
        Map<String, Properties> out = new LinkedHashMap<>();
        for (String family : Texts.FAMILIES) {
            Properties p = new Properties();
            try (var in = FrenchTexts.class.getResourceAsStream("/tutor/text/" + family + "_fr.properties")) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
            out.put(family, p);
        }
        return out;
    }

    static Object yaml(Path file) throws IOException {
        return new Yaml().load(Files.readString(file));
    }

    /** The YAML files under a folder (the lessons, the scenarios). */
    static List<Path> yamlFiles(Path root) throws IOException {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    /** A file's name without .yaml: a lesson's or a scenario's id. */
    static String name(Path file) {
        return file.getFileName().toString().replace(".yaml", "");
    }

    /** Every string of a YAML tree, with where it is. */
    static void strings(Object node, String where, BiConsumer<String, String> text) {
        if (node instanceof Map<?, ?> m) {
            m.forEach((k, v) -> strings(v, where + "." + k, text));
        } else if (node instanceof List<?> l) {
            for (int i = 0; i < l.size(); i++) {
                strings(l.get(i), where + "[" + i + "]", text);
            }
        } else if (node instanceof String s) {
            text.accept(where, s);
        }
    }

    /** The {@code fr:} texts of a scenario, lesson or glossary, the subtrees under {@code skipped} keys left out. */
    static void french(Object node, String where, Set<String> skipped, BiConsumer<String, String> text) {
        if (node instanceof Map<?, ?> m) {
            m.forEach((k, v) -> {
                if ("fr".equals(k) && v instanceof String s) {
                    text.accept(where, s);
                } else if (!skipped.contains(String.valueOf(k))) {
                    french(v, where + "." + k, skipped, text);
                }
            });
        } else if (node instanceof List<?> l) {
            for (int i = 0; i < l.size(); i++) {
                french(l.get(i), where + "[" + i + "]", skipped, text);
            }
        }
    }

    /** Each match of a pattern, with a little of the text around it. */
    static List<String> around(Pattern pattern, String text) {
        List<String> out = new ArrayList<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            out.add("\u2026" + text.substring(Math.max(0, m.start() - 15), Math.min(text.length(), m.end() + 5)) + "\u2026");
        }
        return out;
    }
}
