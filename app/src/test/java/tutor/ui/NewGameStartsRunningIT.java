package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.play.GameActivity;

/**
 * A game ended with End pauses the computers; the next game, started from the Play screen after a switch to French,
 * started paused too: «Reprendre» lit though the teacher had not paused, and a trade offered to a computer waited for
 * it in silence (teacher walk 6, F5). A new game starts at the learner's own pace: running unless they paused.
 */
class NewGameStartsRunningIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void aGameStartedAfterOneEndedIsNotPaused() {
        window.toggleButton("screen.play").click();
        window.textBox("play.seed").deleteText().enterText("7");
        window.button("play.start").click();
        window.toggleButton("play.pause").requireNotSelected();
        EndTheGame.answer(EndTheGame.ask(window), "bar.end.confirm.end");
        robot.waitForIdle();
        assertThat(onEdt(() -> ((GameActivity) model().activity()).endedByLearner())).isTrue();

        GuiActionRunner.execute(() -> frame.applyLanguage("fr"));
        robot.waitForIdle();
        window.toggleButton("screen.play").click();
        window.textBox("play.seed").deleteText().enterText("8");
        start();
        waitFor("a new game", () -> model().activity() instanceof GameActivity g && !g.endedByLearner());
        robot.waitForIdle();
        assertThat(onEdt(() -> frame.gameBar().pacer().paused())).as("the computers play on their own").isFalse();
        window.toggleButton("play.pause").requireNotSelected().requireText("Pause");

        // The learner's own pause is theirs: kept into the next game.
        window.toggleButton("play.pause").click();
        EndTheGame.answer(EndTheGame.ask(window), "bar.end.confirm.end");
        robot.waitForIdle();
        window.toggleButton("screen.play").click();
        start();
        waitFor("a third game", () -> model().activity() instanceof GameActivity g && !g.endedByLearner());
        robot.waitForIdle();
        assertThat(onEdt(() -> frame.gameBar().pacer().paused())).as("paused by the learner").isTrue();
        window.toggleButton("play.pause").requireSelected().requireText("Reprendre");
    }

    /** Start, pressed once the form has settled (relaid out in French, it moved under a robot's click). */
    private void start() {
        robot.waitForIdle();
        robot.waitForIdle();
        javax.swing.JButton start = (javax.swing.JButton) window.button("play.start").requireEnabled().target();
        GuiActionRunner.execute(() -> start.doClick());
    }
}
