package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tutor.analysis.CardRent;
import tutor.analysis.JailStrategy;
import tutor.lesson.load.LibraryData;
import tutor.text.Message;

/**
 * The working under every kind of lesson figure, in French and Russian: the same value, the same number of
 * lines, no English word of the tutor's own texts, and the same numbers as the English lines, only written
 * the language's way. A line is a message with typed arguments, so the board's names and the ids a file
 * writes (which may rightly stay as printed: "Boardwalk", "buy-all") are set aside before the words are read.
 */
class FiguresInLanguagesTest {

    private final LessonLab lab = LibraryData.lab();

    private static final String LAP = "../scenarios/budget/lap-ahead.yaml";
    private static final String SHEET = "../scenarios/budget/balance-sheet.yaml";
    private static final String TAX = "../scenarios/taxes/ten-percent-is-cheaper.yaml";
    private static final SimSpec GAMES = new SimSpec("classic", 3, 12, 5, List.of("buy-all", "cautious"));

    /** At least one of every kind of figure, with the variants whose working differs (groups, cards, Jail, buildings). */
    private final List<Computation> every = List.of(
            new Computation.LandingOdds("classic", "Boardwalk", JailStrategy.SHORT),
            new Computation.LandingOdds("classic", "orange", JailStrategy.LONG),
            new Computation.LandingOdds("classic", "In Jail", JailStrategy.SHORT),
            new Computation.LandingOdds("classic", "Jail", JailStrategy.SHORT),
            new Computation.LandingOdds("junior", "GO", JailStrategy.SHORT),
            new Computation.Income("classic", "Mediterranean Avenue", "alone", JailStrategy.SHORT),
            new Computation.Income("classic", "orange", "3", JailStrategy.SHORT),
            new Computation.Income("classic", "Reading Railroad", "4", JailStrategy.SHORT),
            new Computation.Income("classic", "Reading Railroad", "4", JailStrategy.SHORT, CardRent.PRINTED),
            new Computation.Income("classic", "Electric Company", "1", JailStrategy.SHORT),
            new Computation.Income("classic", "Electric Company", "1", JailStrategy.SHORT, CardRent.PRINTED),
            new Computation.Income("junior", "pair-8", "0", JailStrategy.SHORT),
            new Computation.Invested("classic", "Boardwalk", "hotel"),
            new Computation.Payback("classic", "Boardwalk", "hotel", false, 1, JailStrategy.SHORT),
            new Computation.Payback("classic", "orange", "3", true, 3, JailStrategy.LONG),
            new Computation.Marginal("classic", "orange", "3", JailStrategy.SHORT),
            new Computation.Mortgage("classic", "Boardwalk", "rolls"),
            new Computation.Mortgage("classic", "Illinois Avenue", "lift"),
            new Computation.Position("classic", SHEET, "Ann", "net-worth"),
            new Computation.Position("classic", SHEET, "Ann", "liquidation"),
            new Computation.IncomeTax("classic", TAX, "Ben", "percent"),
            new Computation.TaxBreakEven("classic"),
            new Computation.Lap("classic", LAP, "Ann", "net", JailStrategy.SHORT),
            new Computation.Lap("classic", LAP, "Ann", "rolls", JailStrategy.SHORT),
            new Computation.BreakEvenBid("classic", "Illinois Avenue", "alone", 20, 3, JailStrategy.SHORT),
            new Computation.BreakEvenBid("classic", "Illinois Avenue", "3", 20, 3, JailStrategy.SHORT),
            new Computation.BreakEvenBid("classic", "Illinois Avenue", "3", 10, 1, JailStrategy.LONG),
            new Computation.Rule("classic", "jail-fine"),
            new Computation.Rule("ru-classic", "salary"),
            new Computation.NextThrow("classic", "orange", 10, "dice"),
            new Computation.NextThrow("classic", "New York Avenue", 10, "ends"),
            new Computation.Dice("classic", "doubles"),
            new Computation.Dice("classic", "to-jail"),
            new Computation.Dice("classic", "out-of-jail"),
            new Computation.Simulated(GAMES, "buy-all", "win-rate"),
            new Computation.Simulated(GAMES, "", "turns"),
            new DiceChance("classic", "doubles", 3, 0, null, null, "percent"),
            new DiceChance("classic", "doubles-within", 3, 0, null, null, "percent"),
            new DiceChance("classic", "total", 1, 7, null, null, "ways"),
            new DiceChance("classic", "onto", 1, 0, "In Jail", "orange", "ways"),
            new GivenNumber("classic", new java.math.BigDecimal("6"), Unit.PERCENT),
            new Loan("classic", "Boardwalk", null, new java.math.BigDecimal("6"), new java.math.BigDecimal("3"), true, "interest"),
            new Loan("classic", null, new java.math.BigDecimal("500"), new java.math.BigDecimal("6"), new java.math.BigDecimal("2"), false, "years-to-flat"),
            new CompletionValue("classic", "Illinois Avenue", "3", 20, 3, JailStrategy.SHORT, "value"),
            new IncomeGap("classic", "green", "3", "0", JailStrategy.SHORT),
            new RentBeforeGo("classic", LAP, "Ann", -1, "chance-above"),
            new TableSupply("classic", "../scenarios/building-shortage/four-house-lock.yaml", "Ann", "houses"),
            new TaxForWorth("classic", new java.math.BigDecimal("1570"), "cheaper"),
            new SimulatedRuin(GAMES, "buy-all", 3, "ruin"),
            new SimulatedRuin(GAMES, "buy-all", 3, "finished"));

