package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;
import tutor.scenario.Problem;

/** A broken lesson gets every problem at file:line:column, with "did you mean"; a good one loads. */
class LessonLoaderTest {

    /** Written as if in lessons/rules/, so scenario paths resolve from the library's top. */
    private static final Path AT = Path.of("../lessons/rules/test-lesson.yaml");
    private final LessonLoader loader = new LessonLoader(Bundle.get(), LibraryData.lab());

    private static final String GOOD = """
            lesson: tiny
            title: {en: A tiny lesson, fr: Une petite leçon}
            track: budget
            minutes: 20
            objectives: [The learner can read a number.]
            figures:
              - id: bw
                compute: {income: Boardwalk, level: hotel}
                expect: 52.52
            steps:
              - explain: "Boardwalk with a hotel earns {{bw}} per opponent roll."
              - question:
                  id: q
                  prompt: Yes or no?
                  choices:
                    - {text: "Yes", right: true, feedback: Right.}
                    - {text: "No", feedback: Not so.}
                  hints: [Think., "Yes."]
                  explain: Because.
              - discuss: {prompt: "Why?", answer: Because.}
            teacher-notes:
              timing: 20 minutes.
              misconceptions: [{belief: A, truth: B}]
            """;

    private List<Problem> problems(String yaml) {
        return loader.load(AT, yaml).problems();
    }

    /** The good lesson with its question asking for an amount instead of a choice. */
    private static String amountQuestion(String answerLines) {
        return GOOD.replace("""
                      choices:
                        - {text: "Yes", right: true, feedback: Right.}
                        - {text: "No", feedback: Not so.}
                """, answerLines);
    }

    @Test
    void theDiceFromJailAndTheCardRentConventionAreFiguresToo() {
        String yaml = GOOD.replace("""
                  - id: bw
                    compute: {income: Boardwalk, level: hotel}
                    expect: 52.52
                """, """
                  - id: bw
                    compute: {income: Boardwalk, level: hotel}
                    expect: 52.52
                  - id: orange-from-jail
                    compute: {next-throw: orange, from: 10, part: dice}
                    expect: 38.8889
                  - id: orange-after-cards
                    compute: {next-throw: orange, from: Jail, part: ends}
                    expect: 39.0625
                  - id: doubles
                    compute: {dice: doubles}
                    expect: 16.67
                  - id: out-of-jail
                    compute: {dice: out-of-jail}
                    expect: 42.13
                  - id: reading-printed
                    compute: {income: Reading Railroad, level: "4", card-rent: printed}
                    expect: 5.93
                """);
        LessonLoader.LoadResult r = loader.load(AT, yaml);
        assertThat(r.problems()).isEmpty();
        LessonLab lab = LibraryData.lab();
        for (String id : List.of("orange-from-jail", "orange-after-cards", "doubles", "out-of-jail", "reading-printed")) {
            Figure f = r.lesson().figure(id).orElseThrow();
            assertThat(f.agrees(lab.compute(f.compute()).number())).as(id).isTrue();
        }
        assertThat(problems(yaml.replace("card-rent: printed", "card-rent: doubled"))).singleElement()
                .satisfies(p -> assertThat(p.toString()).contains("card-rent is cards").contains(":23:64:"));
        assertThat(problems(yaml.replace("card-rent: printed", "jail: longest"))).singleElement()
                .satisfies(p -> assertThat(p.toString())
                        .contains("jail is short (leave at once) or long (stay as long as allowed), not 'longest'").contains(":23:59:"));
        assertThat(problems(yaml.replace("from: Jail", "from: orange"))).singleElement()
                .satisfies(p -> assertThat(p.toString()).contains("from is one square"));
        assertThat(problems(yaml.replace("{dice: doubles}", "{dice: double}"))).singleElement()
                .satisfies(p -> assertThat(p.toString()).contains("no dice event 'double'").contains("doubles"));
    }

    @Test
    void aGoodLessonLoadsWithItsTranslationKeptBesideTheEnglish() {
        LessonLoader.LoadResult r = loader.load(AT, GOOD);
        assertThat(r.problems()).isEmpty();
        Lesson l = r.lesson();
        assertThat(l.title().en()).isEqualTo("A tiny lesson");
        assertThat(l.title().in("fr")).isEqualTo("Une petite leçon");
        assertThat(l.title().in("ru")).as("a missing language falls back to English").isEqualTo("A tiny lesson");
        assertThat(l.steps()).extracting(Step::id).containsExactly("explain-1", "q", "discuss-3");
        assertThat(l.figure("bw").orElseThrow().stated()).isEqualByComparingTo("52.52");
        assertThat(l.edition()).isEqualTo("classic");
    }

    @Test
    void unknownKeysAndStepsAreNamedWithTheNearestRightOne() {
        List<Problem> p = problems(GOOD.replace("objectives:", "objetives:").replace("- discuss:", "- dicsuss:"));
        assertThat(p).extracting(Problem::toString).anySatisfy(s -> assertThat(s)
                .startsWith("../lessons/rules/test-lesson.yaml:5:1: unknown key 'objetives' in a lesson; did you mean 'objectives'?"));
        assertThat(p).extracting(Problem::message).contains("unknown step 'dicsuss'; did you mean 'discuss'?");
    }

