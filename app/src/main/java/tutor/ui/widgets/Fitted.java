package tutor.ui.widgets;

import java.awt.Component;
import java.awt.HeadlessException;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;

/**
 * Swing's ready-made dialogs (a message, a question with a typed answer, a file chooser), each sized to the screen it
 * opens on by {@link ScreenFit}: a file chooser's own preferred size runs off a 1024x768 projector otherwise.
 */
public final class Fitted {

    private Fitted() {
    }

    /** A message with an OK button; {@code type} is JOptionPane's (INFORMATION_MESSAGE...). */
    public static void message(Component parent, Object message, String title, int type) {
        JOptionPane pane = new JOptionPane(message, type);
        show(pane, parent, title);
    }

    /** A question answered by typing, starting from {@code initial}; null when cancelled. */
    public static String input(Component parent, Object message, String title, String initial) {
        JOptionPane pane = new JOptionPane(message, JOptionPane.QUESTION_MESSAGE, JOptionPane.OK_CANCEL_OPTION);
        pane.setWantsInput(true);
        pane.setInitialSelectionValue(initial);
        pane.selectInitialValue();
        show(pane, parent, title);
        Object value = pane.getInputValue();
        return value == JOptionPane.UNINITIALIZED_VALUE || !Integer.valueOf(JOptionPane.OK_OPTION).equals(pane.getValue())
                ? null : String.valueOf(value);
    }

    /**
     * A question answered by one of {@code options} (buttons, {@code initial} the default): the index of the one
     * pressed, or -1 when the dialog was closed.
     */
    public static int options(Component parent, Object message, String title, int type, Object[] options, Object initial) {
        JOptionPane pane = new JOptionPane(message, type, JOptionPane.DEFAULT_OPTION, null, options, initial);
        show(pane, parent, title);
        Object value = pane.getValue();
        for (int i = 0; i < options.length; i++) {
            if (options[i].equals(value)) {
                return i;
            }
        }
        return -1;
    }

    private static void show(JOptionPane pane, Component parent, String title) {
        JDialog dialog = pane.createDialog(parent, title);
        // The words and buttons at the reading size: on a projector the class reads these too (the end-of-game
        // question was in the chrome's small type beside a board and ruling read from the back, teacher walk 6, F12).
        Reading.deep(dialog.getContentPane());
        ScreenFit.pack(dialog, parent);
        dialog.setVisible(true);
        dialog.dispose();
    }

    /** A file chooser whose dialog fits the screen it opens on. */
    public static final class Chooser extends JFileChooser {

        private static final long serialVersionUID = 1L;

        public Chooser(String folder) {
            super(folder);
        }

        @Override
        protected JDialog createDialog(Component parent) throws HeadlessException {
            JDialog dialog = super.createDialog(parent);
            ScreenFit.pack(dialog, parent);
            return dialog;
        }
    }
}
