package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Mode;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * The lesson header's mode ("Показ", "Présenter"…, with who is learning) shows whole at 1024x768 in the projector
 * theme, in every mode, also when the lesson was opened in another theme: in Russian it read «Показ…».
 */
@GuiTest
class LessonModeLabelIT {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "fr", "ru"})
    void theModeShowsWhole(String language, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, language, tutor.ui.ProjectorScreen.size())) {
            List<String> cut = new ArrayList<>();
            for (Mode mode : Mode.values()) {
                w.start("leaving-jail", mode, mode.scored() ? "Ann" : null);
                w.robot.waitForIdle();
                cut.addAll(cut(w, mode + " projector"));
                w.onEdt(() -> tutor.ui.WindowControl.theme(w.frame, Theme.LIGHT));
                w.robot.waitForIdle();
                w.onEdt(() -> tutor.ui.WindowControl.theme(w.frame, Theme.PROJECTOR));
                w.robot.waitForIdle();
                cut.addAll(cut(w, mode + " light then projector"));
            }
            assertThat(cut).as("the mode label cut").isEmpty();
        }
    }

    private static List<String> cut(LessonWindow w, String when) {
        return w.onEdt(() -> {
            JLabel who = (JLabel) w.robot.finder().findByName(w.frame, "lesson.who", JLabel.class, true);
            int needs = who.getFontMetrics(who.getFont()).stringWidth(who.getText()) + who.getInsets().left + who.getInsets().right;
            int body = javax.swing.UIManager.getFont("Label.font").getSize();
            if (who.getFont().getSize() < body) {
                return List.of(when + ": the mode in small print, " + who.getFont().getSize() + " pt where the body is " + body);
            }
            java.awt.Rectangle on = SwingUtilities.convertRectangle(who.getParent(), who.getBounds(), w.frame.getContentPane());
            List<String> out = new ArrayList<>();
            if (who.getWidth() < needs) {
                out.add(when + ": '" + who.getText() + "' " + who.getWidth() + " px of " + needs);
            }
            if (on.x + on.width > w.frame.getContentPane().getWidth()) {
                out.add(when + ": '" + who.getText() + "' ends at x " + (on.x + on.width) + " past the window");
            }
            return out;
        });
    }
}
