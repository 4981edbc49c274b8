package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.nio.file.Path;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.ui.ComponentWalk;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * Presenting a lesson, a step beside the board shows the players' cash under it, as the Table screen does, wholly inside
 * the 1024x768 window, when it has a position with players; a step without one shows no players at all (never the
 * lesson table's placeholders, "out"), in the light and projector themes and three languages.
 */
@GuiTest
class LessonCashStripIT {

    private LessonWindow w;

    @AfterEach
    void close() {
        if (w != null) {
            w.close();
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"light, en", "projector, fr", "projector, ru"})
    void aStepWithoutAPositionShowsNoPlaceholderPlayers(String theme, String language, @TempDir Path home) {
        w = LessonWindow.open(home, Theme.named(theme, false), language, tutor.ui.ProjectorScreen.size());
        w.start("income-tax-choice", Mode.PRESENT, null);
        int checked = 0;
        for (int i = 0; i < 30; i++) {
            Step s = w.onEdt(() -> w.current().current());
            boolean besideBoard = !(s instanceof Step.Play) && !(s instanceof Step.Chart) && !(s instanceof Step.Simulate);
            if (besideBoard) {
                w.robot.waitForIdle();
                // Issue 22: the lesson's own table seats two placeholders, both marked out; they were shown as
                // "Player 1 $1,500 out" beside every explanation and question.
                String problem = w.onEdt(() -> {
                    boolean seated = w.frame.model().activity().state().players().stream().anyMatch(p -> !p.out());
                    Component strip = w.robot.finder().findAll(w.lessons().player(), c -> "players.strip".equals(c.getName())).stream()
                            .findFirst().orElse(null);
                    boolean shown = strip != null && strip.isShowing();
                    if (!seated) {
                        return shown ? "a cash strip for nobody at step " + s.id() + ": " + words(strip) : null;
                    }
                    if (!shown) {
                        return "no cash strip at step " + s.id();
                    }
                    Rectangle r = SwingUtilities.convertRectangle(strip.getParent(), strip.getBounds(), w.frame.getContentPane());
                    Rectangle room = w.frame.getContentPane().getBounds();
                    if (r.height < 10 || r.y + r.height > room.height || r.x + r.width > room.width) {
                        return "the strip " + r + " is outside " + room + " at step " + s.id();
                    }
                    long cash = w.frame.model().activity().state().player(0).cash();
                    String digits = words(strip).replaceAll("[^0-9]", "");
                    return digits.contains(Long.toString(cash)) ? null : "strip '" + words(strip) + "' lacks " + cash + " at step " + s.id();
                });
                assertThat(problem).as(theme + " " + language).isNull();
                checked++;
            }
            if (w.onEdt(() -> w.current().run().atEnd())) {
                break;
            }
            w.window.button("lesson.next").click();
        }
        assertThat(checked).as("steps beside the board").isPositive();
    }

    private static String words(Component strip) {
        StringBuilder words = new StringBuilder();
        ComponentWalk.visit(strip, c -> {
            if (c instanceof javax.swing.JLabel l && l.getText() != null) {
                words.append(l.getText()).append(' ');
            }
        });
        return words.toString();
    }
}
