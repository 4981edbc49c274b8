package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every argument a text names is shown when the text is formatted. In ICU a single apostrophe just
 * before a brace ({@code 'reversed'{0}}) quotes the brace, so the argument silently vanishes and
 * "{0}" is printed instead; this formats every text of every family and language with marked
 * arguments and finds any argument that did not come through.
 */
class ArgumentsShownTest {

    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d)(?=[,}])");

    @Test
    void everyNamedArgumentAppearsInTheFormattedText() throws Exception {
        List<String> lost = new ArrayList<>();
        int checked = 0;
        for (String family : Texts.FAMILIES) {
            for (String suffix : List.of("", "_fr", "_ru")) {
                Properties p = new Properties();
                try (InputStream in = getClass().getResourceAsStream("/tutor/text/" + family + suffix + ".properties")) {
                    p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
                }
                for (String key : p.stringPropertyNames()) {
                    String pattern = p.getProperty(key);
                    if (pattern.contains("plural") || pattern.contains("select") || pattern.contains("number")) {
                        continue; // typed arguments need numbers or choices; TextsTest formats those
                    }
                    Matcher m = ARGUMENT.matcher(pattern);
                    java.util.Set<Integer> named = new java.util.TreeSet<>();
                    while (m.find()) {
                        named.add(Integer.parseInt(m.group(1)));
                    }
                    if (named.isEmpty()) {
                        continue;
                    }
                    Object[] args = new Object[10];
                    for (int i = 0; i < args.length; i++) {
                        args[i] = "\u00A7" + i + "\u00A7";
                    }
                    String shown = new MessageFormat(pattern, new ULocale(suffix.isEmpty() ? "en" : suffix.substring(1))).format(args);
                    checked++;
                    for (int i : named) {
                        if (!shown.contains("\u00A7" + i + "\u00A7")) {
                            lost.add(family + suffix + ":" + key + " loses {" + i + "}: " + shown);
                        }
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(300);
        assertThat(lost).isEmpty();
    }
}