    @Test
    void aComputationOnADeedThatDoesNotExistSuggestsTheRealOne() {
        List<Problem> p = problems(GOOD.replace("{income: Boardwalk, level: hotel}", "{income: Bordwalk, level: hotel}"));
        assertThat(p).singleElement().satisfies(x -> {
            assertThat(x.line()).isEqualTo(8);
            assertThat(x.column()).isEqualTo(23);
            assertThat(x.message()).contains("no deed or colour group 'Bordwalk'").contains("did you mean 'Boardwalk'?");
        });
        assertThat(problems(GOOD.replace("level: hotel", "level: 5"))).extracting(Problem::message)
                .anySatisfy(m -> assertThat(m).contains("no level '5' for Boardwalk; its levels: alone, 0, 1, 2, 3, 4, hotel"));
        assertThat(problems(GOOD.replace("{income: Boardwalk", "{incme: Boardwalk"))).extracting(Problem::message)
                .anySatisfy(m -> assertThat(m).contains("unknown computation 'incme'; did you mean 'income'?"));
    }

    @Test
    void aQuestionNeedsExactlyOneRightChoiceAndEachChoiceItsFeedback() {
        assertThat(problems(GOOD.replace("right: true, ", ""))).extracting(Problem::message)
                .anySatisfy(m -> assertThat(m).contains("exactly one choice must be marked right: true (0 are)"));
        assertThat(problems(GOOD.replace("{text: \"No\", feedback: Not so.}", "{text: \"No\", right: true, feedback: Not so.}")))
                .extracting(Problem::message).anySatisfy(m -> assertThat(m).contains("(2 are)"));
        assertThat(problems(GOOD.replace(", feedback: Not so.", ""))).extracting(Problem::message)
                .anySatisfy(m -> assertThat(m).contains("a choice (each choice says why it is right or wrong) needs 'feedback'"));
    }

    @Test
    void aWrongAmountMayNotBeTheAnswer() {
        String amount = amountQuestion("""
                      answer: 100
                      wrong: [{amount: 100, why: Oops.}]
                """);
        assertThat(problems(amount)).extracting(Problem::message).contains("a wrong amount cannot be the answer itself (100)");
    }

    @Test
    void anAmountQuestionsUnitIsOneTheTutorWordsInEveryLanguage() {
        String counted = amountQuestion("""
                      answer: 16
                      unit: squares
                """);
        assertThat(problems(counted)).extracting(Problem::message)
                .containsExactly("no unit 'squares'; an amount question counts money (no unit) or one of: spaces, houses");
        assertThat(problems(counted.replace("unit: squares", "unit: spaces"))).isEmpty();
    }

    @Test
    void aHandoutKeepsOnlyFiguresOfTheLessonForTheKey() {
        Lesson l = loader.load(AT, GOOD + "handout: {key-only: [bw]}\n").lesson();
        assertThat(l.handout().keyOnly()).containsExactly("bw");
        assertThat(problems(GOOD + "handout: {key-only: [bx]}\n")).extracting(Problem::message)
                .anySatisfy(m -> assertThat(m).contains("the handout keeps 'bx' for the answer key, but it is not a figure of this lesson")
                        .contains("did you mean 'bw'?"));
    }

    @Test
    void placeholdersNameFiguresAndTextsNeedTheirEnglish() {
        assertThat(problems(GOOD.replace("{{bw}}", "{{bww}}"))).extracting(Problem::message)
                .anySatisfy(m -> assertThat(m).contains("{{bww}} names no figure of this lesson; did you mean 'bw'?"));
        assertThat(problems(GOOD.replace("{en: A tiny lesson, fr: Une petite leçon}", "{fr: Une petite leçon}")))
                .extracting(Problem::message).contains("title needs its English text under 'en'");
        assertThat(problems(GOOD.replace("fr: Une petite leçon", "de: Eine kleine Lektion"))).extracting(Problem::message)
                .anySatisfy(m -> assertThat(m).contains("unknown key 'de' in title"));
    }

    @Test
    void aPlayedScenarioMustExistAndYamlMistakesArePositioned() {
        String play = GOOD.replace("  - discuss:", "  - play: {scenario: scenarios/jail/nowhere.yaml}\n  - discuss:");
        assertThat(problems(play)).extracting(Problem::message)
                .anySatisfy(m -> assertThat(m).startsWith("no scenario file 'scenarios/jail/nowhere.yaml'"));
        assertThat(problems("lesson: x\ntitle: [unclosed\n")).singleElement().satisfies(x -> assertThat(x.line()).isEqualTo(3));
        assertThat(problems("lesson: !!java.lang.Runtime x\n")).singleElement()
                .satisfies(x -> assertThat(x.message()).contains("is not allowed"));
    }

    @Test
    void simulationsAreBoundedByTheirTotalGamesAcrossTheFileNotOnlyStepByStep() {
        // 40 simulate steps of 20,000 games each: 800,000 games that check would play for minutes. Refused at load,
        // at the step that passes 20,000 in all; the same games named twice are played once and count once.
        StringBuilder steps = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            steps.append("  - simulate: {id: s").append(i).append(", games: {players: 4, games: 20000, seed: ").append(i)
                    .append(", strategies: [buy-all, trader]}}\n");
        }
        String lesson = GOOD.substring(0, GOOD.indexOf("steps:\n") + 7) + steps + GOOD.substring(GOOD.indexOf("  - explain:"));
        assertThat(lesson.length()).isLessThan(10_000);
        long start = System.nanoTime();
        List<Problem> p = problems(lesson);
        assertThat((System.nanoTime() - start) / 1e9).as("no game is played to refuse it").isLessThan(10);
        int line = lesson.substring(0, lesson.indexOf("id: s1,")).split("\n", -1).length;
        assertThat(p).extracting(Problem::toString).containsExactly("../lessons/rules/test-lesson.yaml:" + line
                + ":51: the lesson's simulations add up to 40,000 games here, more than the 20,000 a lesson may play in all"
                + " (check plays them on every build); let steps share one simulation (the same games: are played once) or play fewer games");

        String shared = lesson.replaceAll("seed: \\d+", "seed: 7");
        assertThat(problems(shared)).as("forty steps over the same 20,000 games play them once").isEmpty();
    }
}
