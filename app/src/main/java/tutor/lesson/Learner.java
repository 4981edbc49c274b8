package tutor.lesson;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One learner's progress on this machine: every attempt at a lesson, and the review list.
 * A value: each change returns a new learner, which the store then saves as a whole.
 */
public record Learner(String name, List<LessonAttempt> attempts, List<ReviewItem> review) {

    public Learner {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a learner needs a name");
        }
        attempts = List.copyOf(attempts);
        review = List.copyOf(review);
    }

    public static Learner named(String name) {
        return new Learner(name.strip(), List.of(), List.of());
    }

    /** The latest attempt at a lesson, if any. */
    public Optional<LessonAttempt> latest(String lessonId) {
        LessonAttempt found = null;
        for (LessonAttempt a : attempts) {
            if (a.lessonId().equals(lessonId)) {
                found = a;
            }
        }
        return Optional.ofNullable(found);
    }

    /** The best stars earned on a lesson over every scored attempt (the best result is kept). */
    public int stars(Lesson lesson) {
        int best = 0;
        int scored = lesson.scoredSteps().size();
        for (LessonAttempt a : attempts) {
            if (a.lessonId().equals(lesson.id()) && a.mode().scored()) {
                best = Math.max(best, a.stars(scored));
            }
        }
        return best;
    }

    /** Adds or replaces the attempt started at the same moment (an attempt is saved as it goes). */
    public Learner with(LessonAttempt attempt) {
        List<LessonAttempt> out = new ArrayList<>();
        for (LessonAttempt a : attempts) {
            if (!(a.lessonId().equals(attempt.lessonId()) && a.started().equals(attempt.started()))) {
                out.add(a);
            }
        }
        out.add(attempt);
        return new Learner(name, out, review);
    }

    /** A scored step's result enters the review list when it was not right first time. */
    public Learner reviewAfter(String lessonId, StepResult r, LocalDate today) {
        if (r.firstTry()) {
            return this;
        }
        ReviewItem item = ReviewItem.missed(lessonId, r.stepId(), today);
        return withReview(item, true);
    }

    /** The result of a review: moves the item on, starts it again, or takes it off when mastered. */
    public Learner reviewed(ReviewItem item, boolean rightFirstTime, LocalDate today) {
        Optional<ReviewItem> next = item.after(rightFirstTime, today);
        return next.map(n -> withReview(n, true)).orElseGet(() -> withReview(item, false));
    }

    /** The items due today or earlier, the oldest first. */
    public List<ReviewItem> due(LocalDate today) {
        return review.stream().filter(i -> i.isDue(today)).sorted(java.util.Comparator.comparing(ReviewItem::due)).toList();
    }

    /** The same progress under another name (the class list renamed the learner). */
    public Learner renamed(String newName) {
        return new Learner(newName.strip(), attempts, review);
    }

    /**
     * This learner's progress merged with what another copy of the tutor saved for the same learner:
     * every attempt either copy has (an attempt both have is the one that got further), and every review
     * item, this copy's where both have the same step. Nothing either copy recorded is lost.
     */
    public Learner mergedWith(Learner other) {
        List<LessonAttempt> out = new ArrayList<>(attempts);
        for (LessonAttempt theirs : other.attempts) {
            int at = -1;
            for (int i = 0; i < out.size(); i++) {
                LessonAttempt a = out.get(i);
                if (a.lessonId().equals(theirs.lessonId()) && a.started().equals(theirs.started())) {
                    at = i;
                }
            }
            if (at < 0) {
                out.add(theirs);
            } else if (further(theirs, out.get(at))) {
                out.set(at, theirs);
            }
        }
        out.sort(java.util.Comparator.comparing(LessonAttempt::started));
        List<ReviewItem> items = new ArrayList<>(review);
        for (ReviewItem theirs : other.review) {
            if (items.stream().noneMatch(i -> i.sameStep(theirs))) {
                items.add(theirs);
            }
        }
        return new Learner(name, out, items);
    }

    private static boolean further(LessonAttempt a, LessonAttempt b) {
        if (a.finished() != b.finished()) {
            return a.finished();
        }
        return a.results().size() > b.results().size();
    }

    private Learner withReview(ReviewItem item, boolean keep) {
        List<ReviewItem> out = new ArrayList<>();
        for (ReviewItem i : review) {
            if (!i.sameStep(item)) {
                out.add(i);
            }
        }
        if (keep) {
            out.add(item);
        }
        return new Learner(name, attempts, out);
    }
}
