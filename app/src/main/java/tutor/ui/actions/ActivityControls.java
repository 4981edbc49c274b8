package tutor.ui.actions;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.Action;
import javax.swing.KeyStroke;
import tutor.ui.model.Activity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * Hint, Undo and Restart: each enabled exactly when the open activity offers it. Hint follows
 * the activity's own hasHint, so a scenario's hint ladder is offered at questions as well as at
 * decisions whenever the scenario has one.
 */
public final class ActivityControls {

    private final Action hint;
    private final Action undo;
    private final Action restart;
    private final TutorModel model;

    public ActivityControls(TutorModel model) {
        this.model = model;
        hint = action("hint", "Hint", KeyEvent.VK_H, KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0), model::hint,
                "The next rung of the hint ladder; the last rung is the worked answer");
        undo = action("undo", "Undo", KeyEvent.VK_U, KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK), model::undo,
                "Take back your last move or answer");
        restart = action("restart", "Restart", KeyEvent.VK_R,
                KeyStroke.getKeyStroke(KeyEvent.VK_R, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK), model::restart,
                "Start this scenario again from the beginning");
        model.addListener(this::changed);
        update();
    }

    public List<Action> all() {
        return List.of(hint, undo, restart);
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.ActivityChanged || e instanceof TutorEvent.ActivityUpdated) {
            update();
        }
    }

    private void update() {
        Activity a = model.activity();
        hint.setEnabled(a != null && a.hasHint());
        undo.setEnabled(a != null && a.canUndo());
        restart.setEnabled(a != null && a.canRestart());
    }

    private static Action action(String id, String name, int mnemonic, KeyStroke key, Runnable run, String tip) {
        Action a = tutor.ui.widgets.Actions.of(id, name, mnemonic, key, run);
        a.putValue(Action.SHORT_DESCRIPTION, tip);
        return a;
    }
}
