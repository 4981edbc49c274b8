package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scores, stars, the spaced review and the class report, on hand-made results. */
class ProgressTest {

    private static final LocalDate MONDAY = LocalDate.of(2026, 11, 23);

    private static StepResult result(String id, int misses, int hints, boolean worked, boolean right, String... wrong) {
        return new StepResult(id, misses, hints, worked, right, List.of(wrong));
    }

    @Test
    void scoresAre100FirstTry67AfterAMissOrHint33AfterTheWorkedAnswer() {
        assertThat(result("a", 0, 0, false, true).score()).isEqualTo(100);
        assertThat(result("a", 1, 0, false, true).score()).isEqualTo(67);
        assertThat(result("a", 0, 2, false, true).score()).isEqualTo(67);
        assertThat(result("a", 0, 3, true, true).score()).isEqualTo(33);
        assertThat(result("a", 1, 0, false, false).score()).isZero();
        assertThat(result("a", 0, 0, false, true).firstTry()).isTrue();
        assertThat(result("a", 0, 1, false, true).firstTry()).isFalse();
    }

    @Test
    void starsFollowTheMeanScoreOfAFinishedAttempt() {
        Instant t = Instant.EPOCH;
        LessonAttempt three = new LessonAttempt("l", Mode.PRACTISE, t, true, List.of(result("a", 0, 0, false, true),
                result("b", 0, 0, false, true), result("c", 0, 1, false, true)));
        assertThat(three.score(3)).isEqualTo(89);
        assertThat(three.stars(3)).isEqualTo(2);
        assertThat(three.with(result("c", 0, 0, false, true)).stars(3)).isEqualTo(3);
        LessonAttempt unfinished = new LessonAttempt("l", Mode.PRACTISE, t, false, three.results());
        assertThat(unfinished.stars(3)).isZero();
        assertThat(new LessonAttempt("l", Mode.QUIZ, t, true, List.of(result("a", 0, 3, true, true))).stars(3))
                .as("finishing alone earns one star").isEqualTo(1);
    }

    @Test
    void aMissedStepComesBackAfterOneDayThenThreeThenAWeekThenLeaves() {
        Learner ann = Learner.named("Ann").reviewAfter("jail", result("q", 1, 0, false, true), MONDAY);
        assertThat(ann.review()).singleElement().satisfies(i -> {
            assertThat(i.due()).isEqualTo(MONDAY.plusDays(1));
            assertThat(i.stage()).isZero();
        });
        assertThat(ann.due(MONDAY)).isEmpty();
        LocalDate tuesday = MONDAY.plusDays(1);
        ReviewItem item = ann.due(tuesday).get(0);
        ann = ann.reviewed(item, true, tuesday);
        assertThat(ann.review().get(0).due()).isEqualTo(tuesday.plusDays(3));
        ann = ann.reviewed(ann.review().get(0), true, tuesday.plusDays(3));
        assertThat(ann.review().get(0).due()).isEqualTo(tuesday.plusDays(10));
        ann = ann.reviewed(ann.review().get(0), true, tuesday.plusDays(10));
        assertThat(ann.review()).as("mastered after three reviews in a row").isEmpty();
    }

    @Test
    void aWrongReviewStartsTheItemAgainAndAFirstTryNeverEntersTheList() {
        Learner ben = Learner.named("Ben").reviewAfter("jail", result("q", 0, 0, false, true), MONDAY);
        assertThat(ben.review()).isEmpty();
        ben = ben.reviewAfter("jail", result("q", 0, 3, true, true), MONDAY);
        ben = ben.reviewed(ben.review().get(0), true, MONDAY.plusDays(1));
        ben = ben.reviewed(ben.review().get(0), false, MONDAY.plusDays(4));
        assertThat(ben.review()).singleElement().satisfies(i -> {
            assertThat(i.stage()).isZero();
            assertThat(i.due()).isEqualTo(MONDAY.plusDays(5));
        });
    }

    private static Lesson twoQuestions() {
        Step.Question q1 = new Step.Question("q1", 1, Text.en("How much?"), List.of(), new java.math.BigDecimal("50"), "",
                List.of(), List.of(), Text.en("Because."), "");
        Step.Question q2 = new Step.Question("q2", 2, Text.en("Which?"), List.of(new Step.Choice(Text.en("A"), true, Text.en("ok")),
                new Step.Choice(Text.en("B, \"the other\""), false, Text.en("no"))), null, "", List.of(), List.of(), Text.en("Because."), "");
        return new Lesson("x.yaml", "x", Text.en("X"), "rules", 1, 20, null, "classic", List.of(), List.of(), List.of(), List.of(),
                List.of(), List.of(q1, q2), new Lesson.TeacherNotes(Text.en("t"), List.of(), null), new Lesson.Handout(null, List.of(), List.of()));
    }

