package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * Every move button and the deal line above them show their whole words at 1024x768 (issue 22): the long moves (Income
 * Tax's "Pay 10% of what you own", an auction's high bid and its four moves, raising money for a debt) in English,
 * French and Russian, in the light and projector themes, with the library shown and hidden. A name wider than its row
 * wraps to a second line; before, the Russian «Заплатить 10 % от всего, что у вас есть» was cut after «что».
 */
class MovesFitIT extends AbstractTutorIT {

    @Test
    void everyMoveShowsItsWholeNameInEveryLanguageThemeAndLibraryState() {
        List<String> cut = new ArrayList<>();
        int checked = 0;
        for (String[] scenario : List.of(new String[] {"dispute-income-tax-percent", "action.taxPercent"},
                new String[] {"auction-sell-a-house-to-bid", "action.bid"},
                new String[] {"jail-cannot-afford-fine", "action.raise"})) {
            openScenario(scenario[0]);
            waitFor(scenario[1] + " shown", () -> window.button(scenario[1]).target().isShowing());
            for (String language : List.of("en", "fr", "ru")) {
                GuiActionRunner.execute(() -> model().setLanguage(language));
                for (Theme theme : List.of(Theme.LIGHT, Theme.PROJECTOR)) {
                    GuiActionRunner.execute(() -> frame.applyTheme(theme));
                    for (boolean library : List.of(true, false)) {
                        if (onEdt(frame::libraryShown) != library) {
                            GuiActionRunner.execute(frame::toggleLibrary);
                        }
                        robot.waitForIdle();
                        robot.waitForIdle();
                        String where = scenario[0] + " " + language + " " + theme + (library ? " library" : " no library");
                        assertThat(onEdt(() -> window.button(scenario[1]).target().isShowing())).as(where).isTrue();
                        cut.addAll(onEdt(() -> Clipping.of(window.panel("actions").target(), frame.getRootPane(), where)));
                        checked++;
                    }
                }
            }
        }
        assertThat(checked).isEqualTo(36);
        assertThat(cut).isEmpty();
    }
}
