package tutor.ui.lesson;

import java.time.LocalDate;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;
import tutor.lesson.Learner;
import tutor.lesson.LessonAttempt;
import tutor.lesson.StepResult;
import tutor.play.LessonActivity;

/**
 * Saves a lesson's progress as the learner goes, each change at once ({@link ClassList}): every scored step's result,
 * the attempt, and the steps to review, for the learner who started the lesson (another chosen mid-lesson is not
 * credited with it). Apart from {@link Lessons}, which says when a lesson opens and when it changed.
 */
final class AttemptRecorder {

    private final ClassList cls;
    private final Supplier<LocalDate> today;
    /** Who the current activity's results are recorded for (the learner when it started), or empty. */
    private String recordingFor = "";
    private final Set<String> recorded = new HashSet<>();
    private LessonAttempt lastSaved;

    AttemptRecorder(ClassList cls, Supplier<LocalDate> today) {
        this.cls = cls;
        this.today = today;
    }

    /** A lesson opened: its results go to this learner ("" for nobody: nothing is recorded). */
    void startFor(String learner) {
        recordingFor = learner;
        recorded.clear();
        lastSaved = null;
    }

    /** Who the lesson open is recorded for, or empty. */
    String learner() {
        return recordingFor;
    }

    /** Saves what is new in an activity for the learner who started it: results, the attempt, and steps to review. */
    void record(LessonActivity a) {
        if (recordingFor.isEmpty() || !a.mode().scored()) {
            return;
        }
        Learner l = cls.named(recordingFor).orElse(Learner.named(recordingFor));
        Learner before = l;
        LessonAttempt attempt = a.run().attempt();
        for (StepResult r : attempt.results()) {
            if (recorded.add(r.stepId())) {
                l = a.review() != null ? l.reviewed(a.review(), r.firstTry(), today.get())
                        : l.reviewAfter(a.lesson().id(), r, today.get());
            }
        }
        if (a.review() == null && !attempt.equals(lastSaved)) {
            l = l.with(attempt);
            lastSaved = attempt;
        }
        if (l != before) {
            cls.update(l);
        }
    }
}
