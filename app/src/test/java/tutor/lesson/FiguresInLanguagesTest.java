package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tutor.analysis.JailStrategy;
import tutor.lesson.load.LibraryData;

/**
 * The why-lines of the figure kinds already worded per language (today: the break-even bid) carry no
 * English word in French or Russian, and the same numbers as in English, only written the language's way.
 */
class FiguresInLanguagesTest {

    private final LessonLab lab = LibraryData.lab();

    /** The break-even bids the bundled lesson budget/auction-value asks for, and one with buildings. */
    private final List<Computation> bids = List.of(
            new Computation.BreakEvenBid("classic", "Illinois Avenue", "alone", 20, 3, JailStrategy.SHORT),
            new Computation.BreakEvenBid("classic", "Illinois Avenue", "0", 20, 3, JailStrategy.SHORT),
            new Computation.BreakEvenBid("classic", "Illinois Avenue", "3", 20, 3, JailStrategy.SHORT),
            new Computation.BreakEvenBid("classic", "Illinois Avenue", "3", 10, 1, JailStrategy.LONG));

    private static Set<String> englishWords() throws IOException {
        Properties p = new Properties();
        try (InputStream in = FiguresInLanguagesTest.class.getResourceAsStream("/tutor/text/figures.properties")) {
            p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        }
        Set<String> words = new TreeSet<>();
        for (String key : p.stringPropertyNames()) {
            if (key.startsWith("why.bid.")) {
                Matcher m = Pattern.compile("\\{[^}]*\\}|([A-Za-z]{4,})").matcher(p.getProperty(key));
                while (m.find()) {
                    if (m.group(1) != null) {
                        words.add(m.group(1).toLowerCase());
                    }
                }
            }
        }
        return words;
    }

    /** The lines this kind words itself: the ones after the returns table's own explanation. */
    private List<String> ownLines(Computation c, String lang) {
        List<String> why = lab.compute(c, lang).explanation();
        return why.subList(why.size() - ownCount(c), why.size());
    }

    private int ownCount(Computation c) {
        List<String> en = lab.compute(c).explanation();
        int n = 0;
        for (String line : en) {
            if (line.startsWith("A round:") || line.startsWith("Rent of ") || line.startsWith("Less the buildings")
                    || line.startsWith("A bid above") || line.startsWith("The tutor's model: the deed")) {
                n++;
            }
        }
        return n;
    }

    private static List<String> numbers(String line) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\d[\\d,.\u00a0\u202f ]*\\d|\\d").matcher(line);
        while (m.find()) {
            out.add(m.group().replaceAll("[\u00a0\u202f ,]", "").replace(".", ""));
        }
        return out;
    }

    @Test
    void frenchAndRussianBidLinesHaveNoEnglishAndTheSameNumbers() throws IOException {
        Set<String> english = englishWords();
        assertThat(english).contains("round", "rolls", "opponents", "buildings", "repaid");
        for (Computation c : bids) {
            List<String> en = ownLines(c, "en");
            assertThat(en).isNotEmpty();
            for (String lang : List.of("fr", "ru")) {
                List<String> other = ownLines(c, lang);
                assertThat(other).hasSameSizeAs(en);
                for (int i = 0; i < en.size(); i++) {
                    String line = other.get(i);
                    for (String w : english) {
                        assertThat(line.toLowerCase()).as(lang + ": " + line).doesNotContainPattern("\\b" + w + "\\b");
                    }
                    assertThat(numbers(line)).as(lang + ": " + line + " against " + en.get(i)).isEqualTo(numbers(en.get(i)));
                }
            }
        }
        assertThat(ownLines(bids.get(2), "fr")).anyMatch(l -> l.matches(".*au-dessus de 1[\\u00a0\\u202f]251\\u00a0\\$.*"));
    }
}
