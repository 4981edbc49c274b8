package tutor.ui.model;

/** Receives the model's events, always on the event thread. */
@FunctionalInterface
public interface TutorListener {
    void changed(TutorEvent event);
}
