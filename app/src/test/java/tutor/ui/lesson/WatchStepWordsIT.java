package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.lesson.Mode;
import tutor.ui.GuiTest;
import tutor.ui.Theme;

/**
 * A watch step's words, presented on a 1024x768 projector: the budgeting lesson's step 2 showed one line of its
 * explanation («Ann a 450 $ et devant elle un tour») and a scroll bar (teacher walk 6, F4). Its first paragraph
 * shows whole, unscrolled.
 */
@GuiTest
class WatchStepWordsIT {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"fr", "en", "ru"})
    void theFirstParagraphOfAWatchStepShowsWhole(String language, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, language, tutor.ui.ProjectorScreen.size())) {
            w.start("cash-flow-reserve", Mode.PRESENT, null);
            w.goTo(1);
            w.robot.waitForIdle();
            MarkdownPane words = (MarkdownPane) w.robot.finder().findByName(w.frame, "lesson.text", MarkdownPane.class, true);
            int[] seen = new int[3];
            w.onEdt(() -> {
                javax.swing.JViewport port = (javax.swing.JViewport) javax.swing.SwingUtilities.getAncestorOfClass(javax.swing.JViewport.class, words);
                java.awt.Rectangle shown = javax.swing.SwingUtilities.convertRectangle(port, new java.awt.Rectangle(port.getExtentSize()), words);
                seen[0] = shown.y;
                seen[1] = shown.y + shown.height;
                seen[2] = words.firstParagraphHeightAt(words.getWidth());
            });
            assertThat(seen[2]).as("the first paragraph is more than one line").isGreaterThan(words.getFontMetrics(words.getFont()).getHeight() * 2);
            assertThat(seen[0]).as(language + ": the words are not scrolled").isLessThanOrEqualTo(0);
            assertThat(seen[1]).as(language + ": the first paragraph (" + seen[2] + " px) shows whole").isGreaterThanOrEqualTo(seen[2]);
        }
    }
}
