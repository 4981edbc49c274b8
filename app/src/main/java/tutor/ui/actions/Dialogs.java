package tutor.ui.actions;

import java.awt.Component;
import java.awt.Container;
import java.awt.event.KeyEvent;
import java.text.ParseException;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFormattedTextField;
import javax.swing.JOptionPane;
import javax.swing.KeyStroke;
import javax.swing.UIManager;

/**
 * The tutor's OK/Cancel dialogs. Enter confirms from anywhere in them, a number being typed
 * included (a spinner's field would otherwise take the first Enter only to commit the number);
 * Escape cancels. The first field has the focus, its text selected, ready to type over.
 */
final class Dialogs {

    private Dialogs() {
    }

    /** An OK/Cancel dialog named {@code name} for tests ("dialog.bid"), whatever language its {@code title} is in. */
    static boolean confirm(Component parent, String name, String title, JComponent content, JComponent focus) {
        JOptionPane pane = new JOptionPane(content, JOptionPane.QUESTION_MESSAGE, JOptionPane.OK_CANCEL_OPTION);
        JDialog dialog = pane.createDialog(parent, title);
        dialog.setName(name);
        enterConfirms(content, pane);
        if (focus != null) {
            dialog.addWindowFocusListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowGainedFocus(java.awt.event.WindowEvent e) {
                    JComponent target = focus instanceof javax.swing.JSpinner sp
                            ? ((javax.swing.JSpinner.DefaultEditor) sp.getEditor()).getTextField() : focus;
                    target.requestFocusInWindow();
                    if (target instanceof javax.swing.text.JTextComponent t) {
                        t.selectAll();
                    }
                }
            });
        }
        dialog.setResizable(true);
        dialog.setVisible(true);
        dialog.dispose();
        return Integer.valueOf(JOptionPane.OK_OPTION).equals(pane.getValue());
    }

    /** Every number field in the dialog commits what was typed and confirms on Enter. */
    private static void enterConfirms(Container c, JOptionPane pane) {
        for (Component child : c.getComponents()) {
            if (child instanceof JFormattedTextField f) {
                f.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "commitAndConfirm");
                f.getActionMap().put("commitAndConfirm", new AbstractAction() {
                    private static final long serialVersionUID = 1L;

                    @Override
                    public void actionPerformed(java.awt.event.ActionEvent e) {
                        try {
                            f.commitEdit();
                            pane.setValue(JOptionPane.OK_OPTION);
                        } catch (ParseException ex) {
                            UIManager.getLookAndFeel().provideErrorFeedback(f);
                        }
                    }
                });
            }
            if (child instanceof Container inner) {
                enterConfirms(inner, pane);
            }
        }
    }
}
