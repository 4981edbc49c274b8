package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JDialog;
import javax.swing.UIManager;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.ui.Theme;
import tutor.ui.widgets.WrappingLabel;
import tutor.ui.GuiTest;

/**
 * The handout's progress window fits its title and shows the lesson's whole title inside: in French its title bar
 * read «Imprimer la fiche : Les flux d'argent, et une réserve qui ti» (the teacher's walk, shot 83), the window as
 * wide as its bar and the title bar cutting what did not fit.
 */
@GuiTest
class HandoutProgressTitleIT {

    /** Room the window manager's title bar takes for its icon and buttons. */
    private static final int BAR_BUTTONS = 80;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "fr", "ru"})
    void theProgressWindowsTitleFitsAndTheLessonIsNamedWhole(String language, @TempDir Path home) throws Exception {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, language, tutor.ui.ProjectorScreen.size())) {
            w.onEdt(() -> w.frame.model().setLanguage(language));
            w.robot.waitForIdle();
            Path out = home.resolve("h.pdf");
            String problem = w.onEdt(() -> {
                tutor.lesson.Lesson lesson = w.lessons().library().lessons().stream()
                        .filter(l -> l.id().equals("cash-flow-reserve")).findFirst().orElseThrow();
                LessonWords words = w.lessons().words(lesson);
                w.lessons().printer().print(lesson, out, words);
                JDialog d = (JDialog) w.robot.finder().findByName("handout.progress", JDialog.class, false);
                // The title bar's type is the window manager's: measured in the body's bold type, no smaller than it.
                Font bar = UIManager.getFont("Label.font").deriveFont(Font.BOLD);
                int needs = d.getFontMetrics(bar).stringWidth(d.getTitle()) + BAR_BUTTONS;
                WrappingLabel named = (WrappingLabel) w.robot.finder().findByName(d, "handout.lesson", WrappingLabel.class, false);
                String title = words.text(lesson.title());
                StringBuilder b = new StringBuilder();
                if (needs > d.getWidth()) {
                    b.append("the title '").append(d.getTitle()).append("' needs ").append(needs).append(" px, the window is ")
                            .append(d.getWidth()).append(". ");
                }
                if (!named.words().equals(title)) {
                    b.append("the window names '").append(named.words()).append("', not '").append(title).append("'. ");
                }
                if (named.getPreferredSize().height > named.getHeight() || named.getWidth() < 50) {
                    b.append("the lesson's title is cut: ").append(named.getSize()).append(" of ").append(named.getPreferredSize());
                }
                return b.toString();
            });
            assertThat(problem).isEmpty();
            w.waitFor("the handout to be written", () -> Files.exists(out)
                    && w.robot.finder().findAll(c -> c instanceof JDialog d && "handout.progress".equals(d.getName()) && d.isShowing()).isEmpty());
        }
    }
}
