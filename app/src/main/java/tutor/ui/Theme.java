package tutor.ui;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Font;
import javax.swing.UIManager;

/** Light or dark, normal or large text for a classroom projector. Call on the event thread. */
public final class Theme {

    /** Base text size in points, normal and large. */
    static final int NORMAL = 13;
    static final int LARGE = 20;

    private Theme() {
    }

    /** Installs the look and feel; the tutor's own colours come from tutor/ui/themes/*.properties. */
    public static void apply(boolean dark, boolean largeText) {
        FlatLaf.registerCustomDefaultsSource("tutor.ui.themes");
        if (dark) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
        Font base = UIManager.getFont("defaultFont");
        if (base != null) {
            UIManager.put("defaultFont", base.deriveFont((float) (largeText ? LARGE : NORMAL)));
        }
        FlatLaf.updateUI();
    }

    public static boolean isDark() {
        return FlatLaf.isLafDark();
    }
}
