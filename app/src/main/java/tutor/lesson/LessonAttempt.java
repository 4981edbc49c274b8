package tutor.lesson;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One go at a lesson by one learner: the mode, when, and the result of every scored step reached.
 *
 * @param finished true once every step was reached
 */
public record LessonAttempt(String lessonId, Mode mode, Instant started, boolean finished, List<StepResult> results) {

    public LessonAttempt {
        results = List.copyOf(results);
    }

    /** The mean score over the scored steps of the lesson (a step not reached counts 0). */
    public int score(int scoredSteps) {
        if (scoredSteps == 0) {
            return finished ? StepResult.FIRST_TRY : 0;
        }
        int sum = 0;
        for (StepResult r : results) {
            sum += r.score();
        }
        return Math.round((float) sum / scoredSteps);
    }

    /** Stars for a finished attempt: 3 from a mean of 90, 2 from 67, 1 for finishing; 0 when not finished. */
    public int stars(int scoredSteps) {
        if (!finished) {
            return 0;
        }
        int s = score(scoredSteps);
        return s >= 90 ? 3 : s >= StepResult.AFTER_HELP ? 2 : 1;
    }

    public LessonAttempt with(StepResult r) {
        List<StepResult> out = new ArrayList<>();
        for (StepResult old : results) {
            if (!old.stepId().equals(r.stepId())) {
                out.add(old);
            }
        }
        out.add(r);
        return new LessonAttempt(lessonId, mode, started, finished, out);
    }

    public LessonAttempt finish() {
        return new LessonAttempt(lessonId, mode, started, true, results);
    }

    public java.util.Optional<StepResult> result(String stepId) {
        return results.stream().filter(r -> r.stepId().equals(stepId)).findFirst();
    }
}
