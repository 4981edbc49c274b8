package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.nio.file.Path;
import javax.swing.text.GlyphView;
import javax.swing.text.Position;
import javax.swing.text.View;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import tutor.lesson.Mode;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * A play step's own words (what the class reads: "Ann would rather not wait…") are set at least as large as its
 * "how to play" line, in the type the text is really drawn in, in every theme (they were smaller in French on the
 * projector).
 */
@GuiTest
class PlayStepTypeIT {

    @ParameterizedTest(name = "{0}")
    @EnumSource(Theme.class)
    void theStepsWordsAreAsLargeAsItsHowLine(Theme theme, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, theme, "fr", tutor.ui.ProjectorScreen.size())) {
            // Present mode, where the step's type is set larger than the theme's (practise and quiz use the same panes).
            for (Mode mode : new Mode[] {Mode.PRESENT}) {
                w.start("leaving-jail", mode, mode.scored() ? "Ann" : null);
                w.onEdt(() -> {
                    // to the lesson's first play step, whatever step the lesson was left at
                    while (!(w.current().current() instanceof tutor.lesson.Step.Play) && w.current().run().index() > 0) {
                        w.current().previous();
                    }
                    while (!(w.current().current() instanceof tutor.lesson.Step.Play)) {
                        w.current().next();
                    }
                    w.frame.model().open(w.current());
                });
                w.robot.waitForIdle();
                float[] sizes = w.onEdt(() -> {
                    MarkdownPane intro = (MarkdownPane) w.robot.finder().find(w.frame,
                            c -> "lesson.text".equals(c.getName()) && c.isShowing());
                    Component how = w.robot.finder().find(w.frame, c -> "lesson.play.how".equals(c.getName()) && c.isShowing());
                    return new float[] {drawn(intro), how.getFont().getSize2D()};
                });
                assertThat(sizes[0]).as(theme + " " + mode + ": the step's words against its how-to line").isGreaterThanOrEqualTo(sizes[1]);
            }
        }
    }

    /** The size of the type the pane's first words are drawn in (its text view's font, from the style sheet). */
    private static float drawn(MarkdownPane pane) {
        View v = pane.getUI().getRootView(pane);
        while (!(v instanceof GlyphView) && v.getViewCount() > 0) {
            int i = v.getViewIndex(1, Position.Bias.Forward);
            v = v.getView(Math.max(0, i));
        }
        return ((GlyphView) v).getFont().getSize2D();
    }
}
