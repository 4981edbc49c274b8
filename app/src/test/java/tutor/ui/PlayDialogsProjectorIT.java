package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javax.swing.JButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.ui.widgets.Reading;
import tutor.ui.widgets.WrappingLabel;

/**
 * Play's "End the game" question on the 1024x768 projector (teacher walk 6, F12): the class reads it, so its words and
 * its buttons are at the reading size (they were in the chrome's small type, 13 px beside a ruling in 18), in
 * English, French and Russian, and the dialog stays on the screen.
 */
class PlayDialogsProjectorIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void theEndQuestionIsReadAtTheReadingSize() throws Exception {
        window.toggleButton("screen.play").click();
        window.textBox("play.seed").deleteText().enterText("7");
        window.button("play.start").click();
        for (String language : List.of("en", "fr", "ru")) {
            GuiActionRunner.execute(() -> frame.applyLanguage(language));
            robot.waitForIdle();
            var question = EndTheGame.ask(window);
            float reading = onEdt(() -> Reading.font(javax.swing.UIManager.getFont("Label.font")).getSize2D());
            WrappingLabel words = (WrappingLabel) window.label("play.end.question").target();
            assertThat(onEdt(() -> words.getFont().getSize2D())).as(language + ": the question's type").isGreaterThanOrEqualTo(reading);
            List<Float> buttons = onEdt(() -> robot.finder().findAll(question.target(),
                    new org.assertj.swing.core.GenericTypeMatcher<JButton>(JButton.class, true) {
                        @Override
                        protected boolean isMatching(JButton b) {
                            return true;
                        }
                    }).stream().map(b -> b.getFont().getSize2D()).toList());
            assertThat(buttons).as(language + ": the buttons' type").hasSize(3).allMatch(size -> size >= reading);
            java.awt.Rectangle asked = onEdt(() -> javax.swing.SwingUtilities.getWindowAncestor(question.target()).getBounds());
            java.awt.Rectangle screen = onEdt(() -> frame.getGraphicsConfiguration().getBounds());
            assertThat(screen.contains(asked)).as(language + ": the question " + asked + " fits the screen " + screen).isTrue();
            assertThat(onEdt(words::getHeight)).as(language + ": every line of the question")
                    .isGreaterThanOrEqualTo(onEdt(() -> words.heightAt(words.getWidth())));
            java.awt.image.BufferedImage shot = new java.awt.Robot().createScreenCapture(screen);
            javax.imageio.ImageIO.write(shot, "png", java.nio.file.Path.of("target", "end-question-" + language + ".png").toFile());
            EndTheGame.answer(question, "bar.end.confirm.cancel");
            robot.waitForIdle();
        }
    }
}
