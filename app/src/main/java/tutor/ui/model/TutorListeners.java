package tutor.ui.model;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** The views listening to the model, each told every event in the order they came. */
final class TutorListeners {

    /** With -Dtutor.timing=true, each listener slower than 4 ms says so: the views must keep a move under 16 ms. */
    private static final boolean TIMING = Boolean.getBoolean("tutor.timing");

    private final List<TutorListener> listeners = new CopyOnWriteArrayList<>();

    void add(TutorListener l) {
        listeners.add(l);
    }

    void remove(TutorListener l) {
        listeners.remove(l);
    }

    void fire(TutorEvent e) {
        for (TutorListener l : listeners) {
            long start = TIMING ? System.nanoTime() : 0;
            l.changed(e);
            if (TIMING && System.nanoTime() - start > 4_000_000) {
                System.err.printf("tutor.timing %s on %s: %.1f ms%n", l.getClass().getName().replaceAll("\\$\\$.*", ""),
                        e.getClass().getSimpleName(), (System.nanoTime() - start) / 1e6);
            }
        }
    }
}
