package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * French names a square or a deed with the noun that carries its article: "s'arrête sur la case Parc gratuit",
 * "hypothèque la propriété Avenue Foch", "le délai de remboursement du groupe Orange", never "sur Parc gratuit" or
 * "de Orange" (the name may begin with its own article, or with none, so the template cannot elide or contract
 * it). Checked in the French step templates, whose name arguments are filled from every board.
 */
class FrenchArticlesTest {

    private static final Path RESOURCES = Path.of("src/main/resources/tutor");
    /** A name argument, with the word before it (none at the start of a text). */
    private static final Pattern NAMED = Pattern.compile("(?:^|(\\S+)\\s+)\\{(deed|space|lot|square|lowest|other|group)\\}");
    /** The nouns a name may follow, and an apposition's comma. */
    private static final Pattern NOUN = Pattern.compile("(?iu)\\{t_deed\\}|\\{t_Deed\\}|\\{t_the_deed\\}|terrains?|cases?|propriétés?|titres?"
            + "|l'attraction|attractions?|groupes?|paquet|même,|:|—|\\(|«");

    static List<String> faults(String where, String text) {
        List<String> out = new ArrayList<>();
        Matcher m = NAMED.matcher(text);
        while (m.find()) {
            // At the start of a text a name may head a label ("{deed} : 2 maisons", "{space} = 200 €", "{deed} (2)") or a list item.
            String after = text.substring(m.end());
            boolean label = m.group(1) == null && (after.isEmpty() || after.matches("(?s)^[ \\u00A0]?[:=(].*|^\\{.*"));
            if (!label && (m.group(1) == null || !NOUN.matcher(m.group(1)).matches())) {
                out.add(where + ": …" + m.group() + "…");
            }
        }
        return out;
    }

    @Test
    void theRuleCatchesWhatItForbids() {
        assertThat(faults("t", "{player} s'arrête sur la case {space}.")).isEmpty();
        assertThat(faults("t", "{player} hypothèque {t_the_deed} {deed}.")).isEmpty();
        assertThat(faults("t", "{player} s'arrête sur {space}.")).hasSize(1);
        assertThat(faults("t", "{deed} est aux enchères")).hasSize(1);
    }

    @Test
    void everyFrenchTemplateNamesASquareOrDeedAfterItsNoun() throws IOException {
        Map<?, ?> messages = (Map<?, ?>) ((Map<?, ?>) new Yaml().load(Files.readString(RESOURCES.resolve("rulebook/fr-messages.yaml"))))
                .get("messages");
        List<String> found = new ArrayList<>();
        messages.forEach((k, v) -> found.addAll(faults(String.valueOf(k), String.valueOf(v))));
        assertThat(messages).hasSizeGreaterThan(300);
        assertThat(found).isEmpty();
    }
}
