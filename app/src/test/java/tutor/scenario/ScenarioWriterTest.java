package tutor.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.strings;

import java.io.StringReader;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tutor.data.YamlNodes;

/** The canonical writer: where it quotes, what it puts on one line, the order of keys, and that text survives it. */
class ScenarioWriterTest {

    @SuppressWarnings("unchecked")
    private static Map<String, Object> reread(String yaml) {
        return (Map<String, Object>) ScenarioWriter.tree(new YamlNodes("t.yaml").parse(new StringReader(yaml)));
    }

    private static Map<String, Object> map(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }

    @Test
    void textIsQuotedOnlyWhereYamlWouldReadItAsSomethingElse() {
        for (String plain : List.of("Ann", "Boardwalk", "$50 is the printed rent.", "Ben's turn", "Улица Арбат",
                "1\u00a0500\u00a0$", "9 x ₽50k = ₽450k.", "St. James Place", "us-longform, Jail")) {
            assertThat(YamlScalars.text(plain, false)).as(plain).isEqualTo(plain);
        }
        assertThat(YamlScalars.text("true", false)).isEqualTo("\"true\"");
        assertThat(YamlScalars.text("yes", false)).isEqualTo("\"yes\"");
        assertThat(YamlScalars.text("12", false)).isEqualTo("\"12\"");
        assertThat(YamlScalars.text("~", false)).isEqualTo("\"~\"");
        assertThat(YamlScalars.text("", false)).isEqualTo("\"\"");
        assertThat(YamlScalars.text("Classic rules: double", false)).isEqualTo("\"Classic rules: double\"");
        assertThat(YamlScalars.text("- a dash", false)).isEqualTo("\"- a dash\"");
        assertThat(YamlScalars.text("a #comment", false)).isEqualTo("\"a #comment\"");
        assertThat(YamlScalars.text("He said \"no\"\nthen left", false)).isEqualTo("\"He said \\\"no\\\"\\nthen left\"");
        // Inside {...} or [...], a comma would end the text.
        assertThat(YamlScalars.text("us-longform, Jail", true)).isEqualTo("\"us-longform, Jail\"");
    }

    @Test
    void anyTextComesBackExactlyAsItWasWritten() {
        // YAML's own characters most often, then all of Unicode (a text read from a UTF-8 file has no lone surrogate).
        comesBack(strings().ascii().ofLengthBetween(0, 12));
        comesBack(strings().betweenCodePoints(0, 0xD7FF).ofLengthBetween(0, 12));
        comesBack(strings().betweenCodePoints(0xE000, 0x10FFFF).ofLengthBetween(0, 6));
    }

    private static void comesBack(org.quicktheories.core.Gen<String> texts) {
        qt().withExamples(1500).forAll(texts).checkAssert(text -> {
            Map<String, Object> tree = map("id", "x", "title", text, "sources", List.of(text, "b"));
            Map<String, Object> back = reread(ScenarioWriter.write(tree));
            assertThat(back.get("title")).isEqualTo(text);
            assertThat(back.get("sources")).isEqualTo(List.of(text, "b"));
        });
    }

    @Test
    void keysFollowTheDocumentedOrderAndNamesKeepTheirs() {
        Map<String, Object> tree = map("setup", map("turn", "Ben", "players", map("Cat", null, "Ann",
                        map("deeds", List.of("Boardwalk"), "cash", BigInteger.valueOf(300)))),
                "title", "T", "id", "x");
        assertThat(ScenarioWriter.write(tree)).isEqualTo("""
                id: x
                title: T
                setup:
                  players:
                    Cat: {}
                    Ann: {cash: 300, deeds: [Boardwalk]}
                  turn: Ben
                """);
    }

