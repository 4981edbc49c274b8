package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JTabbedPane;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * The reading column's tabs (rulings, ledger, players, coach) all show at 1024x768, in English, French and Russian,
 * in the light and the projector theme: none is hidden behind the scroll arrows (French and Russian once hid the last).
 */
class TabsFitIT extends AbstractTutorIT {

    @Test
    void everyTabShowsInEveryLanguageAndTheme() {
        openScenario("rent-utility");
        List<String> hidden = new ArrayList<>();
        for (String lang : List.of("en", "fr", "ru")) {
            GuiActionRunner.execute(() -> frame.applyLanguage(lang));
            for (Theme theme : List.of(Theme.LIGHT, Theme.PROJECTOR)) {
                GuiActionRunner.execute(() -> frame.applyTheme(theme));
                robot.waitForIdle();
                JTabbedPane tabs = (JTabbedPane) window.tabbedPane("tabs").target();
                hidden.addAll(onEdt(() -> {
                    List<String> out = new ArrayList<>();
                    for (int i = 0; i < tabs.getTabCount(); i++) {
                        Rectangle r = tabs.getBoundsAt(i);
                        if (r == null || r.x < 0 || r.x + r.width > tabs.getWidth()) {
                            out.add(lang + " " + theme + ": \"" + tabs.getTitleAt(i) + "\" at " + r + " in " + tabs.getWidth());
                        }
                    }
                    return out;
                }));
            }
        }
        assertThat(hidden).isEmpty();
    }
}
