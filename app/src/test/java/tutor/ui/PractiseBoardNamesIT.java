package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.ui.board.BoardView;
import tutor.ui.practise.PractiseScreenshot;

/**
 * Practise's board on a 1024x768 projector prints its names about as large as the Table's (issue 22): with the columns'
 * even share and each player's chip on a row of its own beside All moves, the board was about 396 px and most names
 * 8 px, where the Table's projector board (504-541 px, ProjectorBoardNamesIT) prints them in 10-11 px. Measured on a
 * French drill of three players, in en, fr and ru: the board's side and its names' least size.
 */
class PractiseBoardNamesIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void practisesProjectorBoardIsAsLargeAsItsColumnsHeightAllows() {
        GuiActionRunner.execute(() -> frame.showScreen("practise"));
        waitFor("a drill to be served", () -> PractiseScreenshot.find(frame) != null && PractiseScreenshot.find(frame).serving() != null);
        List<String> found = new ArrayList<>();
        List<String> small = new ArrayList<>();
        for (String language : List.of("en", "fr", "ru")) {
            GuiActionRunner.execute(() -> {
                frame.applyLanguage(language);
                java.nio.file.Path drill = tutor.scenario.LibraryFolder.find("scenarios").resolve("drills/fr-classic/drill-auction-823abce15494.yaml");
                var loaded = new tutor.scenario.ScenarioLoader(tutor.data.Bundle.get(), model().dataLanguage()).load(drill);
                model().open(new tutor.play.ScenarioActivity(loaded.scenario(), drill, model().dataLanguage()));
            });
            robot.waitForIdle();
            robot.waitForIdle();
            BoardView board = (BoardView) robot.finder().findByName(frame, "practise.board", java.awt.Component.class, false);
            int side = onEdt(() -> Math.min(board.getWidth(), board.getHeight()));
            float least = onEdt(() -> {
                float l = Float.MAX_VALUE;
                for (int i = 0; i < model().activity().state().board().size(); i++) {
                    float s = board.printedSize(i);
                    if (s > 0) {
                        l = Math.min(l, s);
                    }
                }
                return l;
            });
            found.add(language + ": board " + side + " px, names from " + least + " px");
            if (side < 440 || least < 9) {
                small.add(language + ": board " + side + " px, names from " + least + " px");
            }
        }
        System.out.println("Practise's projector board: " + found);
        assertThat(small).as("Practise's projector board under 440 px or names under 9 px").isEmpty();
    }
}
