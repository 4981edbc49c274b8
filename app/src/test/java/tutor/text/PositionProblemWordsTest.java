package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yaml.snakeyaml.Yaml;

/**
 * A problem of a table is a sentence the position editor shows on its own line, so it starts with a capital in
 * the rulebook's words of each language (not capitalised by code, which cannot know a language's rules). The
 * fragments other messages insert mid-sentence (the reason after a tax problem, "no space") are left as they are.
 */
class PositionProblemWordsTest {

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    @SuppressWarnings("unchecked")
    void everyTableProblemStartsWithACapitalOrAName(String language) throws Exception {
        Map<String, Object> file;
        try (InputStream in = getClass().getResourceAsStream("/tutor/rulebook/" + language + "-messages.yaml")) {
            file = new Yaml().load(in);
        }
        Map<String, String> messages = (Map<String, String>) file.get("messages");
        int checked = 0;
        for (Map.Entry<String, String> m : messages.entrySet()) {
            String key = m.getKey();
            if (!key.startsWith("position.") || key.equals("position.no-space") || key.startsWith("position.tax-why-")) {
                continue;
            }
            char first = m.getValue().charAt(0);
            assertThat(first == '{' || first == '«' || Character.isUpperCase(first))
                    .as("%s %s starts a sentence: \"%s\"", language, key, m.getValue()).isTrue();
            checked++;
        }
        assertThat(checked).isGreaterThan(50);
    }
}