    /** Words of four letters or more in the English texts of the figures and the lab that the French and Russian texts do not use. */
    private static Set<String> englishWords() throws IOException {
        Set<String> words = new TreeSet<>();
        Set<String> foreign = new TreeSet<>();
        for (String family : List.of("figures", "lab")) {
            for (String suffix : List.of("", "_fr", "_ru")) {
                Properties p = new Properties();
                try (InputStream in = FiguresInLanguagesTest.class.getResourceAsStream("/tutor/text/" + family + suffix + ".properties")) {
                    p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
                }
                for (String key : p.stringPropertyNames()) {
                    Matcher m = Pattern.compile("\\{[^{}]*\\}|([A-Za-z]{4,})").matcher(p.getProperty(key).replaceAll("\\{\\d+, (plural|select),", "{"));
                    while (m.find()) {
                        if (m.group(1) != null) {
                            (suffix.isEmpty() ? words : foreign).add(m.group(1).toLowerCase());
                        }
                    }
                }
            }
        }
        words.removeAll(foreign); // names both write alike: Truman Collins, Durrett
        return words;
    }

    /** The line with the board's names and the file's ids set aside: what remains is the tutor's own words and numbers. */
    private static Message blank(Message m) {
        return new Message(m.family(), m.key(), m.args().stream().map(FiguresInLanguagesTest::blank).toList());
    }

    private static Message.Arg blank(Message.Arg a) {
        if (a instanceof Message.Name || a instanceof Message.Code) {
            return new Message.Code("□");
        } else if (a instanceof Message.Nested n) {
            return new Message.Nested(blank(n.message()));
        } else if (a instanceof Message.Joined j) {
            return new Message.Joined(j.separator(), j.parts().stream().map(FiguresInLanguagesTest::blank).toList());
        } else if (a instanceof Message.Listed l) {
            return new Message.Listed(l.parts().stream().map(FiguresInLanguagesTest::blank).toList());
        }
        return a;
    }

