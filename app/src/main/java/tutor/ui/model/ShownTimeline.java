package tutor.ui.model;

import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import tutor.play.RulingEntry;
import tutor.rules.state.GameState;
import tutor.trace.TraceStep;

/**
 * The open activity's timeline as the views may show it (a question's rulings stay hidden until it is answered),
 * and the ruling and step of it chosen for reading. Changed on the event thread only, each change told as a
 * typed event.
 */
public final class ShownTimeline {

    private final Consumer<TutorEvent> fire;
    private final Supplier<GameState> shownState;
    private List<RulingEntry> shown = List.of();
    private int hidden;
    private RulingEntry selected;
    private TraceStep selectedStep;

    ShownTimeline(Consumer<TutorEvent> fire, Supplier<GameState> shownState) {
        this.fire = fire;
        this.shownState = shownState;
    }

    /** The rulings the views may show now, oldest first. */
    public List<RulingEntry> rulings() {
        return shown;
    }

    /** The ruling chosen for reading, or null. */
    public RulingEntry selected() {
        return selected;
    }

    /** Chooses a ruling of the shown timeline by its number (from 1). */
    public void select(int number) {
        TutorModel.requireEdt();
        if (number >= 1 && number <= shown.size() && (selected == null || selected.number() != number)) {
            select(shown.get(number - 1));
        }
    }

    /** The previous (-1) or next (+1) ruling of the timeline. */
    public void step(int delta) {
        if (selected != null) {
            select(selected.number() + delta);
        }
    }

    /** The step of the chosen ruling being read, or null. */
    public TraceStep selectedStep() {
        return selectedStep;
    }

    /** A step of the chosen ruling is being read: the views highlight what it involves. */
    public void selectStep(TraceStep step) {
        TutorModel.requireEdt();
        selectedStep = step;
        GameState s = shownState.get();
        StepFocus f = StepFocus.of(step, s == null ? null : s.board());
        fire.accept(new TutorEvent.StepSelected(step, Set.copyOf(f.spaces), Set.copyOf(f.seats)));
    }

    /** Another activity is open: nothing of the last one's timeline stays shown or chosen. */
    void clear() {
        shown = List.of();
        selected = null;
        selectedStep = null;
    }

    /**
     * The activity's timeline may have changed: {@code now} is what may be shown, {@code waiting} how many rulings
     * a question still hides. With {@code force} (another activity) it is told and its newest ruling chosen even
     * when nothing differs.
     */
    void update(List<RulingEntry> now, int waiting, boolean force) {
        if (!force && sameRulings(now, shown) && waiting == hidden) {
            return;
        }
        boolean sameShown = !force && sameRulings(now, shown);
        shown = now;
        hidden = waiting;
        fire.accept(new TutorEvent.TimelineChanged(shown, hidden));
        if (sameShown) {
            return; // only the count of hidden rulings changed: the learner keeps their place
        }
        select(shown.isEmpty() ? null : shown.get(shown.size() - 1));
    }

    private static boolean sameRulings(List<RulingEntry> a, List<RulingEntry> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i).ruling() != b.get(i).ruling()) {
                return false;
            }
        }
        return true;
    }

    private void select(RulingEntry entry) {
        selected = entry;
        selectedStep = null;
        fire.accept(new TutorEvent.RulingSelected(entry));
    }
}
