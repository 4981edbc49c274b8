package tutor.drills;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.text.MessagePattern;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tutor.text.Texts;

/**
 * The drills' texts name their arguments ({player}, {fine}); every language uses the same names for
 * every key (TextsTest compares numbered arguments only), and every theme has a name in every language.
 */
class DrillWordsTest {

    private static Properties read(String suffix) throws Exception {
        Properties p = new Properties();
        try (InputStream in = DrillWordsTest.class.getResourceAsStream("/tutor/text/drills" + suffix + ".properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    private static Set<String> names(String pattern) {
        MessagePattern mp = new MessagePattern(pattern);
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < mp.countParts(); i++) {
            if (mp.getPart(i).getType() == MessagePattern.Part.Type.ARG_NAME) {
                // {after} is the edition's name as it reads after a preposition ("selon l'édition de luxe…"):
                // a language picks that form or the plain {edition}, the same fact either way.
                String name = mp.getSubstring(mp.getPart(i));
                // {deedkind} only chooses a language's word for the deed (Russian: a street is a «участок», a
                // railway or a utility a «поле»); English and French have one word for all three.
                if (name.equals("deedkind")) {
                    continue;
                }
                out.add(name.endsWith("after") ? name.substring(0, name.length() - "after".length()) + "edition" : name);
            }
        }
        return out;
    }

    @Test
    void everyLanguageNamesTheSameArguments() throws Exception {
        Properties en = read("");
        List<String> problems = new ArrayList<>();
        for (String suffix : List.of("_fr", "_ru")) {
            Properties other = read(suffix);
            for (String key : en.stringPropertyNames()) {
                if (other.getProperty(key) != null && !names(other.getProperty(key)).equals(names(en.getProperty(key)))) {
                    problems.add(suffix + " " + key + ": " + names(other.getProperty(key)) + " vs " + names(en.getProperty(key)));
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void everyThemeHasANameInEveryLanguage() {
        for (String lang : Texts.LANGUAGES) {
            for (Theme t : Theme.values()) {
                assertThat(Texts.of("drills", lang).has("theme." + t.id)).as(lang + " " + t.id).isTrue();
            }
        }
        assertThat(Theme.values().length).isGreaterThanOrEqualTo(12);
    }
}
