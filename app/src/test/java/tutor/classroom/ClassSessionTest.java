package tutor.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.ClassReport;
import tutor.lesson.LessonAttempt;
import tutor.lesson.StepResult;

/** A class session's rules: who gets in, what is counted, what a learner sees, and the results it keeps. */
class ClassSessionTest {

    @TempDir
    Path dir;
    ClassStore store;
    ClassSession session;

    @BeforeEach
    void open() {
        store = ClassStore.open(dir.resolve("classroom.db"));
        session = ClassFixture.live(store);
    }

    @AfterEach
    void close() {
        store.close();
    }

    private Seat join(String name) {
        Admission a = session.join("acd-efg", name, "en");
        assertThat(a.refusal()).as(name).isNull();
        return a.seat();
    }

    @Test
    void aWrongCodeABadNameOrATakenNameIsRefusedAndNothingIsKept() {
        assertThat(session.join("ACDEFH", "Ann", "en").refusal()).isEqualTo(Refusal.WRONG_CODE);
        assertThat(session.join("", "Ann", "en").refusal()).isEqualTo(Refusal.WRONG_CODE);
        for (String bad : List.of("", "   ", "<script>alert(1)</script>", "Ann; DROP TABLE learners", "=HYPERLINK(\"x\")",
                "Abcdefghijklmnopqrstu", "Ann\u0000", "\uD83D\uDE00")) {
            assertThat(session.join("ACDEFG", bad, "en").refusal()).as(bad).isEqualTo(Refusal.BAD_NAME);
        }
        join("Anne-Marie");
        join("D'Arcy");
        join("Ёжик");
        assertThat(session.join("ACDEFG", " Anne-Marie ", "en").refusal()).isEqualTo(Refusal.NAME_TAKEN);
        assertThat(store.learners(session.id())).extracting(ClassStore.LearnerRow::firstName)
                .containsExactly("Anne-Marie", "D'Arcy", "Ёжик");
    }

    @Test
    void aNameIsTakenWhateverItsCaseAccentsOrWidth() {
        join("Ann");
        join("D'Arcy");
        join("Ёжик");
        for (String same : List.of("ann", " ANN ", "Ånn", "\uFF21\uFF4E\uFF4E", "d\u2019arcy", "ЕЖИК")) {
            assertThat(session.join("ACDEFG", same, "en").refusal()).as(same).isEqualTo(Refusal.NAME_TAKEN);
        }
        assertThat(session.join("ACDEFG", "Anna", "en").admitted()).isTrue();
        assertThat(store.learners(session.id())).extracting(ClassStore.LearnerRow::firstName)
                .containsExactly("Ann", "D'Arcy", "Ёжик", "Anna");
    }

    @Test
    void theTeacherRemovesALearnerWithTheirAnswersAndTheirTokenNoLongerCounts() {
        Admission ann = session.join("ACDEFG", "Ann", "en");
        Seat ben = join("Ben");
        int q = ClassFixture.step("after-paying");
        while (session.step() < q) {
            session.next();
        }
        assertThat(session.answer(ann.seat(), q, 0, null).recorded()).isTrue();
        assertThat(session.answer(ben, q, 1, null).recorded()).isTrue();
        long before = session.version();
        // Matched as joining matches names: "ANN" is Ann.
        Seat found = session.seatNamed(" ANN ").orElseThrow();
        assertThat(session.remove(found)).isTrue();
        assertThat(session.version()).isGreaterThan(before);
        assertThat(session.seats()).containsExactly(ben);
        assertThat(session.seat(ann.token())).isEmpty();
        assertThat(store.learners(session.id())).extracting(ClassStore.LearnerRow::firstName).containsExactly("Ben");
        assertThat(store.answers(session.id())).extracting(ClassStore.Answer::learnerId).containsOnly(ben.id());
        assertThat(session.results().attempts()).containsOnlyKeys("Ben");
        assertThat(StepTally.of(session, q).answered()).isEqualTo(1);
        assertThat(session.remove(found)).isFalse();
        assertThat(session.seatNamed("Zoe")).isEmpty();
        // The name is free again: a learner who typed it by mistake may come back under the right one, or this one.
        assertThat(session.join("ACDEFG", "Ann", "en").admitted()).isTrue();
    }

    @Test
    void aTokenFindsItsLearnerAndNothingElseDoes() {
        Admission a = session.join("ACDEFG", "Ann", "fr");
        assertThat(session.seat(a.token())).contains(a.seat());
        assertThat(a.seat().language()).isEqualTo("fr");
        assertThat(session.seat(Secrets.newToken())).isEmpty();
        assertThat(session.seat("' OR 1=1 --")).isEmpty();
        assertThat(session.seat(null)).isEmpty();
    }

