package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.lesson.load.LessonCheck;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;
import tutor.scenario.Problem;

/** check fails a lesson whose numbers drift from what the tutor computes, with the line and both numbers. */
class LessonCheckTest {

    private final LessonLab lab = LibraryData.lab();

    private List<Problem> check(String from, String to) throws Exception {
        return check("budget/which-group", from, to);
    }

    private List<Problem> check(String lesson, String from, String to) throws Exception {
        Path real = Path.of("../lessons/" + lesson + ".yaml");
        String original = Files.readString(real);
        assertThat(original).contains(from);
        LessonLoader.LoadResult r = new LessonLoader(Bundle.get(), lab).load(real, original.replace(from, to));
        assertThat(r.problems()).isEmpty();
        return new LessonCheck(Bundle.get(), lab).check(r.lesson(), List.of());
    }

    @Test
    void theShippedLessonPasses() throws Exception {
        assertThat(check("", "")).isEmpty();
    }

    @Test
    void aStatedFigureThatDriftedFailsWithWhatItShouldSay() throws Exception {
        List<Problem> p = check("    compute: {odds: Illinois Avenue}\n    expect: 3.19", "    compute: {odds: Illinois Avenue}\n    expect: 3.20");
        // The line of the figure, counted in the file itself: translations added above it move it down.
        int figureLine = Files.readAllLines(Path.of("../lessons/budget/which-group.yaml")).indexOf("  - id: illinois") + 1;
        assertThat(figureLine).isPositive();
        assertThat(p).singleElement().satisfies(x -> {
            assertThat(x.line()).isEqualTo(figureLine);
            assertThat(x.message()).startsWith("the figure 'illinois' states 3.20 but the tutor computes 3.19 "
                    + "(the chance a roll ends on Illinois Avenue (short Jail)); How the tutor works it out: "
                    + "Chance that a roll ends on Illinois Avenue: 3.1858%");
        });
    }

    @Test
    void aDecimalTypedIntoATextMustBeOneTheTutorComputes() throws Exception {
        List<Problem> p = check("the exact chances add to 8.8132%", "the exact chances add to 8.8172%");
        assertThat(p).extracting(Problem::message).contains("the number 8.8172% is typed into the text but is not one the tutor "
                + "computes or reads for this lesson; write a figure and use {{its-id}}, or check the number",
                "the fr text does not state the same numbers as the English; missing 8.8172; not in the English 8.8132");
    }

    @Test
    void aPlayIntroThatTellsTheMoveItsQuestionAsksForFails() throws Exception {
        // The teacher's find: "Pay first, then throw" above "Ann wants out of Jail this turn. What does she do first?"
        List<Problem> p = check("rules/leaving-jail", "en: Ann is in Jail, and Ben is buying up the board. Help her decide how to start this turn.",
                "en: Ann would rather not wait. Pay first, then throw.");
        int playLine = Files.readAllLines(Path.of("../lessons/rules/leaving-jail.yaml")).indexOf("      id: pay-first");
        assertThat(p).singleElement().satisfies(x -> {
            assertThat(x.line()).isEqualTo(playLine); // the step's "- play:" line, just above its id
            assertThat(x.message()).isEqualTo("the intro of the play 'pay-first' names the move its question asks for, "
                    + "'pay' (pay-jail-fine, en): set the scene and leave the move to the learner");
        });
    }

    @Test
    void theGiveawayIsCaughtInFrenchAndRussianToo() throws Exception {
        assertThat(check("rules/leaving-jail", "fr: \"Une autre partie, un autre séjour en prison", "fr: \"Ann tente plutôt sa chance avec les dés. Une autre partie"))
                .extracting(Problem::message).singleElement().asString().contains("'dés' (roll-dice, fr)");
        assertThat(check("rules/leaving-jail", "ru: \"Другая партия, и снова тюрьма", "ru: \"Ann пробует удачу с кубиками. Другая партия"))
                .extracting(Problem::message).singleElement().asString().contains("'кубик' (roll-dice, ru)");
    }

