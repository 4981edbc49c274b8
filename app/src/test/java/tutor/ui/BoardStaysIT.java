package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * The board keeps its size and place as rows of moves come and go under it (it used to jump with each), in the light
 * and the projector theme: the moves keep two rows' room.
 */
class BoardStaysIT extends AbstractTutorIT {

    @Test
    void theBoardDoesNotMoveAsTheMovesChange() {
        for (Theme theme : List.of(Theme.LIGHT, Theme.PROJECTOR)) {
            GuiActionRunner.execute(() -> frame.applyTheme(theme));
            for (String scenario : List.of("jail-third-failed-throw", "shortage-opening-bid", "trade-buildings-block")) {
                openScenario(scenario);
                GuiActionRunner.execute(() -> model().restart());
                Set<Rectangle> seen = new LinkedHashSet<>();
                Set<Integer> rows = new LinkedHashSet<>();
                for (int step = 0; step < 6 && !onEdt(() -> model().activity().finished()); step++) {
                    robot.waitForIdle();
                    seen.add(onEdt(() -> frame.board().getBounds()));
                    rows.add(onEdt(() -> {
                        int shown = 0;
                        for (String group : List.of("actions.turn", "actions.property", "actions.money")) {
                            java.awt.Component c = robot.finder().findByName(frame, group, java.awt.Component.class, false);
                            shown += c.getParent().isVisible() ? 1 : 0;
                        }
                        return shown;
                    }));
                    playExpected(1);
                }
                assertThat(seen).as(theme + " " + scenario + ", with " + rows + " rows of moves").hasSize(1);
            }
        }
    }
}