    @Test
    void oneAnswerPerLearnerPerQuestionIsCountedAndTheAnswerWaitsForReveal() {
        Seat ann = join("Ann");
        Seat ben = join("Ben");
        int q = ClassFixture.step("after-paying");
        assertThat(session.answer(ann, q, 0, null).refusal()).isEqualTo(Refusal.NOT_NOW);
        while (session.step() < q) {
            session.next();
        }
        assertThat(session.answer(ann, q, 1, null).recorded()).isTrue();
        assertThat(session.answer(ann, q, 0, null).refusal()).isEqualTo(Refusal.ALREADY);
        assertThat(session.answer(ben, q, 7, null).refusal()).isEqualTo(Refusal.INVALID);
        assertThat(session.answer(ben, q, 0, null).recorded()).isTrue();
        assertThat(store.answers(session.id())).hasSize(2);

        Map<String, Object> page = LearnerPage.of(session, ann);
        @SuppressWarnings("unchecked")
        Map<String, Object> mine = (Map<String, Object>) page.get("mine");
        assertThat(mine.get("right")).isEqualTo(false);
        // Ann's own feedback explains her wrong choice, but the right answer waits for the teacher.
        assertThat(mine.get("blocks").toString()).contains("doubles ").contains("t=free, i=true").doesNotContain("The answer");
        assertThat(page).doesNotContainKey("reveal");

        StepTally tally = StepTally.of(session, q);
        assertThat(tally.answered()).isEqualTo(2);
        assertThat(tally.spread()).extracting(StepTally.Bar::count).containsExactly(1, 1, 0);
        assertThat(tally.common()).singleElement().satisfies(w -> {
            assertThat(w.answer()).isEqualTo("She moves, and her turn ends");
            assertThat(w.why()).contains("Ann was already free");
        });

        session.reveal();
        assertThat(session.answer(ben, q, 1, null).refusal()).isEqualTo(Refusal.LOCKED);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> reveal = (List<Map<String, Object>>) LearnerPage.of(session, ann).get("reveal");
        assertThat(reveal.get(0).get("blocks").toString()).contains("The answer: She moves, and throws again because of the doubles");
        assertThat(reveal).hasSize(4); // the answer, then the lesson's three worked steps
        // French quotes the chosen sentence, as the class page's own « La bonne réponse est « … » » does (issue 24, fr9 T1).
        Seat chloe = session.join("acd-efg", "Chloe", "fr").seat();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> revealFr = (List<Map<String, Object>>) LearnerPage.of(session, chloe).get("reveal");
        assertThat(revealFr.get(0).get("blocks").toString()).contains("Réponse attendue\u00a0: «\u00a0Elle avance, et relance");
    }

    @Test
    void anAmountIsReadAsTypedAndAWrongOneGetsItsOwnExplanation() {
        Seat ann = join("Ann");
        Seat ben = join("Ben");
        Seat cleo = join("Cleo");
        int q = ClassFixture.step("third-fine");
        while (session.step() < q) {
            session.next();
        }
        assertThat(session.answer(ann, q, null, "$50").recorded()).isTrue();
        assertThat(session.answer(ben, q, null, "150").recorded()).isTrue();
        assertThat(session.answer(cleo, q, null, "fifty").refusal()).isEqualTo(Refusal.INVALID);
        @SuppressWarnings("unchecked")
        Map<String, Object> mine = (Map<String, Object>) LearnerPage.of(session, ben).get("mine");
        assertThat(mine.get("blocks").toString()).contains("t=The fine is paid once, not once for every failed throw.");
        StepTally tally = StepTally.of(session, q);
        assertThat(tally.spread()).extracting(StepTally.Bar::label).containsExactlyInAnyOrder("$50", "$150");
        assertThat(tally.common()).singleElement().extracting(StepTally.Wrong::why)
                .isEqualTo("The fine is paid once, not once for every failed throw.");
    }

