package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/** A lesson walked in each mode: what the learner is told, and the score each step earns. */
class LessonRunTest {

    private static Lesson jail;
    private static Lesson tax;
    private static LessonLab lab;

    @BeforeAll
    static void load() {
        lab = LibraryData.lab();
        LessonLoader loader = new LessonLoader(Bundle.get(), lab);
        jail = loader.load(Path.of("../lessons/rules/leaving-jail.yaml")).lesson();
        tax = loader.load(Path.of("../lessons/budget/income-tax-choice.yaml")).lesson();
    }

    private static LessonRun run(Lesson l, Mode mode) {
        return new LessonRun(l, mode, Instant.parse("2026-11-23T10:00:00Z"), LessonRun.Display.of(lab, l));
    }

    private static Lesson lesson(String file) {
        return new LessonLoader(Bundle.get(), lab).load(Path.of("../lessons/" + file)).lesson();
    }

    /** A new run of a lesson in a mode, at one of its steps. */
    private static LessonRun at(Lesson l, Mode mode, String stepId) {
        LessonRun r = run(l, mode);
        goTo(r, stepId);
        return r;
    }

    private static void goTo(LessonRun r, String stepId) {
        while (!r.current().id().equals(stepId)) {
            r.next();
        }
    }

    @Test
    void practiseRightFirstTimeScores100() {
        LessonRun r = run(jail, Mode.PRACTISE);
        goTo(r, "after-paying");
        LessonRun.Answer a = r.choose(0);
        assertThat(a.right()).isTrue();
        assertThat(a.done()).isTrue();
        assertThat(a.feedback().en()).startsWith("Right. Once the fine is paid she is out");
        assertThat(r.result("after-paying").orElseThrow().score()).isEqualTo(100);
    }

    @Test
    void aMissOffersAHintOnlyWhereOneCanBeAsked() {
        LessonRun practise = run(jail, Mode.PRACTISE);
        goTo(practise, "third-fine");
        assertThat(practise.current()).isInstanceOfSatisfying(Step.Question.class, q -> assertThat(q.hints()).isNotEmpty());
        assertThat(practise.answer(new BigDecimal("7")).feedback().en()).isEqualTo("Not quite. Check your working and try again, or ask for a hint.");
        // A question without hints has no hint to ask for: the same miss says only to try again.
        Step.Question bare = new Step.Question("q1", 1, Text.en("How much?"), java.util.List.of(), new BigDecimal("50"), "",
                java.util.List.of(), java.util.List.of(), Text.en("Because."), "");
        Lesson plain = new Lesson("x.yaml", "x", Text.en("X"), "rules", 1, 20, null, "classic", java.util.List.of(), java.util.List.of(),
                java.util.List.of(), java.util.List.of(), java.util.List.of(), java.util.List.of(bare),
                new Lesson.TeacherNotes(Text.en("t"), java.util.List.of(), null), new Lesson.Handout(null, java.util.List.of(), java.util.List.of()));
        LessonRun noHints = run(plain, Mode.PRACTISE);
        assertThat(noHints.answer(new BigDecimal("7")).feedback().en()).isEqualTo("Not quite. Check your working and try again.");
    }

    @Test
    void practiseAMissGetsItsOwnFeedbackThenTheRightAnswerScores67() {
        LessonRun r = run(jail, Mode.PRACTISE);
        goTo(r, "third-fine");
        LessonRun.Answer wrong = r.answer(new BigDecimal("150"));
        assertThat(wrong.right()).isFalse();
        assertThat(wrong.done()).isFalse();
        assertThat(wrong.feedback().en()).isEqualTo("The fine is paid once, not once for every failed throw. Try again.");
        assertThat(r.answer(new BigDecimal("7")).feedback().en()).startsWith("Not quite.");
        assertThat(r.answer(new BigDecimal("50")).right()).isTrue();
        StepResult s = r.result("third-fine").orElseThrow();
        assertThat(s.score()).isEqualTo(67);
        assertThat(s.misses()).isEqualTo(2);
        assertThat(s.wrongAnswers()).containsExactly("150", "7");
    }

