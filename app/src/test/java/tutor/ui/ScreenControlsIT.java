package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JMenuItem;
import javax.swing.KeyStroke;
import org.junit.jupiter.api.Test;
import tutor.play.Activity;
import tutor.play.GameActivity;

/**
 * The window's controls follow the screen shown (issue 22, a teacher at 1024x768): Hint, Undo, Restart, Play on, the
 * Game menu's moves and What happens now act only where their activity is in front; Ctrl+1 and Ctrl+4 each bring back what the table and Play last showed;
 * a game that has ended offers neither Continue nor End.
 */
class ScreenControlsIT extends AbstractTutorIT {

    /** Ctrl+{@code key}'s item in the View menu, as the shortcut runs it (the robot's key lost focus under Xvfb). */
    private void ctrl(int key) {
        KeyStroke stroke = KeyStroke.getKeyStroke(key, InputEvent.CTRL_DOWN_MASK);
        onEdt(() -> {
            for (JMenuItem item : items(frame.getJMenuBar())) {
                if (stroke.equals(item.getAccelerator())) {
                    // As the key binding does: only an enabled item acts.
                    if (item.isEnabled() && item.getAction() != null && item.getAction().isEnabled()) {
                        item.getAction().actionPerformed(new java.awt.event.ActionEvent(item, 0, ""));
                    }
                    return true;
                }
            }
            throw new AssertionError("no menu item on " + stroke);
        });
        robot.waitForIdle();
    }

    private static List<JMenuItem> items(javax.swing.MenuElement m) {
        List<JMenuItem> out = new ArrayList<>();
        for (javax.swing.MenuElement e : m.getSubElements()) {
            if (e instanceof JMenuItem i && !(e instanceof javax.swing.JMenu)) {
                out.add(i);
            }
            out.addAll(items(e));
        }
        return out;
    }

    private boolean enabled(String name) {
        return onEdt(() -> window.button(name).target().isEnabled());
    }

    private int rulings() {
        return onEdt(() -> model().activity().timeline().size());
    }

    @Test
    void hintUndoRestartAndPlayOnAreOffOverTheLessonsAndPlay() {
        openScenario("jail-third-failed-throw");
        window.button("action.roll").click();
        assertThat(rulings()).isEqualTo(1);
        assertThat(enabled("action.undo")).as("Undo on the table").isTrue();
        assertThat(enabled("action.restart")).as("Restart on the table").isTrue();
        assertThat(enabled("action.playOn")).as("Play on on the table").isTrue();

        for (String screen : new String[] {"lessons", "play"}) {
            window.toggleButton("screen." + screen).click();
            robot.waitForIdle();
            for (String control : new String[] {"action.hint", "action.undo", "action.restart", "action.playOn"}) {
                assertThat(enabled(control)).as(control + " over " + screen).isFalse();
            }
            // Nor do their shortcuts reach the scenario left on the table.
            ctrl(KeyEvent.VK_Z);
            assertThat(onEdt(() -> model().activity().id())).isEqualTo("jail-third-failed-throw");
            assertThat(rulings()).as("Ctrl+Z over " + screen).isEqualTo(1);
        }

        window.toggleButton("screen.table").click();
        robot.waitForIdle();
        assertThat(enabled("action.undo")).as("Undo back on the table").isTrue();
        assertThat(enabled("action.playOn")).as("Play on back on the table").isTrue();
    }

    /** The Game menu's item {@code name}, enabled or not. */
    private boolean menuItemEnabled(String name) {
        return onEdt(() -> items(frame.getJMenuBar()).stream().filter(i -> name.equals(i.getName())).findFirst()
                .orElseThrow(() -> new AssertionError("no menu item " + name)).isEnabled());
    }