    @Test
    void aScenarioStepIsPlayedOnTheLearnersOwnBoardAndTheRefereeJudgesEveryMove() {
        Seat ann = join("Ann");
        int p = ClassFixture.step("pay-first");
        session.next();
        assertThat(session.step()).isEqualTo(p);
        Map<String, Object> play = play(ann);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> moves = (List<Map<String, Object>>) play.get("moves");
        List<String> labels = moves.stream().map(m -> (String) m.get("label")).toList();
        assertThat(labels).contains("Ann pays the fine to leave Jail", "Ann throws the dice");
        int told = (int) play.get("told");
        // The tempting wrong move first: throwing for doubles.
        assertThat(session.move(ann, p, labels.indexOf("Ann throws the dice"), told, null).recorded()).isTrue();
        assertThat(session.move(ann, p, labels.indexOf("Ann throws the dice"), told, null).refusal())
                .isEqualTo(Refusal.STALE);
        play = play(ann);
        assertThat(play.get("transcript").toString()).contains("Throwing first is a gamble on doubles");
        // Told to try again, she may, and may ask for a hint (as at the window); a hint records no answer.
        assertThat(play.get("hint")).isEqualTo(true);
        int answersBefore = store.answers(session.id()).size();
        assertThat(session.hint(ann, p).recorded()).isTrue();
        assertThat(play(ann).get("transcript").toString()).contains("Hint: ");
        assertThat(store.answers(session.id())).hasSize(answersBefore);
        told = (int) play(ann).get("told");
        assertThat(session.move(ann, p, labels.indexOf("Ann pays the fine to leave Jail"), told, null).recorded()).isTrue();
        // The same move sent twice (a double tap): the second is told it was already played.
        assertThat(session.move(ann, p, labels.indexOf("Ann pays the fine to leave Jail"), told, null).refusal())
                .isEqualTo(Refusal.ALREADY);
        // The script throws 4 and 2 for her and asks where she is: one answer, the right one.
        play = play(ann);
        @SuppressWarnings("unchecked")
        Map<String, Object> question = (Map<String, Object>) play.get("question");
        assertThat(question.get("choices")).isEqualTo(List.of("Still in Jail", "St. James Place", "Pennsylvania Railroad"));
        assertThat(session.answer(ann, p, 1, null).recorded()).isTrue();
        assertThat(play(ann).get("finished")).isEqualTo(true);
        // The page says the end in web words: not the window's "undo, or restart".
        assertThat(play(ann).get("transcript").toString()).doesNotContain("undo").doesNotContain("restart");
        assertThat(play(ann).get("hint")).isEqualTo(false);
        assertThat(session.hint(ann, p).refusal()).isEqualTo(Refusal.NOT_NOW);
        assertThat(session.move(ann, p, labels.indexOf("Ann pays the fine to leave Jail"), told, null).refusal())
                .isEqualTo(Refusal.ALREADY);
        @SuppressWarnings("unchecked")
        Map<String, Object> board = (Map<String, Object>) play(ann).get("board");
        assertThat(board.get("players").toString()).contains("name=Ann, cash=$550, at=16, square=St. James Place");

        StepTally tally = StepTally.of(session, p);
        assertThat(tally.finished()).isEqualTo(1);
        assertThat(tally.firstTry()).isZero();
        assertThat(tally.common()).singleElement().satisfies(w -> {
            assertThat(w.answer()).isEqualTo("Ann throws the dice");
            assertThat(w.why()).startsWith("Throwing first is a gamble on doubles");
        });
        StepResult r = session.results().attempts().get("Ann").result("pay-first").orElseThrow();
        assertThat(r.right()).isTrue();
        assertThat(r.misses()).isEqualTo(1);
        assertThat(r.score()).isEqualTo(67);

        session.reveal();
        List<Reveal.Part> reveal = Reveal.of(session.lesson(), p, "en");
        assertThat(reveal.get(0).lines()).containsExactly("Ann wants out of Jail this turn, for certain. What does she do first?");
        assertThat(reveal).extracting(Reveal.Part::title).contains("Paying the fine to leave Jail");
        assertThat(reveal.toString()).contains("Ann pays the Bank $50").contains("The answer: St. James Place");
        assertThat(Reveal.of(session.lesson(), p, "fr").toString()).contains("La bonne réponse est «\u00a0St. James Place\u00a0».");
        // A sum is revealed as a sum, not quoted as a chosen answer's words (the French read's C11).
        assertThat(tutor.text.Texts.of("classroom", "fr").get("reveal.answer", "3\u202f056,40\u00a0$", "amount"))
                .isEqualTo("La bonne réponse est 3\u202f056,40\u00a0$.");
        assertThat(tutor.text.Texts.of("classroom", "en").get("reveal.answer", "$3,056.40", "amount")).isEqualTo("The answer: $3,056.40");
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> play(Seat seat) {
        return play(session, seat);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> play(ClassSession in, Seat seat) {
        Map<String, Object> step = (Map<String, Object>) LearnerPage.of(in, seat).get("step");
        return (Map<String, Object>) step.get("play");
    }

    @Test
    void aSessionTakenUpAfterTheServerDiedHasEveryLearnerAnswerAndHalfPlayedGameBack() {
        Admission annIn = session.join("ACDEFG", "Ann", "en");
        Admission benIn = session.join("ACDEFG", "Ben", "fr");
        Seat ann = annIn.seat();
        Seat ben = benIn.seat();
        int p = ClassFixture.step("pay-first");
        int q = ClassFixture.step("after-paying");
        while (session.step() < q) {
            session.next();
        }
        assertThat(session.answer(ann, q, 0, null).recorded()).isTrue();
        while (session.step() > p) {
            session.back();
        }
        // Ann: the tempting wrong move, then the right one; the script's question is still open when the server dies.
        List<String> labels = labels(play(ann));
        assertThat(session.move(ann, p, labels.indexOf("Ann throws the dice"), (int) play(ann).get("told"), null).recorded()).isTrue();
        assertThat(session.move(ann, p, labels.indexOf("Ann pays the fine to leave Jail"), (int) play(ann).get("told"), null)
                .recorded()).isTrue();
        // Ben plays in French: his options are listed (and sorted) in French.
        List<String> benLabels = labels(play(ben));
        int benPays = benLabels.indexOf(benLabels.stream().filter(l -> l.startsWith("Ann paie")).findFirst().orElseThrow());
        assertThat(session.move(ben, p, benPays, (int) play(ben).get("told"), null).recorded()).isTrue();
        session.lock(true);
        Map<String, Object> annBefore = play(ann);
        Map<String, Object> benBefore = play(ben);
        store.close();

        store = ClassStore.open(dir.resolve("classroom.db"));
        ClassStore.SessionRow row = store.lastSession().orElseThrow();
        ClassSession again = ClassSession.resume(store, ClassFixture.lesson(), row, Clock.systemUTC());
        assertThat(again.code()).isEqualTo("ACDEFG");
        assertThat(again.step()).isEqualTo(p);
        assertThat(again.locked()).isTrue();
        Seat ann2 = again.seat(annIn.token()).orElseThrow();
        Seat ben2 = again.seat(benIn.token()).orElseThrow();
        assertThat(ann2.name()).isEqualTo("Ann");
        assertThat(ben2.language()).isEqualTo("fr");
        // Both games stand where they stood: the same transcript, the same question, the same count of what was told.
        assertThat(play(again, ann2)).isEqualTo(annBefore);
        assertThat(play(again, ben2)).isEqualTo(benBefore);
        assertThat(play(again, ann2)).containsKey("question");
        again.lock(false);
        assertThat(again.answer(ann2, p, 1, null).recorded()).isTrue();
        StepResult r = again.results().attempts().get("Ann").result("pay-first").orElseThrow();
        assertThat(r.misses()).isEqualTo(1);
        assertThat(r.score()).isEqualTo(67);
        assertThat(StepTally.of(again, p).common()).singleElement().extracting(StepTally.Wrong::answer).isEqualTo("Ann throws the dice");
        // Ann's question answered before the restart still counts once, with her feedback.
        while (again.step() < q) {
            again.next();
        }
        assertThat(again.answer(ann2, q, 1, null).refusal()).isEqualTo(Refusal.ALREADY);
        @SuppressWarnings("unchecked")
        Map<String, Object> mine = (Map<String, Object>) LearnerPage.of(again, ann2).get("mine");
        assertThat(mine.get("right")).isEqualTo(true);
        assertThat(mine.get("blocks").toString()).contains("doubles");
        assertThat(StepTally.of(again, q).answered()).isEqualTo(1);
    }

    @SuppressWarnings("unchecked")
    private static List<String> labels(Map<String, Object> play) {
        return ((List<Map<String, Object>>) play.get("moves")).stream().map(m -> (String) m.get("label")).toList();
    }

    @Test
    void theResultsMakeTheClassReportItsSafeCsvAndTheLessonsProgress() throws Exception {
        Seat ann = join("Ann");
        Seat ben = join("Ben");
        int q = ClassFixture.step("after-paying");
        int amount = ClassFixture.step("third-fine");
        int p = ClassFixture.step("pay-first");
        while (session.step() < p) {
            session.next();
        }
        // Ben throws for doubles twice and never finishes the scenario: the step was reached, two misses, one named.
        for (int i = 0; i < 2; i++) {
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> moves = (List<Map<String, Object>>) play(ben).get("moves");
            int throwing = moves.stream().map(m -> (String) m.get("label")).toList().indexOf("Ann throws the dice");
            assertThat(session.move(ben, p, throwing, (int) play(ben).get("told"), null).recorded()).isTrue();
        }
        while (session.step() < q) {
            session.next();
        }
        session.answer(ann, q, 0, null);
        session.answer(ben, q, 2, null);
        while (session.step() < amount) {
            session.next();
        }
        session.answer(ann, amount, null, "50");
        session.answer(ben, amount, null, "-50");
        ClassReport report = session.results().report(false, "en");
        assertThat(report.rows()).extracting(ClassReport.Row::learner).containsExactly("Ann", "Ben");
        int afterPaying = report.lesson().scoredSteps().indexOf(report.lesson().step("after-paying").orElseThrow());
        assertThat(report.rows().get(0).results().get(afterPaying).orElseThrow().score()).isEqualTo(100);
        assertThat(report.rows().get(1).results().get(afterPaying).orElseThrow().score()).isZero();
        assertThat(report.columns().get(afterPaying).commonWrong()).extracting(ClassReport.WrongCount::answer)
                .containsExactly("She stays in Jail until her next turn");
        StepResult bensGame = session.results().attempts().get("Ben").result("pay-first").orElseThrow();
        assertThat(bensGame.right()).isFalse();
        assertThat(bensGame.misses()).isEqualTo(2);
        assertThat(bensGame.wrongAnswers()).containsExactly("Ann throws the dice");
        String csv = session.results().csv("en");
        assertThat(csv).contains("Ben,leaving-jail,pay-first,play,0,false,2,Ann throws the dice\r\n");
        assertThat(csv).contains("Ann,leaving-jail,after-paying,question,100,true,0,\r\n");
        // A typed "-50" is a learner's text in the CSV: neutralised so a spreadsheet never reads it as a formula.
        assertThat(csv).contains("Ben,leaving-jail,third-fine,question,0,false,1,\"'-50\"\r\n");
        assertThat(session.results().report(true, "fr").rows()).extracting(ClassReport.Row::learner)
                .containsExactly("Élève 1", "Élève 2");

        tutor.lesson.load.ProgressStore progress = new tutor.lesson.load.ProgressStore(dir.resolve("learners.yaml"));
        session.results().addToProgress(progress);
        LessonAttempt annAttempt = progress.load().stream().filter(l -> l.name().equals("Ann")).findFirst().orElseThrow()
                .latest("leaving-jail").orElseThrow();
        assertThat(annAttempt.results()).extracting(StepResult::stepId).containsExactly("after-paying", "third-fine");
        LessonAttempt benAttempt = progress.load().stream().filter(l -> l.name().equals("Ben")).findFirst().orElseThrow()
                .latest("leaving-jail").orElseThrow();
        assertThat(benAttempt.results()).extracting(StepResult::stepId).containsExactly("pay-first", "after-paying", "third-fine");
    }

    @Test
    void homeworkGoesAtEachLearnersPaceAndClosesOnTime() {
        Instant start = Instant.parse("2026-11-28T09:00:00Z");
        MutableClock clock = new MutableClock(start);
        ClassSession hw = ClassSession.start(store, ClassFixture.lesson(), "5B", "en", ClassSession.Pace.HOMEWORK,
                start.plus(Duration.ofHours(2)), null, clock);
        Seat ann = hw.join(hw.code(), "Ann", "en").seat();
        Seat ben = hw.join(hw.code(), "Ben", "en").seat();
        int q = ClassFixture.step("after-paying");
        for (int i = 0; i < q; i++) {
            hw.ownStep(ann, 1);
        }
        assertThat(hw.stepOf(ann)).isEqualTo(q);
        assertThat(hw.stepOf(ben)).isZero();
        assertThat(hw.answer(ann, q, 0, null).recorded()).isTrue();
        // At her own pace, Ann sees the answer as soon as she has given hers.
        assertThat(LearnerPage.of(hw, ann)).containsKey("reveal");
        clock.now = start.plus(Duration.ofHours(3));
        for (int i = 0; i < q; i++) {
            hw.ownStep(ben, 1);
        }
        assertThat(hw.answer(ben, q, 0, null).refusal()).isEqualTo(Refusal.CLOSED);
        assertThat(hw.join(hw.code(), "Cleo", "en").refusal()).isEqualTo(Refusal.ENDED);
    }

    /** A clock a test moves by hand. */
    static final class MutableClock extends Clock {
        Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
