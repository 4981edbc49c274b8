package tutor.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import com.formdev.flatlaf.util.UIScale;
import javax.swing.UIManager;

/**
 * The tutor's three looks: light, dark, and projector (high contrast, and the whole window
 * scaled up, board included, for a classroom). Each is a FlatLaf theme whose colours are
 * UIManager keys in tutor/ui/themes/*.properties; the projector's scale is its Tutor.zoom key.
 * Call on the event thread.
 */
public enum Theme {
    LIGHT("Light"), DARK("Dark"), PROJECTOR("Projector");

    private final String title;

    Theme(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }

    /** The theme a settings value names: "light", "dark", "projector" (old settings: large text meant projector). */
    public static Theme named(String name, boolean oldLargeText) {
        for (Theme t : values()) {
            if (t.name().equalsIgnoreCase(name)) {
                return t == LIGHT && oldLargeText ? PROJECTOR : t;
            }
        }
        return oldLargeText ? PROJECTOR : LIGHT;
    }

    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Installs the look and feel and its scale; windows already shown need {@code FlatLaf.updateUI()}. */
    public void apply() {
        FlatLaf.registerCustomDefaultsSource("tutor.ui.themes");
        switch (this) {
            case DARK -> FlatDarkLaf.setup();
            case PROJECTOR -> FlatLaf.setup(new ProjectorLaf());
            default -> FlatLightLaf.setup();
        }
        float zoom = zoom();
        if (UIScale.getZoomFactor() != zoom) {
            UIScale.setZoomFactor(zoom);
        }
    }

    /** How much the theme scales the window: its Tutor.zoom key, 1 when it has none. */
    private static float zoom() {
        return tutor.ui.widgets.Reading.factor("Tutor.zoom");
    }

    /** The theme installed now. */
    public static Theme current() {
        if (UIManager.getLookAndFeel() instanceof ProjectorLaf) {
            return PROJECTOR;
        }
        return FlatLaf.isLafDark() ? DARK : LIGHT;
    }
}
