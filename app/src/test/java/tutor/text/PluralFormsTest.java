package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every French and Russian text that prints a count says it with the language's plural rules: "1 partie a
 * atteint", "132 хода", "66,0 раунда". A count English words with {@code plural} is a plural (or a select on
 * the plural category) in French and Russian too, and no count stands bare before a noun whose form depends
 * on it ("{0} parties", "{2} игроков"). A count shown as a decimal takes the form the rules give a decimal
 * (Russian "раунда", the 'other' category); a percentage before a noun ("2,5 % бросков") is not a count.
 */
class PluralFormsTest {

    /** The noun forms that are right for some counts and wrong for others. */
    private static final Map<String, Pattern> COUNTED = Map.of(
            "fr", Pattern.compile("(tours|tour|parties|partie|joueurs|lancers|maisons|hôtels|propriétés|cartes|étapes|minutes|fichiers|scénarios"
                    + "|élèves|adversaires|coups|noms|valeurs|gares|lignes|cases|étoiles)\\b"),
            "ru", Pattern.compile("(кругов|раундов|ходов|партий|игроков|бросков|участков|домов|отелей|карточек|шагов|минут|строк|файлов|сценариев"
                    + "|учеников|звёзд|соперников|имён|повторов|значений|клеток|полей|лет|раз|партиях|случаях|потоках|кубиков)(?![\\p{L}])"));
    /** Texts whose number before the noun is a percentage, not a count: "2,5 % бросков". */
    private static final Set<String> PERCENT = Set.of("budget tip.space", "budget tip.jail", "lab returns.rail.card",
            // A lap's rolls and squares a roll are decimal measures, 5 or more on every board, as a pupil writes
            // them ("40 cases / 6,9294 cases par lancer = 5,7725 lancers"); a decimal takes no plural selector.
            "figures why.lap.rolls", "lab odds.rolls-per-lap", "lab odds.rolls-per-lap.no-jail");

    private static Properties bundle(String family, String suffix) throws IOException {
        Properties p = new Properties();
        try (var in = PluralFormsTest.class.getResourceAsStream("/tutor/text/" + family + suffix + ".properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    /** The argument numbers a pattern words by a plural or a select. */
    private static Set<String> counted(String pattern) {
        Set<String> out = new TreeSet<>();
        Matcher m = Pattern.compile("\\{(\\d+),\\s*(plural|select)").matcher(pattern);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    /** The top level of a pattern, each simple argument as §N§ and each plural or select block as ¤. */
    static String topLevel(String pattern) {
        StringBuilder b = new StringBuilder();
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            if (c == '\'' && i + 1 < pattern.length() && pattern.charAt(i + 1) == '{') {
                int end = pattern.indexOf('\'', i + 1);
                i = end < 0 ? pattern.length() : end + 1;
                continue;
            }
            if (c != '{') {
                b.append(c);
                i++;
                continue;
            }
            int depth = 0;
            int j = i;
            do {
                char d = pattern.charAt(j);
                depth += d == '{' ? 1 : d == '}' ? -1 : 0;
                j++;
            } while (depth > 0 && j < pattern.length());
            String arg = pattern.substring(i + 1, j - 1);
            Matcher simple = Pattern.compile("(\\d+)(,\\s*number[^,]*)?").matcher(arg.trim());
            b.append(simple.matches() ? "§" + simple.group(1) + "§" : "¤");
            i = j;
        }
        return b.toString();
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "ru"})
    void aCountEnglishPluralisesIsPluralisedToo(String language) throws IOException {
        List<String> found = new ArrayList<>();
        for (String family : Texts.FAMILIES) {
            Properties en = bundle(family, "");
            Properties other = bundle(family, "_" + language);
            for (String key : en.stringPropertyNames()) {
                Set<String> missing = counted(en.getProperty(key));
                missing.removeAll(counted(other.getProperty(key, "")));
                // An argument may also be worded in words that need no agreement ("соперников: {1}").
                missing.removeIf(n -> topLevel(other.getProperty(key, "")).matches("(?s).*[:—]\\s*§" + n + "§.*"));
                if (!missing.isEmpty()) {
                    found.add(family + "_" + language + " " + key + " " + missing);
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "ru"})
    void noCountStandsBareBeforeANounThatDependsOnIt(String language) throws IOException {
        Pattern bare = Pattern.compile("§\\d+§[\\s\u00A0]+" + COUNTED.get(language).pattern());
        List<String> found = new ArrayList<>();
        int texts = 0;
        for (String family : Texts.FAMILIES) {
            Properties p = bundle(family, "_" + language);
            for (String key : p.stringPropertyNames()) {
                texts++;
                Matcher m = bare.matcher(topLevel(p.getProperty(key)));
                if (m.find() && !PERCENT.contains(family + " " + key)) {
                    found.add(family + "_" + language + " " + key + ": " + m.group());
                }
            }
        }
        assertThat(texts).isGreaterThan(1000);
        assertThat(found).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "ru"})
    void theFormsAreTheOnesTheLanguageGivesEachCount(String language) {
        // A whole count and a decimal, as the lab and the lessons show them.
        if (language.equals("ru")) {
            assertThat(Texts.of("lessons", "ru").get("unit.rounds", Numbers.category(new java.math.BigDecimal("66.0"), "ru"), "66,0"))
                    .isEqualTo("66,0 раунда");
            assertThat(Texts.of("lessons", "ru").get("unit.rounds", Numbers.category(new java.math.BigDecimal("66"), "ru"), "66"))
                    .isEqualTo("66 раундов");
            assertThat(Texts.of("play", "ru").get("summary.won", 132, "Ann")).endsWith("партия окончена после 132 ходов.");
            assertThat(Texts.of("play", "ru").get("summary.won", 2, "Ann")).endsWith("партия окончена после 2 ходов.");
            assertThat(Texts.of("play", "ru").get("summary.won", 21, "Ann")).endsWith("партия окончена после 21 хода.");
            // A stopped game names the turn under way as the game said it («Ход 4»), and the turns played in full.
            assertThat(Texts.of("play", "ru").get("summary.none", 3, null, 4)).isEqualTo("Партия остановлена на 4-м ходу (полностью сыграно 3 хода).");
            assertThat(Texts.of("play", "ru").get("summary.none", 21, null, 22)).isEqualTo("Партия остановлена на 22-м ходу (полностью сыгран 21 ход).");
        } else {
            assertThat(Texts.of("lab", "fr").get("simulate.capped", 1, 250, 750, "265,8")).startsWith("1 partie a atteint la limite");
            assertThat(Texts.of("lab", "fr").get("simulate.capped", 4, 250, 750, "265,8")).startsWith("4 parties ont atteint la limite");
            assertThat(Texts.of("lessons", "fr").get("unit.rounds", Numbers.category(new java.math.BigDecimal("1.5"), "fr"), "1,5"))
                    .isEqualTo("1,5 tour de table");
        }
    }
}