    private static List<String> numbers(String line) {
        List<String> out = new ArrayList<>();
        // The Russian edition's notes are thousands of roubles: "200 тыс. ₽" where French writes them out, "200 000 ₽".
        line = Pattern.compile("(\\d+)[\u00a0 ]тыс\\.[\u00a0 ]₽").matcher(line).replaceAll("$1000 ₽");
        // English writes them as the rulings do, "₽200k".
        line = Pattern.compile("₽(\\d[\\d,]*)k").matcher(line).replaceAll("$1000 ₽");
        Matcher m = Pattern.compile("\\d[\\d,.\u00a0\u202f ]*\\d|\\d").matcher(line);
        while (m.find()) {
            out.add(m.group().replaceAll("[\u00a0\u202f ,.]", ""));
        }
        out.sort(null); // a language may put them in another order
        return out;
    }

    @Test
    void everyKindOfFigureIsCovered() {
        Set<String> kinds = new TreeSet<>(Arrays.stream(Computation.class.getPermittedSubclasses()).map(Class::getSimpleName).toList());
        // The lessons' own kinds, each a Worked computation of its own file.
        kinds.remove("Worked");
        kinds.addAll(List.of("CompletionValue", "DiceChance", "GivenNumber", "IncomeGap", "Loan", "RentBeforeGo", "SimulatedRuin",
                "TableSupply", "TaxForWorth"));
        assertThat(every.stream().map(c -> c.getClass().getSimpleName()).distinct().sorted().toList()).containsExactlyElementsOf(kinds);
    }