    @Test
    void aDeedsStateIsNotTheMoveAndTheSameKindOfWrongMoveIsNotAGiveaway() throws Exception {
        // "on a mortgaged railroad" above a question whose answer is to mortgage Vermont Avenue: the state, not the move.
        assertThat(check("rules/mortgage-transfers", "{{rr-interest}} of interest on a mortgaged railroad", "{{rr-interest}} of interest on a mortgaged railroad"))
                .isEmpty();
        // "building at once" above "Buy one" where the wrong answer is also a house (on Baltic): the question is where.
        assertThat(check("rules/short-games", "and building at once on a group", "and building at once on a group")).isEmpty();
        // A watch step is not asked: its intro may say what the tutor is about to do.
        assertThat(check("rules/dice-and-chance", "en: Three doubles running send a player to Jail.", "en: Ben must throw again. Three doubles running send a player to Jail."))
                .isEmpty();
    }

    @Test
    void aWorkingLineAndATextReadGroupedSumsAsTheTutorWritesThem() throws Exception {
        Path worth = Path.of("../lessons/budget/net-worth.yaml");
        // The tutor's figures say "$1,030" and "$2,240"; a working or a text may write them grouped or bare.
        assertThat(checkLesson(worth, "working: 420 + 1030\n", "working: $420 + $1,030\n")).isEmpty();
        assertThat(checkLesson(worth, "working: 420 + 1030 + 900\n", "working: 420 + 1,030 + $900\n")).isEmpty();
        assertThat(checkLesson(worth, "working: 420 + 1030\n", "working: $420 + $1,031\n")).extracting(Problem::message)
                .singleElement().asString().contains("the wrong amount 1450 of 'net-worth' has working on 1031");
        // Grouped sums add up as numbers: $420 + $1,030 + $900 is 2350, not the 1450 the mistake names.
        assertThat(checkLesson(worth, "working: 420 + 1030\n", "working: $420 + $1,030 + $900\n")).extracting(Problem::message)
                .containsExactly("the wrong amount 1450 of 'net-worth' has working '$420 + $1,030 + $900' = 2350, not 1450");
    }

    @Test
    void anAlsoRightAnswerIsWorkedFromTheRoundedFiguresAndMustBeMarkedRight() throws Exception {
        Path which = Path.of("../lessons/budget/which-group.yaml");
        // 2.79% + 2.94% + 3.09% = 8.82%, within 0.05 of the tutor's 8.81%: the key may say "8.82%, also right".
        assertThat(checkLesson(which, "also-right: [\"2.79 + 2.94 + 3.09\"]", "also-right: [\"2.79 + 2.94 + 3.09\"]")).isEmpty();
        // Without it, the 8.82% the key types is a number the tutor does not know.
        assertThat(checkLesson(which, "      also-right: [\"2.79 + 2.94 + 3.09\"]\n", "")).extracting(Problem::message)
                .anySatisfy(m -> assertThat(m).contains("the number 8.82% is typed into the text"));
        // An answer the screen would mark wrong (beyond the tolerance) is refused, with its working.
        assertThat(checkLesson(which, "also-right: [\"2.79 + 2.94 + 3.09\"]", "also-right: [\"2.79 + 2.94 + 3.09 + 2.79 % x 10\"]"))
                .extracting(Problem::message)
                .contains("the also-right answer of 'orange-chance' (2.79 + 2.94 + 3.09 + 2.79 % x 10 = 9.099) is further from 8.81 than the tolerance 0.05,"
                        + " so the screen would mark it wrong");
        // A number the tutor does not compute cannot stand in the working.
        assertThat(checkLesson(which, "also-right: [\"2.79 + 2.94 + 3.09\"]", "also-right: [\"2.79 + 2.94 + 3.08\"]"))
                .extracting(Problem::message).anySatisfy(m -> assertThat(m).contains("has working on 3.08"));
    }

    private List<Problem> checkLesson(Path real, String from, String to) throws Exception {
        String original = Files.readString(real);
        assertThat(original).contains(from);
        LessonLoader.LoadResult r = new LessonLoader(Bundle.get(), lab).load(real, original.replace(from, to));
        assertThat(r.problems()).isEmpty();
        return new LessonCheck(Bundle.get(), lab).check(r.lesson(), List.of("net-worth", "mortgages-and-bankruptcy"));
    }

    @Test
    void aPrerequisiteMustBeALessonOfTheLibrary() throws Exception {
        Path real = Path.of("../lessons/budget/third-house.yaml");
        LessonLoader.LoadResult r = new LessonLoader(Bundle.get(), lab).load(real);
        assertThat(new LessonCheck(Bundle.get(), lab).check(r.lesson(), List.of("leaving-jail"))).extracting(Problem::message)
                .containsExactly("the prerequisite 'which-group' is not a lesson checked with this one");
    }
}
