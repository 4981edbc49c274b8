package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code explain}, {@code check}, {@code rules}, {@code play} and {@code simulate} in French and Russian print no English words of
 * the tutor's own. The English chrome is taken from the English bundles themselves (every run of
 * two or more words in a cli, report, problem or editions text that the language's text does not
 * repeat), together with the brief's named headings, and searched for in the output of every
 * bundled scenario and lesson. Names, rule ids and scenario YAML keys are not chrome and are allowed.
 */
class NoEnglishChromeTest {

    private static final Path SCENARIOS = Path.of("../scenarios");
    private static final Path LESSONS = Path.of("../lessons");
    /** The headings the learner reads in every explanation, named once more in case a bundle text changes shape. */
    private static final List<String> NAMED = List.of("Topic:", "Goal:", "Sources:", "The right move", "Hint 1", "Hint 2",
            "Where things stand", "Why it is right", "A common mistake", "Worked answer", "decides:", "PASS ", "FAIL ",
            " passed", " failed", "where they differ", "Checking the scenario library", "source:", "Result:", "Refused:");

    private static String run(String... args) {
        return runWith("", args);
    }

    /** A command with what a person types at it. */
    private static String runWith(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Cli.run(args, new java.io.ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
    }

    private static List<Path> yamlUnder(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    private static Properties bundle(String family, String suffix) throws IOException {
        Properties p = new Properties();
        try (InputStream in = NoEnglishChromeTest.class.getResourceAsStream("/tutor/text/" + family + suffix + ".properties")) {
            p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    /** The text of an ICU message with every {...} argument taken out (plural branches too). */
    private static String literalParts(String pattern) {
        StringBuilder b = new StringBuilder();
        int depth = 0;
        boolean quoted = false;
        for (char c : pattern.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
            } else if (!quoted && c == '{') {
                depth++;
                b.append('|');
            } else if (!quoted && c == '}') {
                depth--;
            } else if (depth == 0) {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** Runs of two or more English words in the tutor's English texts that the language's own text does not repeat. */
    static Set<String> englishChrome(String language) throws IOException {
        Set<String> chrome = new LinkedHashSet<>(NAMED);
        Pattern run = Pattern.compile("[A-Za-z][A-Za-z'-]*(?: [A-Za-z][A-Za-z'-]*)+");
        for (String family : List.of("cli", "report", "problem", "editions", "lab", "play", "figures")) {
            Properties en = bundle(family, "");
            Properties other = bundle(family, "_" + language);
            for (String key : en.stringPropertyNames()) {
                String translated = other.getProperty(key, "");
                for (String part : literalParts(en.getProperty(key)).split("[|:;,.()!?\"\\n\\[\\]=/]")) {
                    Matcher m = run.matcher(part);
                    while (m.find()) {
                        String words = m.group();
                        if (words.length() >= 8 && !translated.contains(words)) {
                            chrome.add(words);
                        }
                    }
                }
            }
        }
        return chrome;
    }

    /** Names of games, not words of the tutor: they read the same in every language. */
    private static final List<String> NAMES = List.of("Monopoly Junior", "Boutique Edition");

    /**
     * The sections the rulesets cite ({@code section: "..."}): the rulebooks' own headings and notes,
     * data rather than chrome, quoted as the ruleset files hold them.
     */
    private static final List<String> SECTIONS = sections();

    private static List<String> sections() {
        Pattern section = Pattern.compile("section: \"([^\"]+)\"");
        List<String> all = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/resources/tutor/rulesets"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).toList()) {
                Matcher m = section.matcher(Files.readString(f));
                while (m.find()) {
                    all.add(m.group(1));
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        // The same sections as the French and Russian rulings cite them (they keep an English source's
        // own heading, "Short Game (Partie courte)", so it can be found in the source).
        for (String lang : List.of("fr", "ru")) {
            try {
                Object doc = new org.yaml.snakeyaml.Yaml().load(Files.readString(Path.of("src/main/resources/tutor/rulebook/" + lang + "-sections.yaml")));
                if (doc instanceof java.util.Map<?, ?> m && m.get("sections") instanceof java.util.Map<?, ?> sections) {
                    sections.values().forEach(v -> all.add(String.valueOf(v)));
                }
            } catch (java.nio.file.NoSuchFileException e) {
                // a language without a sections file cites in English, set aside above
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        // A scenario's or lesson's own citations ("us-longform, Jail; Short Game 3") are its data too.
        Pattern cited = Pattern.compile("\"([a-z][a-z0-9-]*, [^\"]+)\"");
        for (Path root : List.of(SCENARIOS, LESSONS)) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).toList()) {
                    for (String line : Files.readAllLines(f)) {
                        if (line.trim().startsWith("sources:")) {
                            Matcher m = cited.matcher(line);
                            while (m.find()) {
                                String source = m.group(1);
                                String sections = source.substring(source.indexOf(", ") + 2);
                                all.add(sections);
                                // A citation of several sections is shown as a list, each section on its own.
                                all.addAll(List.of(sections.split("; ")));
                            }
                        }
                    }
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        all.sort(java.util.Comparator.comparingInt(String::length).reversed());
        return all;
    }

    /**
     * The chrome's words by their first three characters, each list longest first: where a line has a word of the
     * chrome, it is the longest one starting there. One regular expression of every word (over a thousand
     * alternatives, each tried at every character of every line) took about a sixth of this test's time (issue 22).
     */
    private static final java.util.Map<Set<String>, java.util.Map<String, List<String>>> BY_START = new java.util.concurrent.ConcurrentHashMap<>();

    private static java.util.Map<String, List<String>> byStart(Set<String> chrome) {
        return BY_START.computeIfAbsent(chrome, c -> {
            java.util.Map<String, List<String>> out = new java.util.HashMap<>();
            for (String words : c) {
                if (words.length() < 3) {
                    throw new IllegalStateException("a chrome word under three characters: '" + words + "'");
                }
                out.computeIfAbsent(words.substring(0, 3), k -> new ArrayList<>()).add(words);
            }
            out.values().forEach(l -> l.sort(java.util.Comparator.comparingInt(String::length).reversed()));
            return out;
        });
    }

    private static boolean isLatinLetter(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
    }

    /** The chrome's words in a line, as whole words (no Latin letter just before or after), longest first, left to right. */
    private static List<String> wordsIn(String line, java.util.Map<String, List<String>> starts) {
        List<String> found = new ArrayList<>();
        int i = 0;
        while (i + 3 <= line.length()) {
            String match = null;
            if (i == 0 || !isLatinLetter(line.charAt(i - 1))) {
                for (String words : starts.getOrDefault(line.substring(i, i + 3), List.of())) {
                    int end = i + words.length();
                    if (line.startsWith(words, i) && (end == line.length() || !isLatinLetter(line.charAt(end)))) {
                        match = words;
                        break;
                    }
                }
            }
            if (match != null) {
                found.add(match);
                i += match.length();
            } else {
                i++;
            }
        }
        return found;
    }

    private static List<String> englishIn(String output, Set<String> chrome) {
        java.util.Map<String, List<String>> starts = byStart(chrome);
        List<String> found = new ArrayList<>();
        for (String shown : output.split("\n")) {
            String line = shown;
            for (String data : SECTIONS) {
                line = line.replace(data, "");
            }
            for (String name : NAMES) {
                line = line.replace(name, "");
            }
            for (String words : wordsIn(line, starts)) {
                found.add("'" + words + "' in: " + shown.strip());
            }
        }
        return found;
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "ru"})
    void explainOfEveryScenarioHasNoEnglishChrome(String language) throws IOException {
        Set<String> chrome = englishChrome(language);
        assertThat(chrome).as("the English chrome words found in the bundles").hasSizeGreaterThan(100);
        List<String> found = new ArrayList<>();
        List<Path> files = yamlUnder(SCENARIOS);
        assertThat(files).hasSizeGreaterThanOrEqualTo(70);
        for (Path file : files) {
            String output = run("explain", file.toString(), "--lang", language);
            assertThat(output).as(file.toString()).isNotBlank();
            englishIn(output, chrome).forEach(f -> found.add(file + ": " + f));
        }
        assertThat(found).as("English chrome in --lang " + language).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "ru"})
    void checkOfEveryScenarioAndLessonHasNoEnglishChrome(String language) throws IOException {
        Set<String> chrome = englishChrome(language);
        String output = run("check", SCENARIOS.toString(), LESSONS.toString(), "--lang", language);
        assertThat(output.lines().count()).isGreaterThan(70);
        assertThat(englishIn(output, chrome)).as(output).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "ru"})
    void rulesAndCompareHaveNoEnglishChrome(String language) throws IOException {
        Set<String> chrome = englishChrome(language);
        List<String> found = new ArrayList<>();
        for (String ruleset : List.of("classic", "modern", "ru-classic", "junior")) {
            englishIn(run("rules", "--ruleset", ruleset, "--lang", language), chrome).forEach(found::add);
        }
        for (Path dispute : yamlUnder(SCENARIOS.resolve("disputes"))) {
            englishIn(run("explain", dispute.toString(), "--compare", "file", "--lang", language), chrome).forEach(found::add);
        }
        englishIn(run("explain", SCENARIOS.resolve("auctions/decline-then-bid.yaml").toString(), "--compare",
                "classic,modern,classic+free-parking-pot", "--lang", language), chrome).forEach(found::add);
        assertThat(found).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "ru"})
    void theOtherCommandsHaveNoEnglishChrome(String language) throws IOException {
        Set<String> chrome = englishChrome(language);
        List<String> found = new ArrayList<>();
        for (String[] command : List.of(new String[] {"help"}, new String[] {"demo", "--seed", "3", "--turns", "6"},
                new String[] {"odds", "--ruleset", "classic"}, new String[] {"odds", "--ruleset", "ru-classic", "--jail", "long"},
                new String[] {"returns", "--ruleset", "classic"}, new String[] {"rule", "rent.railroad"},
                new String[] {"simulate", "--ruleset", "classic", "--games", "20", "--players", "3", "--seed", "1"},
                new String[] {"demo", "--ruleset", "klassic"}, new String[] {"explain", "no-such-file.yaml"})) {
            List<String> args = new ArrayList<>(List.of(command));
            args.addAll(List.of("--lang", language));
            String output = run(args.toArray(String[]::new));
            assertThat(output.length()).as(String.join(" ", command)).isGreaterThan(60);
            englishIn(output, chrome).forEach(f -> found.add(String.join(" ", command) + ": " + f));
        }
        assertThat(found).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"fr", "ru"})
    void playAndSimulateHaveNoEnglishChrome(String language) throws IOException {
        Set<String> chrome = englishChrome(language);
        List<String> found = new ArrayList<>();
        // A person at the table: the header, the prompt and its help, a bid with its amount, the moves not
        // allowed and why, the coach, the table, an undo, a bad answer and the end; then computers only, to the end.
        String answers = String.join("\n", "1", "?", "c", "1", "1", "s", "u", "x", "1", "1", "1", "1", "q") + "\n";
        for (String ruleset : List.of("classic", "fr-classic", "ru-classic", "junior")) {
            String output = runWith(answers, "play", "--ruleset", ruleset, "--seats", "human,bot,bot:trader", "--seed", "7",
                    "--coach", "on", "--lang", language);
            assertThat(output.lines().count()).as(ruleset).isGreaterThan(20);
            englishIn(output, chrome).forEach(f -> found.add("play " + ruleset + ": " + f));
            String bots = run("play", "--ruleset", ruleset, "--seats", "bot,bot:cautious,bot:three-houses", "--seed", "3", "--turns", "150",
                    "--rulings", "brief", "--lang", language);
            englishIn(bots, chrome).forEach(f -> found.add("play (computers) " + ruleset + ": " + f));
            String simulated = run("simulate", "--ruleset", ruleset, "--games", "12", "--players", "3", "--seed", "2", "--lang", language);
            assertThat(simulated.lines().count()).as(ruleset).isGreaterThan(10);
            englishIn(simulated, chrome).forEach(f -> found.add("simulate " + ruleset + ": " + f));
        }
        assertThat(found).isEmpty();
    }

    @org.junit.jupiter.api.Test
    void theScanFindsEnglishWhereItIs() throws IOException {
        Set<String> chrome = englishChrome("fr");
        assertThat(englishIn(run("explain", SCENARIOS.resolve("auctions/decline-then-bid.yaml").toString(), "--lang", "en"), chrome))
                .as("the same scan over the English output").isNotEmpty();
    }
}