    @Test
    void frenchAndRussianWorkingHasNoEnglishAndTheSameNumbers() throws IOException {
        Set<String> english = englishWords();
        assertThat(english).contains("round", "rolls", "opponents", "buildings", "repaid", "payback", "worth", "lift",
                "salary", "throw", "interest");
        List<String> wrong = new ArrayList<>();
        for (Computation c : every) {
            Figure.Value en = lab.compute(c, "en");
            assertThat(en.why()).as(c.toString()).isNotEmpty();
            for (String lang : List.of("fr", "ru")) {
                Figure.Value other = lab.compute(c, lang);
                assertThat(other.number()).isEqualByComparingTo(en.number());
                assertThat(other.explanation()).as(c + " in " + lang).hasSameSizeAs(en.explanation());
                assertThat(other.explanation()).isEqualTo(en.explanation(lang)); // the same working, worded again
                for (int i = 0; i < en.why().size(); i++) {
                    String line = blank(other.why().get(i)).in(lang);
                    String english0 = blank(en.why().get(i)).in("en");
                    for (String w : english) {
                        if (Pattern.compile("(?i)(?<![\\p{L}])" + w + "(?![\\p{L}])").matcher(line).find()) {
                            wrong.add(lang + ": '" + w + "' in " + line);
                        }
                    }
                    if (!numbers(line).equals(numbers(english0))) {
                        wrong.add(lang + ": numbers of " + line + " against " + english0);
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
        // Written the language's way: a French sum with a space between thousands and the sign after it.
        assertThat(lab.compute(every.get(25), "fr").explanation()).anyMatch(l -> l.matches(".*au-dessus de 1[\\u00a0\\u202f]251,14[ \\u00a0]\\$.*"));
        assertThat(lab.compute(every.get(16), "ru").explanation()).anyMatch(l -> l.contains("15,2"));
    }

    /**
     * The years a bank takes to charge the mortgage's 10 %, with their unit chosen by the number as shown: French gives
     * a number below 2 the singular, decimals included («1,25 an», the handout printed «1,25 ans»), English "1.25 years",
     * Russian «1,25 года».
     */
    @Test
    void theYearsToTheMortgagesInterestTakeTheUnitOfTheNumberShown() {
        java.util.function.BiFunction<String, String, String> years = (rate, lang) -> lab.compute(new Loan("classic", null,
                new java.math.BigDecimal("200"), new java.math.BigDecimal(rate), java.math.BigDecimal.ONE, false, "years-to-flat"), lang)
                .explanation().stream().filter(l -> l.matches(".*\\b10[\\u00a0 ]?%.*\\b10 [/:] .*")).findFirst().orElseThrow();
        assertThat(years.apply("8", "fr")).endsWith("= 1,25\u00a0an");
        assertThat(years.apply("6", "fr")).endsWith("= 1,67\u00a0an");
        assertThat(years.apply("4", "fr")).endsWith("= 2,5\u00a0ans");
        assertThat(years.apply("5", "fr")).endsWith("= 2\u00a0ans");
        assertThat(years.apply("10", "fr")).endsWith("= 1\u00a0an");
        assertThat(years.apply("8", "en")).endsWith("= 1.25 years");
        assertThat(years.apply("10", "en")).endsWith("= 1 year");
        assertThat(years.apply("8", "ru")).endsWith("= 1,25 года");
        assertThat(years.apply("2", "ru")).endsWith("= 5 лет");
    }

    @Test
    void aSimulatedFigureNamesItsStrategyInWordsAsTheLabDoesNotByItsId() {
        for (Computation c : List.of(new Computation.Simulated(GAMES, "buy-all", "win-rate"), new SimulatedRuin(GAMES, "buy-all", 3, "ruin"))) {
            assertThat(lab.compute(c, "en").explanation().get(0)).as(c.toString()).startsWith("The strategy “Buys everything” played")
                    .doesNotContain("buy-all");
            assertThat(lab.compute(c, "fr").explanation().get(0)).startsWith("La stratégie «\u00a0Achète tout\u00a0» a joué");
            assertThat(lab.compute(c, "ru").explanation().get(0)).startsWith("Стратегия «Покупает всё»");
        }
        // The same words as the lab's screens, one place for both; a strategy with a sum names it in the board's money.
        assertThat(StrategyWords.of("buy-all", "$").orElseThrow().in("fr")).isEqualTo(tutor.chart.StrategyNames.in("fr", "$").apply("buy-all"));
        assertThat(tutor.chart.StrategyNames.in("en", "$").apply("reserve-200")).isEqualTo("Keeps $200 in reserve");
        assertThat(tutor.chart.StrategyNames.in("ru", "$").apply("bid-to-120")).isEqualTo("Ставит до 120\u00a0% цены");
        assertThat(StrategyWords.arg("no-such", "$")).isEqualTo(tutor.text.Message.code("no-such"));
    }

    @Test
    void aLoanOfOneYearSaysYearNotYears() {
        Loan one = new Loan("classic", "Boardwalk", null, new java.math.BigDecimal("8"), java.math.BigDecimal.ONE, false, "interest");
        Loan three = new Loan("classic", "Boardwalk", null, new java.math.BigDecimal("8"), new java.math.BigDecimal("3"), false, "interest");
        assertThat(lab.compute(one, "en").explanation()).anyMatch(l -> l.contains("× 1 year = $16"));
        assertThat(lab.compute(three, "en").explanation()).anyMatch(l -> l.contains("× 3 years = $48"));
        assertThat(lab.compute(one, "fr").explanation()).anyMatch(l -> l.matches(".*× 1 an = 16[ \u00a0]\\$.*"));
        assertThat(lab.compute(one, "ru").explanation()).anyMatch(l -> l.contains("× 1 год ="));
        assertThat(lab.compute(three, "ru").explanation()).anyMatch(l -> l.contains("× 3 года ="));
    }

    @Test
    void aWorkingIsTheSameMessagesInEveryLanguage() {
        Computation c = new Computation.Lap("classic", LAP, "Ann", "rent-out", JailStrategy.SHORT);
        assertThat(lab.compute(c, "ru").why()).isEqualTo(lab.compute(c, "en").why());
        assertThat(lab.compute(c, "ru").explanation().get(0)).startsWith("«Reading Railroad» (Cat, в одних руках: 4)");
        Map<String, String> first = Map.of("en", lab.compute(c, "en").explanation().get(0), "fr", lab.compute(c, "fr").explanation().get(0));
        // (its spaces are French typography's no-break ones, which FrenchTypographyTest checks)
        assertThat(first.get("fr").replace('\u00a0', ' ').replace('\u202f', ' ')).isEqualTo("Reading Railroad (Cat, 4 en sa possession) : 200 $ par arrêt, 6,5041 $ par lancer");
    }
}
