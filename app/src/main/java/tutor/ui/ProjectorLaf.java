package tutor.ui;

import com.formdev.flatlaf.FlatLightLaf;

/**
 * The projector theme: FlatLaf light with the tutor's projector properties laid over the light
 * ones (more contrast, thicker borders, and Tutor.zoom, the scale of the whole window), read from
 * tutor/ui/themes/ProjectorLaf.properties.
 */
public final class ProjectorLaf extends FlatLightLaf {

    private static final long serialVersionUID = 1L;

    @Override
    public String getName() {
        return "Tutor Projector";
    }
}
