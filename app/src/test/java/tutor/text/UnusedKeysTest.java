package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every key of the bundles is read by something: the code, the tests, the rulebook and board data, the lessons or
 * the scenarios. A key counts as read when its whole name stands in one of them, or when the code builds it: a
 * literal ending in a dot or dash begins it ({@code "unit." + name}), or a literal beginning with one ends it and
 * the rest is a name found elsewhere ({@code t.id + ".choice." + k}, the drills' texts by drill id). A key nothing reads
 * is words no one will ever see, and a translator's time lost on it.
 */
class UnusedKeysTest {

    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_][A-Za-z0-9_.\\-]*");
    private static final Pattern LITERAL = Pattern.compile("\"([A-Za-z0-9_.\\-]+)\"");

    private final Set<String> tokens = new HashSet<>();
    private final Set<String> literals = new HashSet<>();

    private void read(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return;
        }
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(Files::isRegularFile)
                    // The bundles themselves, not the code of tutor.text, which reads keys too (Lists: list.section).
                    .filter(p -> !(p.toString().replace('\\', '/').contains("/tutor/text/") && p.toString().endsWith(".properties")))
                    .filter(p -> p.toString().matches(".*\\.(java|ya?ml|properties|md|txt|html|xhtml|js|css)$")).toList();
        }
        for (Path p : files) {
            String text = Files.readString(p, StandardCharsets.UTF_8);
            Matcher t = TOKEN.matcher(text);
            while (t.find()) {
                String token = t.group();
                tokens.add(token.replaceAll("[.\\-]+$", ""));
            }
            if (p.toString().endsWith(".java")) {
                Matcher l = LITERAL.matcher(text);
                while (l.find()) {
                    literals.add(l.group(1));
                }
            }
        }
    }

    /**
     * Whether the code can build {@code name}: it begins with a literal that ends with a dot or dash
     * ({@code "unit." + name}), or a literal that begins or ends with one ({@code ".choice."}, {@code ".rail"})
     * stands in it and what is left on each side is empty, a name found elsewhere, or built in turn.
     */
    private boolean built(String name) {
        for (String l : literals) {
            boolean joint = l.startsWith(".") || l.startsWith("-") || l.endsWith(".") || l.endsWith("-");
            if (!joint || !l.matches(".*[A-Za-z].*") || l.length() >= name.length()) {
                continue;
            }
            if ((l.endsWith(".") || l.endsWith("-")) && name.startsWith(l)) {
                return true; // the rest is a name the code has at run time (a Swing key, an enum's)
            }
            for (int at = name.indexOf(l); at >= 0; at = name.indexOf(l, at + 1)) {
                String before = name.substring(0, at);
                String after = name.substring(at + l.length());
                if (part(before) && part(after)) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean part(String piece) {
        return piece.isEmpty() || tokens.contains(piece) || built(piece);
    }

    private static Properties english(String family) throws IOException {
        Properties p = new Properties();
        try (InputStream in = UnusedKeysTest.class.getResourceAsStream("/tutor/text/" + family + ".properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void everyKeyIsReadBySomething() throws IOException {
        for (String root : List.of("src/main/java", "src/test/java", "src/main/resources", "src/test/resources",
                "../lessons", "../scenarios")) {
            read(Path.of(root));
        }
        List<String> unused = new ArrayList<>();
        int keys = 0;
        for (String family : Texts.FAMILIES) {
            for (String key : new TreeSet<>(english(family).stringPropertyNames())) {
                keys++;
                if (!tokens.contains(key) && !built(key)) {
                    unused.add(family + ": " + key);
                }
            }
        }
        assertThat(keys).isGreaterThan(1000);
        assertThat(unused).as("keys no code, test, data, lesson or scenario reads").isEmpty();
    }

    @Test
    void aKeyNamedNowhereIsFound() throws IOException {
        read(Path.of("src/main/java"));
        assertThat(tokens).contains("compare.start").doesNotContain("compare.failed");
        assertThat(built("unit.rolls")).isTrue(); // "unit." + the unit's name
        assertThat(built("auction.choice.stays")).isTrue(); // t.id + ".choice." + k
        assertThat(built("compare.failed")).isFalse();
    }
}
