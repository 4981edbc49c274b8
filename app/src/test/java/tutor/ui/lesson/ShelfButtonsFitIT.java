package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.lesson.Lesson;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * Every button of the chosen lesson (its modes, the handout) shows whole on a 1024x768 projector in every language:
 * on a Russian projector «Напечатать раздаточный лист» ran off the right edge of the shelf (the teacher's walk, shot 70).
 */
@GuiTest
class ShelfButtonsFitIT {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "fr", "ru"})
    void everyLessonsButtonsShowWhole(String language, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, language, tutor.ui.ProjectorScreen.size())) {
            w.onEdt(() -> w.lessons().classList().choose("Ann"));
            List<String> ids = w.onEdt(() -> w.lessons().library().lessons().stream().map(Lesson::id).toList());
            List<String> cut = new ArrayList<>();
            for (String id : ids) {
                w.onEdt(() -> w.lessons().shelf().select(id));
                w.robot.waitForIdle();
                cut.addAll(w.onEdt(() -> cutButtons(w, id)));
            }
            assertThat(cut).as("buttons cut on the shelf").isEmpty();
        }
    }

    private static List<String> cutButtons(LessonWindow w, String lesson) {
        Container details = (Container) w.robot.finder().findByName(w.frame, "lessons.details", Container.class, false);
        JViewport port = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, details);
        int right = port.getWidth();
        List<String> out = new ArrayList<>();
        for (Component c : w.robot.finder().findAll(details, k -> k instanceof JButton && k.isVisible())) {
            JButton b = (JButton) c;
            Rectangle r = SwingUtilities.convertRectangle(b.getParent(), b.getBounds(), port);
            if (r.x + r.width > right || b.getWidth() < b.getPreferredSize().width) {
                out.add(lesson + ": '" + b.getText() + "' " + r.x + "+" + b.getWidth() + " px (needs " + b.getPreferredSize().width
                        + ") where the shelf ends at " + right);
            }
        }
        return out;
    }
}
