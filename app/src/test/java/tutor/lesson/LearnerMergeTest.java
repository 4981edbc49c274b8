package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Two copies of one learner's progress (the class list's and the window's, or two saves) merged: nothing
 * either recorded is lost, an attempt both hold keeps the copy that got further, a review item both hold is kept once.
 */
class LearnerMergeTest {

    private static final Instant NINE = Instant.parse("2026-11-23T09:00:00Z");
    private static final Instant TEN = Instant.parse("2026-11-23T10:00:00Z");
    private static final LocalDate MONDAY = LocalDate.of(2026, 11, 23);

    private static StepResult right(String step) {
        return new StepResult(step, 0, 0, false, true, List.of());
    }

    @Test
    void attemptsOfBothCopiesAreKeptInTheOrderTheyWereStartedAndTheFurtherCopyOfAnAttemptWins() {
        LessonAttempt halfWay = new LessonAttempt("jail", Mode.QUIZ, NINE, false, List.of(right("q1")));
        LessonAttempt finished = new LessonAttempt("jail", Mode.QUIZ, NINE, true, List.of(right("q1"), right("q2")));
        LessonAttempt other = new LessonAttempt("rent", Mode.PRACTISE, TEN, false, List.of());
        Learner window = Learner.named("Ann").with(finished);
        Learner list = Learner.named("Ann").with(other).with(halfWay);
        Learner merged = list.mergedWith(window);
        assertThat(merged.name()).isEqualTo("Ann");
        assertThat(merged.attempts()).containsExactly(finished, other);
        // The same merge the other way round gives the same attempts.
        assertThat(window.mergedWith(list).attempts()).containsExactly(finished, other);
    }

    @Test
    void aReviewItemBothCopiesHoldIsKeptOnceAsThisCopyHasItAndTheOthersAreAdded() {
        ReviewItem mine = ReviewItem.missed("jail", "q1", MONDAY);
        ReviewItem theirsLater = new ReviewItem("jail", "q1", MONDAY.plusDays(3), 2);
        ReviewItem theirsOther = ReviewItem.missed("rent", "q4", MONDAY);
        Learner a = new Learner("Ann", List.of(), List.of(mine));
        Learner b = new Learner("Ann", List.of(), List.of(theirsLater, theirsOther));
        assertThat(a.mergedWith(b).review()).containsExactly(mine, theirsOther);
    }

    @Test
    void mergingWithAnEmptyCopyChangesNothing() {
        Learner a = Learner.named("Ann").with(new LessonAttempt("jail", Mode.QUIZ, NINE, true, List.of(right("q1"))));
        assertThat(a.mergedWith(Learner.named("Ann"))).isEqualTo(a);
        assertThat(Learner.named("Ann").mergedWith(a).attempts()).isEqualTo(a.attempts());
    }
}
