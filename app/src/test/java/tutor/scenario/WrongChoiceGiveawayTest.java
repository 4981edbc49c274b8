package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * A wrong choice's explanation says what is wrong with that choice and never names the right one: a learner who
 * practises gets another try after it, and "…so he is In Jail" would leave nothing to think about. Checked in every
 * language a question is written in, over the library and the bundled drills.
 */
class WrongChoiceGiveawayTest {

    private static final Path LIBRARY = Path.of("../scenarios");

    @Test
    void noWrongChoicesExplanationNamesTheRightChoice() throws IOException {
        List<String> faults = new ArrayList<>();
        List<Path> files;
        try (var walk = Files.walk(LIBRARY)) {
            files = walk.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        int questions = 0;
        for (Path file : files) {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                List<Map<?, ?>> found = new ArrayList<>();
                collect(new Yaml().load(in), found);
                questions += found.size();
                for (Map<?, ?> q : found) {
                    check(file, q, faults);
                }
            }
        }
        assertThat(questions).as("choice questions read").isGreaterThan(20);
        assertThat(faults).isEmpty();
    }

    private static void check(Path file, Map<?, ?> q, List<String> faults) {
        List<?> choices = (List<?>) q.get("choices");
        String answer = String.valueOf(q.get("answer"));
        Object right = choices.stream().filter(c -> answer.equals(english(c))).findFirst().orElse(null);
        if (right == null || !(q.get("wrong") instanceof List<?> wrong)) {
            return;
        }
        for (Object w : wrong) {
            if (!(w instanceof Map<?, ?> m) || !(m.get("why") instanceof Map<?, ?> why)) {
                continue;
            }
            for (var e : why.entrySet()) {
                String named = text(right, String.valueOf(e.getKey()));
                String said = String.valueOf(e.getValue());
                if (named != null && said.toLowerCase(Locale.ROOT).contains(named.toLowerCase(Locale.ROOT))) {
                    faults.add(file + ": the " + e.getKey() + " explanation of «" + m.get("choice") + "» names the answer «"
                            + named + "»: " + said);
                }
            }
        }
    }

    private static String english(Object choice) {
        return text(choice, "en");
    }

    private static String text(Object choice, String language) {
        if (choice instanceof Map<?, ?> m) {
            Object t = m.get(language);
            return t == null ? null : String.valueOf(t);
        }
        return "en".equals(language) ? String.valueOf(choice) : null;
    }

    private static void collect(Object node, List<Map<?, ?>> found) {
        if (node instanceof Map<?, ?> m) {
            if (m.get("choices") instanceof List<?> && m.containsKey("answer") && m.containsKey("wrong")) {
                found.add(m);
            }
            m.values().forEach(v -> collect(v, found));
        } else if (node instanceof List<?> l) {
            l.forEach(v -> collect(v, found));
        }
    }
}
