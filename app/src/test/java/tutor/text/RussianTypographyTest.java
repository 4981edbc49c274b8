package tutor.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Russian typography the third native read asked for (issue 24), checked over every Russian bundle, the rulebook's
 * templates, the lessons and scenarios and every Russian golden trace: no capital after a colon in running text; a
 * label before a whole sentence ends with a full stop; a formula's «+» never ends a line («2 + / 3 = 5»); a range
 * carries its sign once («5,8–13,8 %»); a dash never starts a line.
 */
class RussianTypographyTest {

    private static final Path RESOURCES = Path.of("src/main/resources/tutor");

    /**
     * A colon in running text goes on in lower case («Ann бросает кубики: нельзя…», never «…: Сначала решает…»). A label
     * that starts a line or a sentence may introduce a capital («Источник: Официальные правила…»), and so may the Bank
     * and a name in «».
     */
    private static final Pattern CAPITAL_AFTER_COLON = Pattern.compile("(?<=[\\p{Ll}\\p{N})»$€₽%]):[ \u00a0](?!Банк|Монопол|Улица|Площадь|Проспект|Бульвар|Шоссе|Набережная)[А-ЯЁ]",
            Pattern.UNICODE_CHARACTER_CLASS);
    /** «+» between two figures with an ordinary space beside it, where a line may break. */
    private static final Pattern BREAKABLE_PLUS = Pattern.compile("(?<=[\\d})$€₽%»]) \\+|\\+ (?=[\\d{($«])");
    /** A range with its sign twice: «5,8 %–13,8 %». */
    private static final Pattern RANGE_TWO_SIGNS = Pattern.compile("%[ \u00a0]?[–-][ \u00a0]?[\\d{]");
    /**
     * A dash after a word with an ordinary space before it, where it may start the next line; or a dash that starts a
     * line of a lesson's block text, whose line break the Markdown turns into such a space.
     */
    private static final Pattern BREAKABLE_DASH = Pattern.compile("(?<=\\S) —|\n[ \t]*—");
    /** A score «из 100» with an ordinary space, where «100» may end up alone on the next line («17 баллов из / 100»). */
    private static final Pattern BREAKABLE_OUT_OF = Pattern.compile("(?<![\\p{L}])из (?=100(?!\\d))");
    /** «±» or «→» after an ordinary space, where the sign may start the next line or end one («1 338 ± / 290»). */
    private static final Pattern BREAKABLE_SIGN = Pattern.compile(" [±→]");

    static List<String> capitalFaults(String text) {
        List<String> out = new ArrayList<>();
        for (String line : text.split("\n")) {
            Matcher m = CAPITAL_AFTER_COLON.matcher(line);
            while (m.find()) {
                String before = line.substring(0, m.start()).replaceFirst("^.*[.;!?] ", "").strip().replaceFirst("^[-*_>#\\d.\\s]+", "");
                boolean label = !before.isEmpty() && (Character.isUpperCase(before.charAt(0)) || before.startsWith("источник"))
                        && before.indexOf(':') < 0 && before.split(" ").length <= 3 && !before.matches(".*[A-Za-z].*");
                if (!label) {
                    out.add("\u2026" + line.substring(Math.max(0, m.start() - 30), Math.min(line.length(), m.end() + 10)) + "\u2026");
                }
            }
        }
        return out;
    }

    private static List<String> faults(String text, boolean formulas) {
        List<String> out = new ArrayList<>(capitalFaults(text));
        out.addAll(FrenchTexts.around(RANGE_TWO_SIGNS, text));
        out.addAll(FrenchTexts.around(BREAKABLE_OUT_OF, text));
        out.addAll(FrenchTexts.around(BREAKABLE_SIGN, text));
        if (formulas) {
            out.addAll(FrenchTexts.around(BREAKABLE_PLUS, text));
        }
        return out;
    }

