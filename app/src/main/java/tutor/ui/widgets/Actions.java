package tutor.ui.widgets;

import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;

/** Swing actions from a few words: the id tests find it by, its title, mnemonic, shortcut and what it does. */
public final class Actions {

    private Actions() {
    }

    /** An action; {@code id} may be null, {@code mnemonic} 0 and {@code key} null for none. */
    public static Action of(String id, String name, int mnemonic, KeyStroke key, Runnable run) {
        Action a = new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                run.run();
            }
        };
        if (id != null) {
            a.putValue(Action.ACTION_COMMAND_KEY, id);
        }
        if (mnemonic != 0) {
            a.putValue(Action.MNEMONIC_KEY, mnemonic);
        }
        if (key != null) {
            a.putValue(Action.ACCELERATOR_KEY, key);
        }
        return a;
    }
}
