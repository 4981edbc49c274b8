package tutor.ui.widgets;

import java.awt.Component;
import java.awt.Container;
import java.awt.GridBagConstraints;
import java.awt.Insets;
import javax.swing.JLabel;

/** A form in a GridBagLayout: a label on the left, named for the field it labels, and the field taking the rest. */
public final class GridRows {

    private GridRows() {
    }

    /** Adds row {@code y} to {@code form}, whose layout is a GridBagLayout. */
    public static void add(Container form, String label, Component field, int y) {
        GridBagConstraints c = new GridBagConstraints();
        c.gridy = y;
        c.anchor = GridBagConstraints.WEST;
        c.insets = new Insets(2, 4, 2, 4);
        JLabel l = new JLabel(label);
        l.setLabelFor(field);
        form.add(l, c);
        c.gridx = 1;
        c.fill = GridBagConstraints.HORIZONTAL;
        c.weightx = 1;
        form.add(field, c);
    }
}
