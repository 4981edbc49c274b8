package tutor.play.edit;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;

/**
 * The editor's undo and redo: every value the table has had, so Ctrl+Z steps back through the
 * user's changes and Ctrl+Y forward again. A new change after an undo drops what could be redone,
 * as every editor does. A change that leaves the value equal is not a step (typing the same cash
 * again must not cost the user an undo).
 */
public final class EditHistory<T> {

    /** How many steps back are kept; older ones are forgotten. Far more than a set-up takes. */
    public static final int LIMIT = 500;

    private final Deque<T> undo = new ArrayDeque<>();
    private final Deque<T> redo = new ArrayDeque<>();
    private T current;

    public EditHistory(T start) {
        this.current = Objects.requireNonNull(start);
    }

    public T current() {
        return current;
    }

    /** Makes {@code next} the current value; false (and nothing changes) when it equals the current one. */
    public boolean change(T next) {
        Objects.requireNonNull(next);
        if (next.equals(current)) {
            return false;
        }
        undo.push(current);
        if (undo.size() > LIMIT) {
            undo.removeLast();
        }
        redo.clear();
        current = next;
        return true;
    }

    /** Starts again from {@code start} with no history (a new table, another scenario's position). */
    public void reset(T start) {
        undo.clear();
        redo.clear();
        current = Objects.requireNonNull(start);
    }

    public boolean canUndo() {
        return !undo.isEmpty();
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    public T undo() {
        if (canUndo()) {
            redo.push(current);
            current = undo.pop();
        }
        return current;
    }

    public T redo() {
        if (canRedo()) {
            undo.push(current);
            current = redo.pop();
        }
        return current;
    }
}
