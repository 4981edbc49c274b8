package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * The position editor gives its board the room at 1024x768 even while a free game is under way: the game's bar
 * (Pause, Save, End the game) is not part of editing and steps aside, so the board is large enough to pick a square
 * by its printed name (it was 360 px with the bar shown). Back on the game's table (Play) the bar is there again.
 */
class EditorBoardRoomIT extends AbstractTutorIT {

    @Test
    void theEditorsBoardKeepsItsRoomDuringAGame() {
        int alone = boardSide();
        GuiActionRunner.execute(() -> frame.play().newGame("classic", List.of("person", "buy-all", "trader"), 7));
        GuiActionRunner.execute(() -> frame.gameBar().pacer().pause());
        robot.waitForIdle();
        assertThat(onEdt(() -> frame.gameBar().isShowing())).as("the game's bar on the table").isTrue();
        int during = boardSide();
        System.out.println("editor's board at 1024x768: " + alone + " px with no game, " + during + " px during a game");
        assertThat(onEdt(() -> frame.gameBar().isShowing())).as("the game's bar while editing").isFalse();
        assertThat(during).as("the editor's board during a game").isEqualTo(alone);
        assertThat(during).as("the editor's board").isGreaterThanOrEqualTo(440);
        // Play brings the game back on the table (the Table itself shows its own scenario: issue 22).
        GuiActionRunner.execute(() -> frame.showScreen("play"));
        robot.waitForIdle();
        assertThat(onEdt(frame::screen)).isEqualTo("table");
        assertThat(onEdt(() -> frame.gameBar().isShowing())).as("the game's bar back on the table").isTrue();
    }

    @Test
    void theComputerPlayersWaitWhileAPositionIsEditedAndPlayOnAfter() throws Exception {
        GuiActionRunner.execute(() -> frame.play().newGame("classic", List.of("buy-all", "trader"), 7));
        GuiActionRunner.execute(() -> frame.showScreen("editor"));
        robot.waitForIdle();
        int before = onEdt(() -> frame.model().activity() instanceof tutor.play.GameActivity g ? g.game().history().size() : -1);
        Thread.sleep(2500);
        robot.waitForIdle();
        assertThat(onEdt(() -> ((tutor.play.GameActivity) frame.model().activity()).game().history().size()))
                .as("moves made behind the editor").isEqualTo(before);
        assertThat(onEdt(() -> frame.screen())).isEqualTo("editor");
        GuiActionRunner.execute(() -> frame.showScreen("play"));
        Thread.sleep(2500);
        robot.waitForIdle();
        assertThat(onEdt(() -> ((tutor.play.GameActivity) frame.model().activity()).game().history().size()))
                .as("moves made back on the table").isGreaterThan(before);
    }

    /** The editor's board's smaller side, with the editor shown. */
    private int boardSide() {
        GuiActionRunner.execute(() -> frame.showScreen("editor"));
        robot.waitForIdle();
        Component board = window.panel("editor").target();
        Component b = onEdt(() -> find(board));
        return onEdt(() -> Math.min(b.getWidth(), b.getHeight()));
    }

    private static Component find(Component top) {
        Component[] out = new Component[1];
        ComponentWalk.visit(top, c -> {
            if (out[0] == null && c instanceof tutor.ui.board.BoardView) {
                out[0] = c;
            }
        });
        return out[0];
    }
}
