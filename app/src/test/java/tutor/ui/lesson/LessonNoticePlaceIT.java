package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Point;
import java.awt.Rectangle;
import java.nio.file.Path;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JToolTip;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.GenericTypeMatcher;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import tutor.ui.Theme;
import tutor.ui.WindowControl;
import tutor.ui.GuiTest;

/**
 * A notice never covers what the screen shows: after a language switch «Тренажёр теперь говорит по-русски.» stood over
 * the lesson card (the teacher's walk, shot 48), the status line's tooltip (the notice, kept after the line fades)
 * shown where the pointer rested at the window's bottom and pushed up over the card. Every screen says its notices on
 * the one status line, and the tooltip now stands on that line.
 */
@GuiTest
class LessonNoticePlaceIT {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"projector", "light"})
    void theNoticeAfterALanguageSwitchCoversNothingOnTheLessonsScreen(String themeName, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.named(themeName, false), "fr", tutor.ui.ProjectorScreen.size())) {
            w.onEdt(() -> WindowControl.language(w.frame, "ru"));
            w.robot.waitForIdle();
            assertThat(w.onEdt(() -> message(w).getText())).isEqualTo("Тренажёр теперь говорит по-русски.");
            Rectangle tip = tipShownAtTheBottomRight(w);
            Rectangle card = screenBounds(w, "lessons.details");
            Rectangle list = screenBounds(w, "lessons.tree");
            Rectangle review = screenBounds(w, "lessons.review.list");
            Rectangle reviewNow = screenBounds(w, "lessons.review.start");
            Rectangle bar = screenBounds(w, "status");
            assertThat(tip.intersects(card)).as("the notice's tip " + tip + " over the lesson card " + card).isFalse();
            assertThat(tip.intersects(list)).as("the notice's tip " + tip + " over the lesson list " + list).isFalse();
            assertThat(tip.intersects(review)).as("the notice's tip " + tip + " over the review list " + review).isFalse();
            assertThat(tip.intersects(reviewNow)).as("the notice's tip " + tip + " over Review now " + reviewNow).isFalse();
            assertThat(tip.y + tip.height).as("the tip's bottom against the status line's " + bar).isLessThanOrEqualTo(bar.y + bar.height);
        }
    }

    private static JLabel message(LessonWindow w) {
        return (JLabel) w.robot.finder().findByName(w.frame, "status.message", JLabel.class, false);
    }

    /** The pointer rests on the status line towards the right, where it was in the walk, until the tip shows. */
    private static Rectangle tipShownAtTheBottomRight(LessonWindow w) {
        JLabel message = w.onEdt(() -> message(w));
        Point at = w.onEdt(() -> new Point(Math.max(10, message.getWidth() - 40), message.getHeight() / 2));
        w.robot.moveMouse(message, at);
        w.waitFor("the status line's tooltip", () -> tip(w) != null);
        return w.onEdt(() -> {
            JToolTip t = tip(w);
            Point p = t.getLocationOnScreen();
            return new Rectangle(p.x, p.y, t.getWidth(), t.getHeight());
        });
    }

    private static JToolTip tip(LessonWindow w) {
        return w.robot.finder().findAll(new GenericTypeMatcher<JToolTip>(JToolTip.class, true) {
            @Override
            protected boolean isMatching(JToolTip t) {
                return t.getWidth() > 0;
            }
        }).stream().findFirst().orElse(null);
    }

    private static Rectangle screenBounds(LessonWindow w, String name) {
        return w.onEdt(() -> {
            Component c = w.robot.finder().findByName(w.frame, name, Component.class, false);
            // A list or a card inside a scroll pane shows what its viewport shows: the pane's bounds are what is read.
            Component seen = SwingUtilities.getAncestorOfClass(javax.swing.JScrollPane.class, c) instanceof JComponent pane ? pane : c;
            Point p = seen.getLocationOnScreen();
            return new Rectangle(p.x, p.y, seen.getWidth(), seen.getHeight());
        });
    }
}