    @Test
    void theRulesCatchWhatTheReviewerFound() {
        assertThat(capitalFaults("Ann бросает кубики: Сначала решает Ann: когда бросить кубики.")).hasSize(1);
        assertThat(capitalFaults("Ann не может требовать ренту: Никто ей не должен.")).hasSize(1);
        assertThat(capitalFaults("Почему это правильно: Он отказывается")).isEmpty();
        assertThat(capitalFaults("Главное. Штраф платят\n    источник: Официальные правила Hasbro\nЗастройка: «без группы»")).isEmpty();
        assertThat(BREAKABLE_PLUS.matcher("Ann бросает кубики: 2 + 3\u00a0= 5.").find()).isTrue();
        assertThat(BREAKABLE_PLUS.matcher("Ann бросает кубики: 2\u00a0+\u00a03\u00a0= 5; classic+free-parking-pot").find()).isFalse();
        assertThat(RANGE_TWO_SIGNS.matcher("5,8\u00a0%–13,8\u00a0%").find()).isTrue();
        assertThat(RANGE_TWO_SIGNS.matcher("5,8–13,8\u00a0%").find()).isFalse();
        assertThat(BREAKABLE_DASH.matcher("«из тюрьмы ренту не берут» — это домашнее правило").find()).isTrue();
        assertThat(BREAKABLE_DASH.matcher("«из тюрьмы ренту не берут»\u00a0— это домашнее правило").find()).isFalse();
        assertThat(BREAKABLE_DASH.matcher("приносит лишь 45,36\u00a0$\n          — меньше, чем 120\u00a0$").find()).isTrue();
        assertThat(BREAKABLE_OUT_OF.matcher("последний результат\u00a0— 17 баллов из 100").find()).isTrue();
        assertThat(BREAKABLE_OUT_OF.matcher("Результат урока: 17 баллов из\u00a0100; 3 из 1000; из 10").find()).isFalse();
        assertThat(BREAKABLE_SIGN.matcher("Ваш рейтинг: {rating} ± {deviation}").find()).isTrue();
        assertThat(BREAKABLE_SIGN.matcher("Ваш рейтинг в теме «{theme}»: {before} → {after}.").find()).isTrue();
        assertThat(BREAKABLE_SIGN.matcher("Ваш рейтинг: {rating}\u00a0± {deviation}; {before}\u00a0→ {after}").find()).isFalse();
        assertThat(Texts.of("drills", "ru").named("practise.rating", Map.of("scope", "all", "rating", "1\u00a0338", "deviation", "290")))
                .isEqualTo("Ваш рейтинг: 1\u00a0338\u00a0± 290");
    }

    @Test
    void everyRussianBundleKeepsTheRules() throws IOException {
        List<String> found = new ArrayList<>();
        for (String family : Texts.FAMILIES) {
            Properties p = new Properties();
            try (var in = RussianTypographyTest.class.getResourceAsStream("/tutor/text/" + family + "_ru.properties")) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
            // The command line's help shows syntax («classic+free-parking-pot», «--seats human,bot»): no formulas there.
            boolean formulas = !family.equals("cli");
            for (String key : p.stringPropertyNames()) {
                faults(p.getProperty(key), formulas).forEach(f -> found.add(family + "_ru " + key + ": " + f));
                if (formulas) {
                    FrenchTexts.around(BREAKABLE_DASH, p.getProperty(key)).forEach(f -> found.add(family + "_ru " + key + ": " + f));
                }
            }
        }
        FrenchTexts.strings(FrenchTexts.yaml(RESOURCES.resolve("rulebook/ru-messages.yaml")), "ru-messages",
                (w, t) -> faults(t, true).forEach(f -> found.add(w + ": " + f)));
        assertThat(found).isEmpty();
    }

