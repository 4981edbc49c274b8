package tutor.ui;

import com.formdev.flatlaf.ui.FlatComboBoxUI;
import javax.swing.JComponent;
import javax.swing.plaf.ComponentUI;
import javax.swing.plaf.basic.ComboPopup;
import tutor.ui.widgets.Reading;

/**
 * A combo box on the projector: the box itself is chrome (scaled a little, like the buttons), but the list it opens
 * is what the class reads while the teacher picks (an edition, a strategy, a language), so its items are at the
 * theme's reading size.
 */
public final class ProjectorComboBoxUI extends FlatComboBoxUI {

    public static ComponentUI createUI(JComponent c) {
        return new ProjectorComboBoxUI();
    }

    @Override
    protected ComboPopup createPopup() {
        ComboPopup popup = super.createPopup();
        popup.getList().setFont(Reading.font(comboBox.getFont()));
        return popup;
    }

    @Override
    protected void installListeners() {
        super.installListeners();
        // The popup gives its list the box's font whenever the box's font changes; the reading size follows, after it.
        comboBox.addPropertyChangeListener("font", e -> {
            if (popup != null && comboBox.getFont() != null) {
                popup.getList().setFont(Reading.font(comboBox.getFont()));
            }
        });
    }
}