    @Test
    void practiseAWrongTryIsNotToldTheAnswerThatComesWithTheRightOne() {
        Lesson doubles = lesson("rules/doubles-and-speeding.yaml");
        LessonRun r = at(doubles, Mode.PRACTISE, "how-far");
        // The author's text for 20 says "6 + 10 = 16": in practise that waits; the try only says it is not right.
        LessonRun.Answer twenty = r.answer(new BigDecimal("20"));
        assertThat(twenty.right()).isFalse();
        assertThat(twenty.feedback().en()).isEqualTo("Not quite. Check your working and try again, or ask for a hint.").doesNotContain("16");
        // The text for 10 names no answer, so it is shown as written.
        assertThat(r.answer(new BigDecimal("10")).feedback().en())
                .isEqualTo("The first two throws both count. Doubles earn another throw after moving. Try again.");
        assertThat(r.answer(new BigDecimal("16")).feedback().en()).contains("He moves 6 and 10");
        // In a quiz the answer is given with the feedback anyway, so the author's text is shown whole.
        LessonRun quiz = at(doubles, Mode.QUIZ, "how-far");
        assertThat(quiz.answer(new BigDecimal("20")).feedback().en()).startsWith("The third doubles is not moved. 6 + 10 = 16");
    }

    @Test
    void aNumberCountsAsTheAnswerAsEachLanguageWritesIt() {
        BigDecimal answer = new BigDecimal("1500");
        assertThat(Giveaway.names(new Text(java.util.Map.of("en", "She keeps $1,500.")), answer, null)).isTrue();
        assertThat(Giveaway.names(new Text(java.util.Map.of("en", "x", "fr", "Elle garde 1\u202f500 €.")), answer, null)).isTrue();
        assertThat(Giveaway.names(new Text(java.util.Map.of("en", "15 then 00, or 150 and 0")), answer, null)).isFalse();
        assertThat(Giveaway.names(new Text(java.util.Map.of("en", "12.5 twice")), new BigDecimal("12.50"), null)).isTrue();
        assertThat(Giveaway.names(new Text(java.util.Map.of("en", "It is {{rent}} a turn.")), new BigDecimal("35.2"), "rent")).isTrue();
    }

    @Test
    void theWholeHintLadderIsTheWorkedAnswerAndScores33() {
        LessonRun r = run(jail, Mode.PRACTISE);
        goTo(r, "third-fine");
        assertThat(r.hint().orElseThrow().en()).isEqualTo("This is about the last of the three turns in Jail.");
        assertThat(r.hint()).isPresent();
        assertThat(r.canHint()).isTrue();
        assertThat(r.hint().orElseThrow().en()).contains("Ann pays the $50 fine");
        assertThat(r.canHint()).isFalse();
        r.answer(new BigDecimal("50"));
        assertThat(r.result("third-fine").orElseThrow().score()).isEqualTo(33);
    }

    @Test
    void oneHintThenRightScores67() {
        LessonRun r = run(jail, Mode.PRACTISE);
        goTo(r, "in-jail-rent");
        r.hint();
        r.choose(0);
        assertThat(r.result("in-jail-rent").orElseThrow().score()).isEqualTo(67);
    }

    @Test
    void quizTakesOneAnswerWithNoHintsAndShowsTheAnswerAfterAMiss() {
        LessonRun r = run(jail, Mode.QUIZ);
        goTo(r, "third-fine");
        assertThat(r.canHint()).isFalse();
        assertThat(r.hint()).isEmpty();
        LessonRun.Answer a = r.answer(new BigDecimal("0"));
        assertThat(a.done()).isTrue();
        assertThat(a.feedback().en()).contains("Nobody walks out free").endsWith("The answer: $50.");
        assertThat(r.open()).isFalse();
        assertThatThrownBy(() -> r.answer(new BigDecimal("50"))).isInstanceOf(IllegalStateException.class);
        assertThat(r.result("third-fine").orElseThrow().score()).isZero();
    }