    @Test
    void everyLessonAndScenarioKeepsTheRules() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> files = new ArrayList<>(FrenchTexts.yamlFiles(Path.of("../lessons")));
        files.addAll(FrenchTexts.yamlFiles(Path.of("../scenarios")));
        for (Path f : files) {
            russian(FrenchTexts.yaml(f), f.toString(), (where, t) -> {
                faults(t, true).forEach(x -> found.add(where + ": " + x));
                FrenchTexts.around(BREAKABLE_DASH, t).forEach(x -> found.add(where + ": " + x));
            });
        }
        assertThat(found).isEmpty();
    }

    /** Every ruling the tutor prints in Russian, as the approved golden traces hold them, keeps the colon and «+» rules. */
    @Test
    void everyRussianGoldenTraceKeepsTheRules() throws IOException {
        List<String> found = new ArrayList<>();
        List<Path> golden;
        try (Stream<Path> all = Files.walk(Path.of("src/test/resources/golden"))) {
            golden = all.filter(p -> p.getFileName().toString().matches(".*[.-]ru\\.approved\\.txt")).toList();
        }
        for (Path f : golden) {
            faults(Files.readString(f), true).forEach(x -> found.add(f.getFileName() + ": " + x));
        }
        assertThat(golden).hasSizeGreaterThanOrEqualTo(2);
        assertThat(found).isEmpty();
    }

    /**
     * Labels that put a whole sentence from elsewhere after them (a take-away, an expected answer, a worked answer,
     * the feedback on a wrong amount), by bundle and key: they end with a full stop or a question mark, not a colon
     * that a capital would follow («Главное. Штраф платят…», «Ответ. Она ходит…», «Подсказка. Речь о…»).
     */
    private static final Map<String, Map<String, String>> BEFORE_A_SENTENCE = Map.of(
            "ui", Map.of("situation.takeAway", ""),
            "lessons", Map.of("lesson.exitAnswer", "{1}", "run.the_answer", "{0}"),
            "classroom", Map.of("reveal.answer", "{0}"),
            "session", Map.of("hint", "{0}", "hint.worked", "{0}"),
            "handout", Map.of("teacher.discuss", "", "key.wrong.amount", "", "key.worked", ""));

    @Test
    void aLabelBeforeAWholeSentenceDoesNotEndWithAColon() throws IOException {
        List<String> found = new ArrayList<>();
        for (var family : BEFORE_A_SENTENCE.entrySet()) {
            Properties p = new Properties();
            try (var in = RussianTypographyTest.class.getResourceAsStream("/tutor/text/" + family.getKey() + "_ru.properties")) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
            family.getValue().forEach((key, arg) -> {
                String text = p.getProperty(key);
                assertThat(text).as(family.getKey() + "_ru " + key).isNotNull().contains(arg);
                String before = (arg.isEmpty() ? text : text.substring(0, text.indexOf(arg))).replaceAll("[\\s\u00a0*]+$", "");
                if (before.endsWith(":")) {
                    found.add(family.getKey() + "_ru " + key + ": " + text);
                }
            });
        }
        assertThat(found).isEmpty();
    }

    /** A report label followed by a colon where a whole sentence follows (ScenarioReport joins them through {@code format.label.sentence}). */
    private static final Pattern REPORT_LABEL_COLON = Pattern.compile("(?m)^(\\*\\*)?(Цель|Почему это правильно|Подсказка \\d+|Разбор ответа):");

    @Test
    void theReportsSentenceLabelsEndWithAFullStop() throws IOException {
        // The label and its sentence are joined in code; the punctuation is the language's pattern (report_ru).
        Texts report = Texts.of("report", "ru");
        assertThat(report.get("format.label.sentence", report.get("label.hint", 1))).isEqualTo("Подсказка 1. ");
        assertThat(report.get("format.label.sentence.markdown", report.get("label.why-right"))).isEqualTo("**Почему это правильно.** ");
        String explained = Files.readString(Path.of("src/test/resources/golden/explain/decline-then-bid.ru.approved.txt"));
        assertThat(explained).contains("Почему это правильно. Он отказывается", "Подсказка 1. Цену", "Разбор ответа. Ben",
                "правила: «Классика (полные правила США)»");
        assertThat(FrenchTexts.around(REPORT_LABEL_COLON, explained)).isEmpty();
        for (String bad : List.of("Почему это правильно: Он отказывается", "Подсказка 2: Классические правила", "**Разбор ответа:** Ben")) {
            assertThat(REPORT_LABEL_COLON.matcher(bad).find()).as(bad).isTrue();
        }
        assertThat(REPORT_LABEL_COLON.matcher("Источники: Официальные правила").find()).isFalse();
    }

    /** The {@code ru:} texts of a scenario or lesson. */
    private static void russian(Object node, String where, BiConsumer<String, String> text) {
        if (node instanceof Map<?, ?> m) {
            m.forEach((k, v) -> {
                if ("ru".equals(k) && v instanceof String s) {
                    text.accept(where, s);
                } else {
                    russian(v, where + "." + k, text);
                }
            });
        } else if (node instanceof List<?> l) {
            for (int i = 0; i < l.size(); i++) {
                russian(l.get(i), where + "[" + i + "]", text);
            }
        }
    }
}
