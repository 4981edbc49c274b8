package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * {@code explain --lang qps} over every bundled scenario: the pseudo-language marks every text of
 * the tutor's own bundles (⟪Ŝàvé~~⟫), so a chrome line without the marks was put together in code.
 * Every unindented line (the report's headings, labels and checks; indented lines are the rulings,
 * worded by the rulebook) must open with the marks (what follows a label, a move or an answer, is
 * the rulebook's or the scenario's), or be wholly one of the scenario's own texts (its title,
 * story, question), which are the author's words and not the tutor's.
 */
class PseudoLanguageTest {

    private static final Path SCENARIOS = Path.of("../scenarios");
    /** A marked text, innermost first: marks nest when a marked text is put into another. */
    private static final Pattern MARKED = Pattern.compile("\u27EA[^\u27EA\u27EB]*\u27EB");

    private static String explain(Path file) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Cli.run(new String[] {"explain", file.toString(), "--lang", "qps"}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Every text in a scenario file (its titles, story, questions, hints, in any language). */
    private static List<String> textsOf(Path file) throws IOException {
        List<String> texts = new ArrayList<>();
        collect(new Yaml().load(Files.readString(file)), texts);
        return texts;
    }

    private static void collect(Object node, List<String> into) {
        if (node instanceof String s) {
            into.add(s.strip());
            into.add(s.strip().toUpperCase(Locale.ROOT));
        } else if (node instanceof Map<?, ?> m) {
            m.values().forEach(v -> collect(v, into));
        } else if (node instanceof List<?> l) {
            l.forEach(v -> collect(v, into));
        }
    }

    static String unmarked(String line) {
        String rest = line;
        String before;
        do {
            before = rest;
            rest = MARKED.matcher(rest).replaceAll(" ");
        } while (!rest.equals(before));
        return rest.strip();
    }

    @Test
    void everyChromeLineOfEveryScenarioIsMarked() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(SCENARIOS)) {
            files = walk.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(70);
        List<String> unmarked = new ArrayList<>();
        int marked = 0;
        for (Path file : files) {
            List<String> own = textsOf(file);
            for (String line : explain(file).split("\n")) {
                if (line.isBlank() || Character.isWhitespace(line.charAt(0))) {
                    continue;
                }
                String rest = unmarked(line);
                if (!rest.equals(line.strip())) {
                    marked++;
                }
                // A chrome line opens with the tutor's marked words (a label, a heading), and what follows
                // is the scenario's or the rulebook's; an unmarked line must be wholly the author's text.
                boolean opensMarked = line.startsWith("\u27EA") || line.startsWith("#") && line.contains("\u27EA");
                if (!opensMarked && rest.chars().anyMatch(Character::isLetter) && own.stream().noneMatch(text -> text.contains(rest))) {
                    unmarked.add(file + ": " + line);
                }
            }
        }
        assertThat(unmarked).as("chrome lines put together outside the bundles").isEmpty();
        assertThat(marked).as("marked lines across the library").isGreaterThan(70 * 5);
    }

    @Test
    void anUnmarkedLineIsFound() {
        assertThat(unmarked("\u27EA\u27EAHîñt 1~\u27EB: ~~\u27EBBen cannot afford")).isEqualTo("Ben cannot afford");
        assertThat(unmarked("Hint 1: Ben cannot afford")).isEqualTo("Hint 1: Ben cannot afford");
    }
}
