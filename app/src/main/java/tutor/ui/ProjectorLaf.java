package tutor.ui;

import com.formdev.flatlaf.FlatLightLaf;
import javax.swing.UIDefaults;

/**
 * The projector theme: FlatLaf light with the tutor's projector properties laid over the light
 * ones (more contrast, thicker borders, and Tutor.zoom, the scale of the whole window), read from
 * tutor/ui/themes/ProjectorLaf.properties; combo boxes open their lists at the reading size.
 */
public final class ProjectorLaf extends FlatLightLaf {

    private static final long serialVersionUID = 1L;

    @Override
    public String getName() {
        return "Tutor Projector";
    }

    @Override
    public UIDefaults getDefaults() {
        UIDefaults d = super.getDefaults();
        d.put("ComboBoxUI", ProjectorComboBoxUI.class.getName());
        return d;
    }
}
