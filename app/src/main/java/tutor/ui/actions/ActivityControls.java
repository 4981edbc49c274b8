package tutor.ui.actions;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.Action;
import javax.swing.KeyStroke;
import tutor.play.Activity;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;

/**
 * Hint, Undo and Restart: each enabled exactly when the open activity offers it and is on the screen in front. Hint
 * follows the activity's own hasHint, so a scenario's hint ladder is offered at questions as well as at decisions
 * whenever the scenario has one. Over the Lessons, Play or the New game form they acted on a scenario left on the
 * table, out of sight (issue 22): there they are off, and their shortcuts with them.
 */
public final class ActivityControls {

    private final Action hint;
    private final Action undo;
    private final Action restart;
    private final TutorModel model;
    /** The screen in front ("table", "lessons", "play"...), told by the window. */
    private String screen = "table";

    public ActivityControls(TutorModel model) {
        this.model = model;
        hint = tutor.ui.widgets.Actions.of("hint", "", 0, KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0), model::hint);
        undo = tutor.ui.widgets.Actions.of("undo", "", 0, KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK), model::undo);
        restart = tutor.ui.widgets.Actions.of("restart", "", 0,
                KeyStroke.getKeyStroke(KeyEvent.VK_R, InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK), model::restart);
        model.addListener(this::changed);
        relabel();
        update();
    }

    /** Each control's name, mnemonic and tooltip in the window's language. */
    private void relabel() {
        tutor.text.Texts t = model.texts();
        for (Action a : all()) {
            String id = (String) a.getValue(Action.ACTION_COMMAND_KEY);
            tutor.ui.widgets.Mnemonics.apply(a, t.get("control." + id));
            a.putValue(Action.SHORT_DESCRIPTION, t.get("control." + id + ".tip"));
        }
    }

    public List<Action> all() {
        return List.of(hint, undo, restart);
    }

    private void changed(TutorEvent e) {
        if (e instanceof TutorEvent.ActivityChanged || e instanceof TutorEvent.ActivityUpdated) {
            update();
        } else if (e instanceof TutorEvent.LanguageChanged) {
            relabel();
        }
    }

    /** The window shows screen {@code id} now: the controls follow what is shown. */
    public void shownOn(String id) {
        screen = id;
        update();
    }

    /**
     * Whether the open activity is what the screen in front shows: the table shows whichever is open (a scenario, a
     * game, a lesson's play step); the Lessons screen its lesson only; Play, the dispute desk, the editor and
     * Practise none the controls could act on.
     */
    private boolean shown(Activity a) {
        return a != null && (screen.equals("table") || screen.equals("lessons") && a.kind() == Activity.Kind.LESSON);
    }

    private void update() {
        Activity a = model.activity();
        boolean shown = shown(a);
        hint.setEnabled(shown && a.hasHint());
        undo.setEnabled(shown && a.canUndo());
        restart.setEnabled(shown && a.canRestart());
    }
}
