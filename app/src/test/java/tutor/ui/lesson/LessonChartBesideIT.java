package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Mode;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * Presenting which-group in French on a 1024x768 projector, step 3 («Sur le graphique, les barres orange…») stands
 * beside the landing-odds chart it reads from, not the lesson's empty board (issue 22).
 */
@GuiTest
class LessonChartBesideIT {

    @Test
    void theOrangeBarsQuestionIsAskedBesideTheChart(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, "fr", tutor.ui.ProjectorScreen.size())) {
            w.start("which-group", Mode.PRESENT, null);
            w.goTo(2);
            assertThat(w.onEdt(() -> w.current().current().id())).isEqualTo("orange-chance");
            org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("the chart drawn") {
                @Override
                public boolean test() {
                    return w.onEdt(() -> showing(w, "lesson.chart.panel"));
                }
            }, 15_000);
            assertThat(w.onEdt(() -> showing(w, "lesson.boardColumn"))).as("the board beside the chart question").isFalse();
        }
    }

    private static boolean showing(LessonWindow w, String name) {
        return w.robot.finder().findAll(w.lessons().player(), (Component c) -> name.equals(c.getName()) && c.isShowing()).size() > 0;
    }
}
