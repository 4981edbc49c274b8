package tutor.lesson;

import java.time.LocalDate;

/**
 * A step a learner missed, coming back for another try on {@code due}. {@code stage} counts the
 * reviews passed in a row: 0 waits 1 day, 1 waits 3 days, 2 waits a week; passing the third
 * takes it off the list.
 */
public record ReviewItem(String lessonId, String stepId, LocalDate due, int stage) {

    /** Days to wait before each review, by stage. */
    public static final int[] INTERVAL_DAYS = {1, 3, 7};

    public boolean isDue(LocalDate today) {
        return !due.isAfter(today);
    }

    /** A missed step's first review, tomorrow. */
    public static ReviewItem missed(String lessonId, String stepId, LocalDate today) {
        return new ReviewItem(lessonId, stepId, today.plusDays(INTERVAL_DAYS[0]), 0);
    }

    /**
     * After a review: right first time moves it on (3 days, then a week, then done: empty); anything
     * else starts it again from tomorrow.
     */
    public java.util.Optional<ReviewItem> after(boolean rightFirstTime, LocalDate today) {
        if (!rightFirstTime) {
            return java.util.Optional.of(missed(lessonId, stepId, today));
        }
        int next = stage + 1;
        if (next >= INTERVAL_DAYS.length) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new ReviewItem(lessonId, stepId, today.plusDays(INTERVAL_DAYS[next]), next));
    }

    public boolean sameStep(ReviewItem o) {
        return lessonId.equals(o.lessonId) && stepId.equals(o.stepId);
    }
}
