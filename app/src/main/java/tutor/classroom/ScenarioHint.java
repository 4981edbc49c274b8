package tutor.classroom;

import tutor.lesson.Step;

/**
 * The next rung of the hint ladder in a learner's own game, said into their transcript as at the window.
 * A hint is not an answer: nothing is recorded or counted. Called under the session's lock.
 */
final class ScenarioHint {

    private ScenarioHint() {
    }

    /** The hint at step {@code at} (open to this learner); refused when the step takes no move now or no rung is left. */
    static Outcome give(ClassLesson lesson, Seat seat, int at) {
        Seat.Played pl = lesson.steps().get(at) instanceof Step.Play p ? seat.play(lesson, p) : null;
        if (pl == null || pl.finished || !pl.session.hasHint()) {
            return Outcome.no(Refusal.NOT_NOW);
        }
        pl.session.hint();
        return Outcome.ok();
    }
}
