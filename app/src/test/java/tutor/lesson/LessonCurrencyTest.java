package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * A lesson counts in the money of the board it plays: a lesson taught under the classic edition writes $ and one
 * under Monopoly Junior writes € (its source counts in euros), in English, French and Russian ("5 €", never "5 $" on
 * the Junior board). The edition's board and the board's currency are read from the bundled data, as the tutor
 * reads them.
 */
class LessonCurrencyTest {

    private static final Path RESOURCES = Path.of("src/main/resources/tutor");
    private static final Pattern SYMBOL = Pattern.compile("[$€₽£]");
    private static final Set<String> LANGUAGES = Set.of("en", "fr", "ru");

    @Test
    void everyLessonWritesTheMoneyOfItsBoard() throws IOException {
        List<String> found = new ArrayList<>();
        Set<String> currencies = new java.util.TreeSet<>();
        try (Stream<Path> all = Files.walk(Path.of("../lessons"))) {
            for (Path f : all.filter(p -> p.toString().endsWith(".yaml")).toList()) {
                Map<String, Object> lesson = new Yaml().load(Files.readString(f));
                if (!lesson.containsKey("lesson")) {
                    continue;
                }
                String currency = currencyOf(String.valueOf(lesson.getOrDefault("edition", "classic")));
                currencies.add(currency);
                texts(lesson, f.getFileName().toString(), currency, found);
            }
        }
        assertThat(currencies).containsExactlyInAnyOrder("$", "€");
        assertThat(found).isEmpty();
    }

    private static String currencyOf(String edition) throws IOException {
        Map<?, ?> ruleset = new Yaml().load(Files.readString(RESOURCES.resolve("rulesets/" + edition + ".yaml")));
        Map<?, ?> board = new Yaml().load(Files.readString(RESOURCES.resolve("boards/" + ruleset.get("board") + ".yaml")));
        return String.valueOf(board.get("currency"));
    }

    private static void texts(Object node, String where, String currency, List<String> found) {
        if (node instanceof Map<?, ?> m) {
            m.forEach((k, v) -> {
                if (LANGUAGES.contains(String.valueOf(k)) && v instanceof String s) {
                    Matcher sym = SYMBOL.matcher(s);
                    while (sym.find()) {
                        if (!sym.group().equals(currency)) {
                            found.add(where + " " + k + ": " + sym.group() + " in «" + s.substring(Math.max(0, sym.start() - 25),
                                    Math.min(s.length(), sym.end() + 10)) + "»");
                        }
                    }
                } else {
                    texts(v, where, currency, found);
                }
            });
        } else if (node instanceof List<?> l) {
            l.forEach(x -> texts(x, where, currency, found));
        }
    }
}