    @Test
    void theGameMenusMovesAndWhatHappensNowAreOffOverTheLessonsAndPlay() {
        openScenario("jail-third-failed-throw");
        assertThat(menuItemEnabled("menu.action.roll")).as("Roll in the Game menu on the table").isTrue();
        assertThat(menuItemEnabled("menu.action.now")).as("What happens now on the table").isTrue();

        for (String screen : new String[] {"lessons", "play"}) {
            window.toggleButton("screen." + screen).click();
            robot.waitForIdle();
            for (String item : new String[] {"menu.action.now", "menu.action.roll"}) {
                assertThat(menuItemEnabled(item)).as(item + " over " + screen).isFalse();
            }
            // Nor does Ctrl+N throw the dice for the scenario left on the table.
            ctrl(KeyEvent.VK_N);
            assertThat(onEdt(() -> model().activity().id())).isEqualTo("jail-third-failed-throw");
            assertThat(rulings()).as("Ctrl+N over " + screen).isZero();
        }

        window.toggleButton("screen.table").click();
        robot.waitForIdle();
        assertThat(menuItemEnabled("menu.action.roll")).as("Roll back on the table").isTrue();
        assertThat(enabled("action.roll")).as("its button too").isTrue();
        ctrl(KeyEvent.VK_N);
        assertThat(rulings()).as("Ctrl+N on the table makes the natural move").isEqualTo(1);
    }

    @Test
    void ctrlOneBringsBackTheScenarioAndCtrlFourTheGame() {
        openScenario("jail-third-failed-throw");
        window.button("action.roll").click();
        ctrl(KeyEvent.VK_4);
        window.textBox("play.seed").deleteText().enterText("7");
        window.button("play.start").click();
        robot.waitForIdle();
        GameActivity game = onEdt(() -> (GameActivity) model().activity());
        window.toggleButton("screen.play").requireSelected();

        ctrl(KeyEvent.VK_1);
        assertThat(onEdt(frame::screen)).isEqualTo("table");
        assertThat(onEdt(() -> model().activity().id())).as("Ctrl+1 shows the scenario the learner was on")
                .isEqualTo("jail-third-failed-throw");
        assertThat(rulings()).as("as it was left").isEqualTo(1);
        window.toggleButton("screen.table").requireSelected();
        assertThat(onEdt(() -> frame.gameBar().isVisible())).as("the game's bar over the scenario").isFalse();

        ctrl(KeyEvent.VK_4);
        assertThat(onEdt(frame::screen)).as("Ctrl+4 goes back to the game on the table").isEqualTo("table");
        assertThat(onEdt(() -> model().activity())).isSameAs(game);
        window.toggleButton("screen.play").requireSelected();
        assertThat(onEdt(() -> frame.gameBar().isVisible())).isTrue();

        // Play pressed while its game is in front opens the New game form, as before.
        ctrl(KeyEvent.VK_4);
        assertThat(onEdt(frame::screen)).isEqualTo("play");
        window.textBox("play.seed").requireVisible();
    }

    @Test
    void aGameThatHasEndedOffersNoContinueAndNoEnd() {
        freeGameSevenAndAnnsFirstThrow();
        EndTheGame.confirmed(window);
        robot.waitForIdle();
        assertThat(onEdt(frame::screen)).isEqualTo("play");

        // The ended game back on the table, through the dispute desk's "Back to the table".
        window.toggleButton("screen.dispute").click();
        window.button("compare.back").click();
        robot.waitForIdle();
        assertThat(onEdt(frame::screen)).isEqualTo("table");
        assertThat(onEdt(() -> model().activity().kind())).isEqualTo(Activity.Kind.FREE_GAME);
        assertThat(onEdt(() -> frame.gameBar().isShowing())).isTrue();
        window.label("play.status").requireText("The game is over: its summary is on the Play screen.");
        for (String control : new String[] {"play.pause", "play.step", "play.end", "play.throwTyped"}) {
            assertThat(onEdt(() -> robot.finder().findByName(control, java.awt.Component.class, false).isShowing()))
                    .as(control + " for an ended game").isFalse();
        }
        int moves = onEdt(() -> ((GameActivity) model().activity()).game().history().size());
        assertThat(onEdt(() -> frame.gameBar().pacer().paused())).isTrue();
        org.assertj.swing.timing.Pause.pause(1500);
        assertThat(onEdt(() -> ((GameActivity) model().activity()).game().history().size()))
                .as("no computer moves in an ended game").isEqualTo(moves);
    }
}
