package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/** Every text of the window and the command line is in every language, with the same arguments, and parses. */
class TextsTest {

    private static Properties read(String family, String lang) throws IOException {
        String name = "/tutor/text/" + family + ("en".equals(lang) ? "" : "_" + lang) + ".properties";
        Properties p = new Properties();
        try (InputStream in = TextsTest.class.getResourceAsStream(name)) {
            assertThat(in).as(name).isNotNull();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    static List<String> families() {
        return Texts.FAMILIES;
    }

    /** The numbered arguments a pattern uses: {0}, {1, plural, ...} and so on. */
    private static Set<String> arguments(String pattern) {
        Set<String> args = new TreeSet<>();
        Matcher m = Pattern.compile("\\{\\s*(\\d+)\\s*[,}]").matcher(pattern);
        while (m.find()) {
            args.add(m.group(1));
        }
        return args;
    }

    @ParameterizedTest
    @MethodSource("families")
    void everyLanguageHasEveryKeyWithTheSameArgumentsAndEveryPatternParses(String family) throws IOException {
        Properties en = read(family, "en");
        assertThat(en).isNotEmpty();
        List<String> problems = new ArrayList<>();
        for (String lang : Texts.LANGUAGES) {
            Properties p = read(family, lang);
            for (String key : en.stringPropertyNames()) {
                String text = p.getProperty(key);
                if (text == null) {
                    problems.add(family + "_" + lang + ": no text for " + key);
                    continue;
                }
                if (!arguments(text).equals(arguments(en.getProperty(key)))) {
                    problems.add(family + "_" + lang + ": " + key + " uses " + arguments(text) + ", English uses "
                            + arguments(en.getProperty(key)));
                }
                try {
                    new MessageFormat(text, new ULocale(lang));
                } catch (IllegalArgumentException e) {
                    problems.add(family + "_" + lang + ": " + key + " does not parse: " + e.getMessage());
                }
                if ("ru".equals(lang) && text.contains("plural") && !(text.contains("few") && text.contains("many"))) {
                    problems.add(family + "_ru: " + key + " needs the one, few, many and other forms");
                }
            }
            for (String key : p.stringPropertyNames()) {
                if (!en.containsKey(key)) {
                    problems.add(family + "_" + lang + ": " + key + " is not an English key (a typo, or a text left behind)");
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void aTextIsFormattedWithThePluralsAndNumbersOfItsLanguage() {
        assertThat(Texts.of("ui", "fr").get("app.title")).isEqualTo("Tuteur des règles du Monopoly");
        assertThat(Texts.of("ui", "de").language()).isEqualTo("en");
        assertThat(Texts.of("ui", "en").get("no.such.key")).isEqualTo("\u27E6no.such.key\u27E7");
        MessageFormat houses = new MessageFormat("{0, plural, one {# дом} few {# дома} many {# домов} other {# дома}}",
                new ULocale("ru"));
        assertThat(houses.format(new Object[] {1})).isEqualTo("1 дом");
        assertThat(houses.format(new Object[] {3})).isEqualTo("3 дома");
        assertThat(houses.format(new Object[] {5})).isEqualTo("5 домов");
        assertThat(houses.format(new Object[] {21})).isEqualTo("21 дом");
    }

    @Test
    void aFineSumInThousandsOfRoublesIsWrittenInRoubles() {
        java.math.BigDecimal perRoll = new java.math.BigDecimal("0.6394");
        assertThat(Amount.money(perRoll, "тыс. ₽", 4).in("ru").replace('\u00a0', ' ')).isEqualTo("639,40 ₽");
        assertThat(Amount.money(new java.math.BigDecimal("0.04263"), "тыс. ₽", 5).in("ru").replace('\u00a0', ' ')).isEqualTo("42,63 ₽");
        assertThat(Amount.money(new java.math.BigDecimal("0.04263"), "$", 5).in("ru").replace('\u00a0', ' ')).isEqualTo("0,04263 $");
    }

    @Test
    void thePseudoLanguageMarksEveryTextAndMakesItLonger() {
        String pseudo = Texts.of("ui", Texts.PSEUDO).get("app.title");
        assertThat(pseudo).startsWith("\u27EA").endsWith("\u27EB").contains("Mö").hasSizeGreaterThan("Monopoly Rules Tutor".length() + 2);
    }
}