    @Test
    void presentRevealsAnswersAndScoresNothing() {
        LessonRun r = run(jail, Mode.PRESENT);
        goTo(r, "third-fine");
        assertThat(r.open()).isFalse();
        assertThat(r.reveal().en()).startsWith("The answer: $50.").contains("moves 5 spaces");
        r.go(r.lesson().steps().size() - 1);
        assertThat(r.attempt().results()).isEmpty();
    }

    @Test
    void anExerciseIsRightWithinItsToleranceAndItsWorkedAnswerShowsTheTutorsFigure() {
        LessonRun r = run(tax, Mode.PRACTISE);
        goTo(r, "worth");
        LessonRun.Answer wrong = r.answer(new BigDecimal("900"));
        assertThat(wrong.feedback().en()).startsWith("Worth counts the deeds at their printed price");
        LessonRun.Answer right = r.answer(new BigDecimal("1020"));
        assertThat(right.feedback().en()).startsWith("The tutor computes $1,020. Cash + deeds + buildings = {{ben-worth}}.")
                // and the tutor's own working, line by line, under it
                .endsWith("**How the tutor works it out:**\n\n- Total worth for the tax: $900 cash + $120 deeds at printed price"
                        + " + $0 buildings at cost = $1,020\n- The referee's ruling: the flat choice costs $200, the percentage $102");
    }

    @Test
    void anAnswerWorkedFromTheRoundedFiguresShownIsRightAndToldTheTutorsExactValue() {
        // The teacher's find: 20 x $2.27 (the prompt's "about $2.27 a round") = $45.40; the tutor, unrounded, $45.36.
        Lesson auction = lesson("budget/auction-value.yaml");
        LessonRun r = at(auction, Mode.PRACTISE, "alone");
        LessonRun.Answer close = r.answer(new BigDecimal("45.40"));
        assertThat(close.right()).isTrue();
        assertThat(close.feedback().en()).startsWith("Close enough to count as right. Worked from unrounded values, the tutor computes $45.36.")
                .contains("- A round: 3 opponents × 1.1866 rolls a turn × $0.64 ≈ $2.27\n- Rent of 20 rounds: 20 × $2.27 ≈ $45.36\n"
                        + "- ≈: each sum of money is shown to the cent, and the tutor multiplies the unrounded values; from $2.27 a round, "
                        + "as shown, the answer is $45.40");
        LessonRun exact = run(auction, Mode.PRACTISE);
        goTo(exact, "alone");
        assertThat(exact.answer(new BigDecimal("45.36")).feedback().en()).startsWith("The tutor computes $45.36.");
    }

    @Test
    void aLearnerMayGoBackButNotSkipAheadAndTheAttemptFinishesAtTheLastStep() {
        LessonRun r = run(jail, Mode.PRACTISE);
        r.next();
        r.next();
        r.go(0);
        assertThatThrownBy(() -> r.go(5)).isInstanceOf(IllegalArgumentException.class);
        while (!r.atEnd()) {
            r.next();
        }
        assertThat(r.attempt().finished()).isTrue();
        assertThat(r.attempt().stars(jail.scoredSteps().size())).as("nothing answered: finished, one star").isEqualTo(1);
    }

    @Test
    void aPlayedScenarioIsScoredFromItsMissesAndHints() {
        LessonRun r = run(jail, Mode.PRACTISE);
        goTo(r, "third-try");
        r.playFinished(1, 0, false, java.util.List.of("pay the fine"));
        assertThat(r.result("third-try").orElseThrow().score()).isEqualTo(67);
        assertThat(r.result("third-try").orElseThrow().wrongAnswers()).containsExactly("pay the fine");
    }
}
