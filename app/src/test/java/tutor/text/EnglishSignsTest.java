package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * The lessons' English and the figures' English workings write the signs the French and Russian do: "×" for times,
 * "−" for minus, a range in words. A grader found "chance x rent" and "Net: $200 salary - $438.39 rent" under
 * workings that print "$600 − $450" (the fourth lessons grading, issue 23).
 */
class EnglishSignsTest {

    @Test
    void everyLessonsEnglishWritesTimesAndMinusSigns() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> all = Files.walk(Path.of("../lessons"))) {
            for (Path f : all.filter(p -> p.toString().endsWith(".yaml")).toList()) {
                english(new Yaml().load(Files.readString(f)), f.toString(), found);
            }
        }
        // The glossary every handout prints: "printed on it - half its price" read as a minus (the fifth grading).
        Path glossary = Path.of("src/main/resources/tutor/lesson/glossary.yaml");
        english(new Yaml().load(Files.readString(glossary)), glossary.toString(), found);
        assertThat(found).isEmpty();
    }

    @Test
    void theFiguresWorkingsWriteAMinusSign() throws IOException {
        Properties en = new Properties();
        try (var in = EnglishSignsTest.class.getResourceAsStream("/tutor/text/figures.properties")) {
            en.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }
        assertThat(en).isNotEmpty();
        List<String> found = new ArrayList<>();
        for (String key : en.stringPropertyNames()) {
            FrenchTypographyTest.signFaults(en.getProperty(key)).forEach(f -> found.add(key + ": " + f));
        }
        assertThat(found).isEmpty();
        assertThat(FrenchTypographyTest.signFaults("chance x rent; Net: {0} salary - {1} rent")).hasSize(2);
    }

    private static void english(Object node, String where, List<String> found) {
        if (node instanceof Map<?, ?> m) {
            m.forEach((k, v) -> {
                if ("en".equals(k) && v instanceof String s) {
                    FrenchTypographyTest.signFaults(s).forEach(f -> found.add(where + ": " + f));
                    // "18%-22%" or "Ages 13-16" (dice stay "3-3", as a table says them).
                    if (s.matches("(?s).*(\\d%-\\d|[Aa]ge[sd] \\d+-\\d).*")) {
                        found.add(where + ": a range written with a hyphen (say \"18% to 22%\")");
                    }
                } else {
                    english(v, where + "." + k, found);
                }
            });
        } else if (node instanceof List<?> l) {
            for (int i = 0; i < l.size(); i++) {
                english(l.get(i), where + "[" + i + "]", found);
            }
        }
    }
}
