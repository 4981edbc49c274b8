package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * On the Table (and so in Play, which plays on it) at 1024x768 on the projector, a chip's status («en prison, 1 carte
 * « Vous êtes libéré de prison »») stands on its own line under the name and cash, whole; the line is kept when the
 * status goes, so the strip and the board above it stay where they were as Ann uses her card (issue 22). Beside the
 * cash, the French status made Ann's chip as wide as the strip, Ben's chip went to a second row, and the strip lost
 * that row when the card was used.
 */
class TableStripStatusIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void theStatusHasItsOwnLineAndTheStripKeepsItsPlace() {
        List<String> problems = new ArrayList<>();
        for (String language : List.of("fr", "ru")) {
            GuiActionRunner.execute(() -> frame.applyLanguage(language));
            openScenario("jail-own-card");
            GuiActionRunner.execute(() -> model().restart());
            robot.waitForIdle();
            robot.waitForIdle();
            Component strip = named("players.strip");
            problems.addAll(onEdt(() -> Clipping.of(strip, frame.getRootPane(), language + " in Jail with a card")));
            Rectangle status = onEdt(() -> named("player.Ann.status").getBounds());
            Rectangle name = onEdt(() -> named("player.Ann.name").getBounds());
            if (status.y < name.y + name.height) {
                problems.add(language + ": Ann's status at y " + status.y + " beside her name (to y " + (name.y + name.height) + "), not under it");
            }
            int ann = onEdt(() -> named("player.Ann").getHeight());
            int ben = onEdt(() -> named("player.Ben").getHeight());
            if (ann != ben) {
                problems.add(language + ": Ann's chip (with a status) " + ann + " px high, Ben's " + ben + " px");
            }
            // The strip's and the board's heights, and Ann's chip's width: the column's width follows the moves under the
            // board (Russian jail moves widen it), not the strip.
            List<Integer> before = onEdt(() -> List.of(strip.getY(), strip.getHeight(), frame.board().getHeight(), named("player.Ann").getWidth()));
            playExpected(1); // Ann uses her card: no status left
            robot.waitForIdle();
            robot.waitForIdle();
            List<Integer> after = onEdt(() -> List.of(strip.getY(), strip.getHeight(), frame.board().getHeight(), named("player.Ann").getWidth()));
            if (!after.equals(before)) {
                problems.add(language + ": the card used, the strip's top and height, the board's height and Ann's chip's width went from "
                        + before + " to " + after);
            }
        }
        assertThat(problems).isEmpty();
    }

    private Component named(String name) {
        return robot.finder().findByName(frame, name, Component.class, true);
    }
}
