package tutor.ui.budget;

import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;

/**
 * One tab of the budgeting lab: a column of rows (the given MigLayout row constraints) that shows the lab's
 * current figures in the window's language. The three tabs differ in what they show, not in how they hold it.
 */
abstract class LabTab extends JPanel {

    private static final long serialVersionUID = 1L;

    /** The lab's figures shown, or null before the first are worked out. */
    protected transient LabState lab;
    /** The language the tab is worded in. */
    protected String language = "en";

    LabTab(String name, String rows) {
        super(new MigLayout("insets 6, fill, wrap 1", "[grow,fill]", rows));
        setName(name);
    }
}
