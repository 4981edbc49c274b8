package tutor.ui.budget;

import java.awt.event.KeyEvent;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import tutor.ui.model.TutorEvent;
import tutor.ui.model.TutorModel;
import tutor.ui.widgets.Mnemonics;
import tutor.ui.widgets.ScreenFit;

/** The one menu through which the main window opens the budgeting lab (its own window, so it keeps out of the main layout). */
public final class BudgetMenu {

    private BudgetMenu() {
    }

    /** The Lab menu, worded in the window's language (and again when it changes); the lab opens in that language. */
    public static JMenu create(TutorModel model) {
        JMenu lab = new JMenu();
        lab.setName("menu.lab");
        JMenuItem open = new JMenuItem();
        open.setName("menu.lab.budget");
        open.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_B, java.awt.event.InputEvent.CTRL_DOWN_MASK
                | java.awt.event.InputEvent.SHIFT_DOWN_MASK));
        open.addActionListener(e -> {
            BudgetFrame f = new BudgetFrame(model);
            // Over the main window, wholly on its screen (title bar included), never larger than that screen.
            tutor.ui.widgets.ScreenFit.apply(f, BudgetFrame.PREFERRED, javax.swing.SwingUtilities.getWindowAncestor(lab));
            f.setVisible(true);
        });
        lab.add(open);
        Runnable relabel = () -> {
            Mnemonics.apply(lab, model.texts().get("menu.lab"));
            Mnemonics.apply(open, model.texts().get("menu.lab.budget"));
        };
        relabel.run();
        model.addListener(e -> {
            if (e instanceof TutorEvent.LanguageChanged) {
                relabel.run();
            }
        });
        return lab;
    }
}
