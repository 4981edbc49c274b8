package tutor.ui.actions;

import java.awt.Component;
import java.awt.event.KeyEvent;
import java.util.Locale;
import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import tutor.ui.widgets.ScreenFit;
import tutor.ui.widgets.WrappingLabel;

/**
 * The tutor's OK/Cancel dialogs. Enter confirms from anywhere in them, a number being typed included; Escape
 * cancels. The first field has the focus, its text selected, ready to type over. A dialog never changes what
 * the learner typed: what it cannot read it refuses, saying why in words, and stays open to correct it (OK and
 * Enter alike); what it can read goes to the referee as typed. Every dialog is sized to the screen it opens on.
 */
final class Dialogs {

    /** The name of the line that says why what was typed is refused, for tests. */
    static final String PROBLEM = "dialog.problem";

    private Dialogs() {
    }

    /** An OK/Cancel dialog named {@code name} for tests ("dialog.build"), whatever language its {@code title} is in. */
    static boolean confirm(Component parent, String name, String title, JComponent content, JComponent focus) {
        return confirm(parent, name, title, content, focus, () -> null);
    }

    /**
     * An OK/Cancel dialog whose OK first asks {@code refusal} whether what was typed can be read: null when it can
     * (the dialog closes), else the reason, shown in the dialog, which stays open.
     */
    static boolean confirm(Component parent, String name, String title, JComponent content, JComponent focus,
                           Supplier<String> refusal) {
        WrappingLabel problem = new WrappingLabel();
        problem.setName(PROBLEM);
        problem.setForeground(tutor.ui.board.BoardView.color("Tutor.feedback.wrong"));
        problem.setVisible(false);
        JPanel body = new JPanel(new MigLayout("insets 0, wrap 1, hidemode 3", "[grow,fill]"));
        body.add(content, "grow");
        body.add(problem, "wmin 0");
        Locale locale = parent == null ? Locale.getDefault() : parent.getLocale();
        JButton ok = new JButton(UIManager.getString("OptionPane.okButtonText", locale));
        ok.setName("dialog.ok");
        JButton cancel = new JButton(UIManager.getString("OptionPane.cancelButtonText", locale));
        cancel.setName("dialog.cancel");
        // What the class reads on a projector: the question, the field, the reason for a refusal and the buttons.
        tutor.ui.widgets.Reading.deep(body);
        tutor.ui.widgets.Reading.deep(ok);
        tutor.ui.widgets.Reading.deep(cancel);
        JOptionPane pane = new JOptionPane(body, JOptionPane.QUESTION_MESSAGE, JOptionPane.OK_CANCEL_OPTION, null,
                new Object[] {ok, cancel}, ok);
        Runnable confirm = () -> {
            String why = refusal.get();
            if (why == null) {
                pane.setValue(JOptionPane.OK_OPTION);
                return;
            }
            problem.setWords(why);
            problem.wrapAt(Math.max(content.getWidth(), com.formdev.flatlaf.util.UIScale.scale(260)));
            problem.setVisible(true);
            JDialog shown = (JDialog) javax.swing.SwingUtilities.getWindowAncestor(pane);
            if (shown != null) {
                ScreenFit.pack(shown, parent);
            }
            JComponent target = field(focus);
            if (target != null) {
                target.requestFocusInWindow();
                if (target instanceof JTextField t) {
                    t.selectAll();
                }
            }
        };
        ok.addActionListener(e -> confirm.run());
        cancel.addActionListener(e -> pane.setValue(JOptionPane.CANCEL_OPTION));
        JDialog dialog = pane.createDialog(parent, title);
        dialog.setName(name);
        dialog.getRootPane().setDefaultButton(ok);
        enterConfirms(content, confirm);
        if (focus != null) {
            dialog.addWindowFocusListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowGainedFocus(java.awt.event.WindowEvent e) {
                    JComponent target = field(focus);
                    target.requestFocusInWindow();
                    if (target instanceof javax.swing.text.JTextComponent t) {
                        t.selectAll();
                    }
                }
            });
        }
        dialog.setResizable(true);
        ScreenFit.pack(dialog, parent);
        dialog.setVisible(true);
        dialog.dispose();
        return Integer.valueOf(JOptionPane.OK_OPTION).equals(pane.getValue());
    }

    private static JComponent field(JComponent focus) {
        return focus instanceof javax.swing.JSpinner sp ? ((javax.swing.JSpinner.DefaultEditor) sp.getEditor()).getTextField() : focus;
    }

    /** Enter in every text field of the dialog confirms (through the same check as OK). */
    private static void enterConfirms(java.awt.Container c, Runnable confirm) {
        for (Component child : c.getComponents()) {
            if (child instanceof JTextField f) {
                f.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "tutorConfirm");
                f.getActionMap().put("tutorConfirm", tutor.ui.widgets.Actions.of(null, "", 0, null, confirm));
            }
            if (child instanceof java.awt.Container inner) {
                enterConfirms(inner, confirm);
            }
        }
    }
}
