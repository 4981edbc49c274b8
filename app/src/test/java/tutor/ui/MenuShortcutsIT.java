package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * Every shortcut the menus show reads well in English, French and Russian: a letter, a digit or an F-key, with Ctrl
 * and Shift at most (the teacher read "Ctrl+Close Bracket" in the Ruling menu), and no two items share one.
 */
class MenuShortcutsIT extends AbstractTutorIT {

    /** Key names the same in every language: a letter, a digit, or F1 to F12. */
    private static final String PLAIN_KEY = "[A-Z0-9]|F([1-9]|1[0-2])";

    @Test
    void everyShortcutIsALetterADigitOrAnFKey() {
        int checked = 0;
        for (String language : List.of("en", "fr", "ru")) {
            GuiActionRunner.execute(() -> frame.applyLanguage(language));
            robot.waitForIdle();
            List<String> bad = new ArrayList<>();
            Map<KeyStroke, String> seen = new HashMap<>();
            List<JMenuItem> items = onEdt(() -> {
                List<JMenuItem> all = new ArrayList<>();
                for (int i = 0; i < frame.getJMenuBar().getMenuCount(); i++) {
                    collect(frame.getJMenuBar().getMenu(i), all);
                }
                return all;
            });
            for (JMenuItem item : items) {
                KeyStroke k = onEdt(item::getAccelerator);
                String text = onEdt(item::getText);
                if (k == null) {
                    continue;
                }
                checked++;
                String key = KeyEvent.getKeyText(k.getKeyCode());
                int others = k.getModifiers() & ~(InputEvent.CTRL_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK
                        | InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK);
                String shown = InputEvent.getModifiersExText(k.getModifiers()) + "+" + key;
                if (!key.matches(PLAIN_KEY) || others != 0) {
                    bad.add(language + ": \"" + text + "\" shows " + shown);
                }
                String before = seen.put(k, text);
                if (before != null) {
                    bad.add(language + ": \"" + text + "\" and \"" + before + "\" share " + shown);
                }
            }
            assertThat(bad).isEmpty();
        }
        // Open, reload, the moves, hint, undo, restart, what happens now, the ruling's six, themes, library, screens, lab.
        assertThat(checked).isGreaterThan(3 * 20);
    }

    private static void collect(JMenu menu, List<JMenuItem> into) {
        for (Component c : menu.getMenuComponents()) {
            if (c instanceof JMenu sub) {
                collect(sub, into);
            } else if (c instanceof JMenuItem item) {
                into.add(item);
            }
        }
    }
}
