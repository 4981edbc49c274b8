package tutor.ui.model;

import tutor.play.Activity;
import tutor.play.RulingEntry;
import java.util.List;
import java.util.Set;
import tutor.trace.TraceStep;

/** What changed in the {@link TutorModel}. Views listen and redraw what the event concerns. */
public sealed interface TutorEvent {

    /** Another activity was opened (or none: {@code activity} null, perhaps with a broken file to show). */
    record ActivityChanged(Activity activity, LibraryItem broken) implements TutorEvent { }

    /** The same activity moved on: a move, an answer, a hint, undo or restart. */
    record ActivityUpdated(Activity activity) implements TutorEvent { }

    /**
     * The timeline the views may show changed: new rulings, or rulings taken back or revealed.
     * {@code hidden} rulings were made but wait for the learner's answer to a question.
     */
    record TimelineChanged(List<RulingEntry> shown, int hidden) implements TutorEvent { }

    /** A ruling of the timeline was chosen for reading (null when there is none). */
    record RulingSelected(RulingEntry entry) implements TutorEvent { }

    /** A step of the chosen ruling was selected: the squares and seats it involves are highlighted. */
    record StepSelected(TraceStep step, Set<Integer> spaces, Set<Integer> seats) implements TutorEvent { }

    /** The library was (re)loaded. */
    record LibraryChanged(List<LibraryItem> items) implements TutorEvent { }

    /** A learner's progress mark changed (or the learner did: {@code activityId} null). */
    record ProgressChanged(String activityId) implements TutorEvent { }

    /**
     * The window's language changed ("en", "fr", "ru"; {@code Texts.PSEUDO} in tests): every view words itself
     * again. The activity, its timeline and what is selected stay as they were.
     */
    record LanguageChanged(String language) implements TutorEvent { }

    /** Something to tell the user in the status line; {@code problem} when it went wrong. */
    record Notice(String text, boolean problem) implements TutorEvent { }
}