    private static Learner learner(String name, StepResult... results) {
        return Learner.named(name).with(new LessonAttempt("x", Mode.QUIZ, Instant.EPOCH, results.length == 2, List.of(results)));
    }

    @Test
    void theClassReportShowsFirstTriesHintsAndTheCommonestWrongAnswers() {
        Lesson lesson = twoQuestions();
        List<Learner> cls = List.of(
                learner("Zoe", result("q1", 1, 0, false, true, "100"), result("q2", 0, 0, false, true)),
                learner("Ann", result("q1", 2, 1, false, true, "100", "0"), result("q2", 1, 0, false, true, "B, \"the other\"")),
                learner("Cat", result("q1", 0, 0, false, true)),
                Learner.named("Dan"));
        ClassReport r = ClassReport.of(lesson, cls, false);
        // Dan has not tried the lesson: the teacher sees him too, with nothing reached and no score.
        assertThat(r.rows()).extracting(ClassReport.Row::learner).containsExactly("Ann", "Cat", "Dan", "Zoe");
        assertThat(r.rows()).extracting(ClassReport.Row::tried).containsExactly(true, true, false, true);
        assertThat(r.rows().get(2).results()).allMatch(java.util.Optional::isEmpty);
        // Per learner: the lesson's score (mean of 67 and 67; 100 with q2 not reached; 67 and 100) and stars (finished attempts only).
        assertThat(r.rows()).extracting(ClassReport.Row::score).containsExactly(67, 50, 0, 84);
        assertThat(r.rows()).extracting(ClassReport.Row::stars).containsExactly(2, 0, 0, 2);
        ClassReport.Column c1 = r.columns().get(0);
        assertThat(c1.answered()).isEqualTo(3);
        assertThat(c1.firstTry()).isEqualTo(1);
        assertThat(c1.firstTryPercent()).isEqualTo(33);
        assertThat(c1.hints()).isEqualTo(1);
        assertThat(c1.commonWrong()).first().isEqualTo(new ClassReport.WrongCount("100", 2));
        assertThat(r.columns().get(1).answered()).as("Cat did not reach q2").isEqualTo(2);
        assertThat(r.rows().get(1).results().get(1)).isEmpty();
    }

    @Test
    void anonymisedNumbersFollowTheScoresNotTheAlphabet() {
        Lesson lesson = twoQuestions();
        List<Learner> cls = List.of(learner("Amy", result("q1", 1, 0, false, true, "7")),
                learner("Bob", result("q1", 0, 0, false, true), result("q2", 0, 0, false, true)),
                learner("Cy", result("q1", 0, 0, false, true)));
        ClassReport r = ClassReport.of(lesson, cls, true, n -> "Élève " + n);
        assertThat(r.rows()).extracting(ClassReport.Row::learner).containsExactly("Élève 1", "Élève 2", "Élève 3");
        assertThat(r.rows()).extracting(ClassReport.Row::score).containsExactly(100, 50, 34);
        // One who never tried comes last, whatever the name: "Aaron" would otherwise be first.
        ClassReport withAaron = ClassReport.of(lesson, new java.util.ArrayList<>(List.of(cls.get(0), cls.get(1), cls.get(2), Learner.named("Aaron"))),
                true, n -> "Élève " + n);
        assertThat(withAaron.rows()).extracting(ClassReport.Row::tried).containsExactly(true, true, true, false);
    }

    @Test
    void anonymisedTheLearnersBecomeNumbersAndTheCsvQuotesWhatNeedsIt() {
        Lesson lesson = twoQuestions();
        List<Learner> cls = List.of(learner("Zoe", result("q1", 0, 0, false, true), result("q2", 1, 0, false, true, "B, \"the other\"")),
                learner("Ann", result("q1", 0, 0, false, true)));
        ClassReport r = ClassReport.of(lesson, cls, true);
        // Numbered best score first, not by name: Zoe (100 and 67) is Learner 1, Ann (100, q2 not reached) Learner 2.
        assertThat(r.rows()).extracting(ClassReport.Row::learner).containsExactly("Learner 1", "Learner 2");
        assertThat(r.rows()).extracting(ClassReport.Row::score).containsExactly(84, 50);
        String csv = r.csv();
        assertThat(csv).doesNotContain("Zoe").doesNotContain("Ann");
        assertThat(csv.split("\r\n")).containsExactly(
                "learner,lesson,step,kind,score,first_try,misses,hints,worked_answer,wrong_answers",
                "Learner 1,x,q1,question,100,true,0,0,false,",
                "Learner 1,x,q2,question,67,false,1,0,false,\"B, \"\"the other\"\"\"",
                "Learner 2,x,q1,question,100,true,0,0,false,",
                "Learner 2,x,q2,question,,,,,,");
    }
}
