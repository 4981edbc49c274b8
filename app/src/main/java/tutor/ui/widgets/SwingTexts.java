package tutor.ui.widgets;

import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import javax.swing.UIManager;
import tutor.text.Texts;

/**
 * Swing's own words in the tutor's dialogs (JOptionPane's OK, Cancel, Yes and No, the file chooser's
 * labels, buttons and columns) in the window's language. Java speaks French but no Russian, and never
 * the tests' made-up language; so every such word comes from the {@code ui} texts ({@code swing.*} keys,
 * the UIManager key after the prefix) and is set again when View > Language changes. A dialog made
 * after the switch reads the new language; UIManager's own defaults stay below, untouched.
 */
public final class SwingTexts {

    private SwingTexts() {
    }

    private static final String PREFIX = "swing.";

    /** Sets Swing's dialog words from the {@code ui} texts of a language. */
    public static void install(String language) {
        Texts t = Texts.of("ui", language);
        for (String key : keys()) {
            UIManager.put(key, t.get(PREFIX + key));
        }
    }

    /** The UIManager keys the texts word (from the English bundle, which has every key). */
    public static List<String> keys() {
        List<String> keys = new ArrayList<>();
        ResourceBundle english = ResourceBundle.getBundle("tutor.text.ui", java.util.Locale.ROOT,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        for (String k : english.keySet()) {
            if (k.startsWith(PREFIX)) {
                keys.add(k.substring(PREFIX.length()));
            }
        }
        keys.sort(null);
        return keys;
    }
}
