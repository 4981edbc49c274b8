package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * A play step's own buttons (watch the next move, watch them all, compare editions) show whole at 1024x768 in the
 * projector theme: on a French projector the step's words took the little height there was and only the buttons'
 * top edges showed, two empty boxes (native-fr3's note).
 */
@GuiTest
class PlayStepButtonsIT {

    /** Before the first move the rulings are not two empty boxes, and "Make a move…" is read whole; after it they come. */
    @ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"fr", "ru"})
    void beforeTheFirstMoveTheRulingsAreNotEmptyBoxes(String language, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, language, tutor.ui.ProjectorScreen.size())) {
            w.start("net-worth", Mode.PRACTISE, "Ann");
            w.onEdt(() -> {
                w.current().next();
                w.frame.model().open(w.current());
            });
            w.robot.waitForIdle();
            assertThat(showing(w, "ruling.timeline")).as("an empty list of rulings").isFalse();
            assertThat(showing(w, "trace.tree")).as("an empty list of steps").isFalse();
            String message = w.onEdt(() -> {
                javax.swing.JEditorPane detail = (javax.swing.JEditorPane) w.robot.finder().findByName(w.frame, "trace.detail",
                        javax.swing.JEditorPane.class, true);
                java.awt.Container port = detail.getParent();
                assertThat(port.getHeight()).as("'" + text(detail) + "' whole").isGreaterThanOrEqualTo(detail.getPreferredSize().height);
                return text(detail);
            });
            assertThat(message).isNotBlank();
            w.onEdt(() -> {
                w.current().watchNext();
                w.frame.model().activityUpdated();
            });
            w.robot.waitForIdle();
            assertThat(showing(w, "ruling.timeline")).as("the rulings, once there is one").isTrue();
            assertThat(showing(w, "trace.tree")).as("its steps").isTrue();
        }
    }

    private static String text(javax.swing.JEditorPane p) {
        try {
            return p.getDocument().getText(0, p.getDocument().getLength()).strip();
        } catch (javax.swing.text.BadLocationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean showing(LessonWindow w, String name) {
        return w.onEdt(() -> w.robot.finder().findAll(w.frame, c -> name.equals(c.getName())).stream()
                .anyMatch(java.awt.Component::isShowing));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"fr, net-worth", "ru, net-worth", "fr, income-tax-choice", "ru, income-tax-choice", "en, income-tax-choice"})
    void thePlayStepsButtonsShowWhole(String language, String lesson, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, language, tutor.ui.ProjectorScreen.size())) {
            w.start(lesson, Mode.PRACTISE, "Ann");
            List<String> cut = new ArrayList<>();
            int plays = 0;
            int steps = w.onEdt(() -> w.current().lesson().steps().size());
            for (int i = 0; i < steps; i++) {
                int at = i;
                boolean play = w.onEdt(() -> {
                    while (w.current().run().index() < at) {
                        w.current().next();
                    }
                    w.frame.model().open(w.current());
                    return w.current().current() instanceof Step.Play p && (p.mode() == Step.PlayMode.WATCH || !p.compare().isEmpty());
                });
                if (!play) {
                    continue;
                }
                plays++;
                w.robot.waitForIdle();
                cut.addAll(w.onEdt(() -> {
                    List<String> out = new ArrayList<>();
                    for (String name : List.of("lesson.watch.next", "lesson.watch.all", "lesson.compare")) {
                        for (java.awt.Component c : w.robot.finder().findAll(w.frame, k -> name.equals(k.getName()) && k.isShowing())) {
                            JButton b = (JButton) c;
                            Rectangle seen = b.getVisibleRect();
                            if (seen.width < b.getWidth() || seen.height < b.getHeight() || b.getHeight() < b.getPreferredSize().height) {
                                out.add("step " + (at + 1) + ": '" + b.getText() + "' shows " + seen.width + "x" + seen.height + " of "
                                        + b.getPreferredSize().width + "x" + b.getPreferredSize().height);
                            }
                        }
                    }
                    return out;
                }));
            }
            assertThat(plays).as("play steps with buttons").isPositive();
            assertThat(cut).as("a play step's buttons cut").isEmpty();
        }
    }
}
