package tutor.ui.lesson;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import tutor.lesson.Lesson;
import tutor.lesson.Shelf;

/**
 * A review run: the steps a learner is due to see again, asked one after another, each as a one-step lesson. Apart
 * from {@link Lessons}, which opens each step and says when the run is over.
 */
final class ReviewRun {

    private final Deque<Shelf.Due> queue = new ArrayDeque<>();
    private int total;

    /** Starts a run over these steps; false when there is none to review. */
    boolean begin(List<Shelf.Due> due) {
        queue.clear();
        queue.addAll(due);
        total = queue.size();
        return !queue.isEmpty();
    }

    /** Whether a step of the run is still to be asked. */
    boolean hasNext() {
        return !queue.isEmpty();
    }

    /** How many steps the run began with (the notice at its end counts them). */
    int total() {
        return total;
    }

    /** The next step, taken off the run. */
    Shelf.Due next() {
        return queue.poll();
    }

    /** The lesson a step due is asked in: its own lesson with that one step. */
    static Lesson oneStep(Shelf.Due d) {
        return new Lesson(d.lesson().file(), d.lesson().id(), d.lesson().title(), d.lesson().track(), d.lesson().level(),
                d.lesson().minutes(), d.lesson().audience(), d.lesson().edition(), d.lesson().objectives(), d.lesson().skills(),
                d.lesson().prerequisites(), d.lesson().keyRules(), d.lesson().figures(), List.of(d.step()),
                d.lesson().teacherNotes(), d.lesson().handout());
    }
}
