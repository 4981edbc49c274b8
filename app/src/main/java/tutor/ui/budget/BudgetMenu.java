package tutor.ui.budget;

import java.awt.event.KeyEvent;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;

/** The one menu through which the main window opens the budgeting lab (its own window, so it keeps out of the main layout). */
public final class BudgetMenu {

    private BudgetMenu() {
    }

    public static JMenu create() {
        JMenu lab = new JMenu("Lab");
        lab.setName("menu.lab");
        lab.setMnemonic(KeyEvent.VK_B);
        JMenuItem open = new JMenuItem("Budgeting lab…");
        open.setName("menu.lab.budget");
        open.setMnemonic(KeyEvent.VK_B);
        open.setAccelerator(KeyStroke.getKeyStroke(KeyEvent.VK_B, java.awt.event.InputEvent.CTRL_DOWN_MASK
                | java.awt.event.InputEvent.SHIFT_DOWN_MASK));
        open.addActionListener(e -> {
            BudgetFrame f = new BudgetFrame();
            f.setLocationByPlatform(true);
            f.setVisible(true);
        });
        lab.add(open);
        return lab;
    }
}
