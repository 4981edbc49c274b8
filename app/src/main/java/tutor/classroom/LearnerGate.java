package tutor.classroom;

import tutor.classroom.ClassSession.Pace;
import tutor.lesson.Step;

/** Whether a step is open to a learner's answer now, and whether its answer is shown to them. Called under the session's lock. */
final class LearnerGate {

    private LearnerGate() {
    }

    /** Whether a learner may answer at step {@code at} now, or why not. */
    static Refusal closedFor(ClassSession s, Seat seat, int at) {
        if (s.ended()) {
            return s.pace() == Pace.HOMEWORK && !s.endedByTeacher() ? Refusal.CLOSED : Refusal.ENDED;
        }
        if (at != s.stepOf(seat) || !ClassLesson.answered(s.lesson().steps().get(at))) {
            return Refusal.NOT_NOW;
        }
        if (s.pace() == Pace.LIVE && s.locked()) {
            return Refusal.LOCKED;
        }
        return null;
    }

    /** Why a learner may not act at step {@code at} (no such step, or not open to them now), or null when they may. */
    static Refusal refusedAt(ClassSession s, Seat seat, int at) {
        return at < 0 || at >= s.lesson().steps().size() ? Refusal.INVALID : closedFor(s, seat, at);
    }

    /** Whether the answer and ruling at step {@code at} are shown to this learner. */
    static boolean revealedFor(ClassSession s, Seat seat, int at) {
        Step step = s.lesson().steps().get(at);
        if (s.pace() == Pace.LIVE) {
            return at == s.step() && s.revealed() || s.endedByTeacher();
        }
        return seat.answers.containsKey(step.id()) || seat.plays.containsKey(step.id()) && seat.plays.get(step.id()).finished
                || s.ended();
    }
}
