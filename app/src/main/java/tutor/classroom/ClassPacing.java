package tutor.classroom;

/**
 * Where the teacher has the class: the step, whether answers are locked or the answer revealed, whether the
 * session has ended. Every change is stored before any learner is told. Called under the session's lock.
 */
final class ClassPacing {

    private final ClassSession session;
    int step;
    boolean locked;
    boolean revealed;
    boolean ended;

    ClassPacing(ClassSession session) {
        this.session = session;
    }

    void next() {
        if (!ended && step < session.lesson().steps().size() - 1) {
            step++;
            locked = false;
            revealed = false;
            paced();
        }
    }

    void back() {
        if (!ended && step > 0) {
            step--;
            locked = false;
            revealed = false;
            paced();
        }
    }

    /** Stops taking answers at this step (or takes them again). */
    void lock(boolean lock) {
        if (!ended && locked != lock) {
            locked = lock;
            paced();
        }
    }

    /** Shows every learner the answer and the referee's ruling; answers stop. */
    void reveal() {
        if (!ended && !revealed) {
            revealed = true;
            locked = true;
            paced();
        }
    }

    void end() {
        if (!ended) {
            ended = true;
            session.store().endSession(session.id(), session.now());
            session.changed(ClassSession.Change.PACE);
        }
    }

    /** Where a resumed session stood when its server stopped. */
    void restore(int step, boolean locked, boolean revealed) {
        this.step = step;
        this.locked = locked;
        this.revealed = revealed;
    }

    /** Keeps where the class stands before any learner is told, then tells them. */
    private void paced() {
        session.store().keepStanding(session.id(), step, locked, revealed);
        session.changed(ClassSession.Change.PACE);
    }
}