    @Test
    void aMappingTooLongForOneLineTakesOneEntryPerLineAndTextsInSeveralLanguagesAlwaysDo() {
        List<Object> deeds = List.of(map("name", "Pacific Avenue", "houses", BigInteger.valueOf(4)),
                map("name", "North Carolina Avenue", "houses", BigInteger.valueOf(4)),
                map("name", "Pennsylvania Avenue", "houses", BigInteger.valueOf(4)));
        Map<String, Object> tree = map("id", "x", "title", map("ru", "Рента", "en", "Rent"),
                "setup", map("players", map("Benedict-the-long-named", map("cash", BigInteger.valueOf(1500), "at", "Short Line",
                        "deeds", deeds))));
        String text = ScenarioWriter.write(tree);
        assertThat(text).startsWith("""
                id: x
                title:
                  en: Rent
                  ru: Рента
                setup:
                  players:
                    Benedict-the-long-named:
                      cash: 1500
                      at: Short Line
                      deeds: [{name: Pacific Avenue, houses: 4}, {name: North Carolina Avenue, houses: 4}, {name: Pennsylvania Avenue, houses: 4}]
                """);
        assertThat(text.lines()).allMatch(l -> l.length() <= ScenarioWriter.WIDTH);
        assertThat(reread(text)).isEqualTo(tree);
    }

    @Test
    void scriptStepsAreWrittenAsTheLibraryWritesThem() {
        Map<String, Object> tree = map("id", "x", "script", List.of(
                map("move", map("do", "roll-dice", "player", "Ben")),
                map("ask", map("expect", "roll-dice", "player", "Ann", "hints", List.of("One", "Two"))),
                map("check", map("pending", "roll", "cash", map("Ann", BigInteger.valueOf(1450))))));
        assertThat(ScenarioWriter.write(tree)).isEqualTo("""
                id: x
                script:
                  - move: {player: Ben, do: roll-dice}
                  - ask:
                      player: Ann
                      expect: roll-dice
                      hints:
                        - One
                        - Two
                  - check:
                      cash: {Ann: 1450}
                      pending: roll
                """);
    }

    @Test
    void theLayoutOrdersEveryKeyTheLoaderReadsAndNoOther() {
        assertThat(ScenarioLayout.SCENARIO.keys).containsExactlyInAnyOrderElementsOf(ScenarioLoader.TOP);
        assertThat(ScenarioLayout.SETUP.keys).containsExactlyInAnyOrderElementsOf(SetupReader.KEYS);
        assertThat(ScenarioLayout.PLAYER.keys).containsExactlyInAnyOrderElementsOf(SetupReader.PLAYER_KEYS);
        assertThat(ScenarioLayout.DEED.keys).containsExactlyInAnyOrderElementsOf(SetupReader.DEED_KEYS);
        assertThat(ScenarioLayout.PENDING.keys).containsExactlyInAnyOrderElementsOf(PendingReader.KEYS);
        assertThat(ScenarioLayout.STEP.keys).containsExactlyInAnyOrderElementsOf(ScriptReader.STEPS);
        assertThat(ScenarioLayout.ASK.keys).containsExactlyInAnyOrderElementsOf(ScriptReader.ASK_KEYS);
        assertThat(ScenarioLayout.QUESTION.keys).containsExactlyInAnyOrderElementsOf(ScriptReader.QUESTION_KEYS);
        assertThat(ScenarioLayout.WRONG_MOVE.keys).containsExactlyInAnyOrderElementsOf(ScriptReader.WRONG_KEYS);
        assertThat(ScenarioLayout.WRONG_ANSWER.keys).containsExactlyInAnyOrderElementsOf(ScriptReader.WRONG_ANSWER_KEYS);
        assertThat(ScenarioLayout.MOVE.keys).containsExactlyInAnyOrderElementsOf(MoveParser.KEYS);
        assertThat(ScenarioLayout.CHECK.keys).containsExactlyInAnyOrderElementsOf(CheckParser.KEYS);
        assertThat(ScenarioLayout.TEXT.keys).containsExactlyElementsOf(NodeReader.LANGUAGES);
    }

    @Test
    void numbersAndTrueOrFalseAreWrittenPlainly() {
        Map<String, Object> back = reread("id: x\nlevel: +2\nrulesets-agree: Yes\nseed: 1_000\n");
        assertThat(ScenarioWriter.write(back)).isEqualTo("id: x\nlevel: 2\nrulesets-agree: true\nseed: 1000\n");
    }
}
