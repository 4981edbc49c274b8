package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The board's names on the projector at 1024x768 are read from the back of a class: no space's words are drawn
 * under 11 px in any language (they were about 8 px, 0.2 of a cell, and down to 6.5 px), and every space still
 * shows its name.
 */
class ProjectorBoardLabelsIT extends AbstractTutorIT {

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr", "ru"})
    void theSpacesNamesAreLargeEnoughForTheBackOfTheClass(String language) {
        GuiActionRunner.execute(() -> model().setLanguage(language));
        openScenario("rent-complete-group");
        window.resizeTo(new Dimension(1024, 768));
        float light = smallest();
        GuiActionRunner.execute(() -> frame.applyTheme(Theme.PROJECTOR));
        robot.waitForIdle();
        float projector = smallest();
        GuiActionRunner.execute(() -> ProjectorQuestionIT.shot(frame, java.nio.file.Path.of("target", "projector-board-" + language + ".png")));
        System.out.println("board names (" + language + "): smallest " + light + " px in the light theme, " + projector + " px on the projector");
        assertThat(projector).as("smallest name on the projector (%s)", language).isGreaterThanOrEqualTo(11f);
        for (int i = 0; i < 40; i++) {
            int space = i;
            assertThat(onEdt(() -> frame.board().printed(space))).as("space %d printed (%s)", space, language).isNotEmpty();
        }
    }

    /** The smallest type any space's words are drawn in, as the board last painted itself. */
    private float smallest() {
        robot.waitForIdle();
        return onEdt(() -> {
            frame.board().paintImmediately(frame.board().getBounds());
            float least = Float.MAX_VALUE;
            for (int i = 0; i < 40; i++) {
                float size = frame.board().printedSize(i);
                if (size > 0) {
                    least = Math.min(least, size);
                }
            }
            return least;
        });
    }
}
