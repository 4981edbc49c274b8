package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.rules.state.GameState;

/**
 * Each activity shows what is its own: a lesson open while the table screen is looked at shows its own players and
 * its own words (never the story of the scenario shown before), and going back to the table brings that scenario
 * back, as it was left. (After practising a lesson, the table once showed the lesson's placeholder players beside
 * another scenario's story.)
 */
class ActivitySwitchIT extends AbstractTutorIT {

    @Test
    void theTableShowsItsOwnScenarioAgainAfterALesson() {
        openScenario("jail-third-failed-throw");
        window.button("action.roll").click();
        String story = situation();
        assertThat(story).contains("How much does she pay?");

        GameState placeholders = tutor.rules.Setup.newGame(onEdt(() -> tutor.rules.Tables.classic("Player 1", "Player 2")), 1);
        GuiActionRunner.execute(() -> model().open(tutor.ui.model.Activities.lesson("lesson:placeholder", placeholders,
                "The lesson goes on in the Lessons screen.")));
        robot.waitForIdle();
        assertThat(situation()).isEqualTo("The lesson goes on in the Lessons screen.");
        window.label("player.Player 1.cash").requireVisible();

        GuiActionRunner.execute(() -> frame.showScreen("table"));
        robot.waitForIdle();
        assertThat(onEdt(() -> model().activity().id())).isEqualTo("jail-third-failed-throw");
        assertThat(situation()).isEqualTo(story);
        window.label("player.Ann.cash").requireVisible();
        assertThat(onEdt(() -> model().activity().timeline())).hasSize(1);
    }
}
