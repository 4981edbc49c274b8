package tutor.ui.lesson;

import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.Assumptions;
import tutor.lesson.Mode;
import tutor.scenario.ScriptStep;
import tutor.ui.Theme;
import tutor.ui.TutorFrame;
import tutor.play.LessonActivity;
import tutor.play.ScenarioActivity;
import tutor.ui.model.Settings;

/**
 * The real window on the Lessons screen, for the Lessons GUI tests: made on the event thread with its
 * settings in a fresh folder, the checkout's lessons, a theme, a language and a size, pinned to the
 * screen's corner; and what the tests do with it (wait for something, read on the event thread, open a
 * lesson, play a scenario as it expects).
 */
final class LessonWindow implements AutoCloseable {

    final Robot robot;
    final FrameFixture window;
    final TutorFrame frame;
    final Path home;

    private LessonWindow(Path home, Theme theme, String language, Dimension size) {
        this.home = home;
        System.setProperty("tutor.home", home.toString());
        System.setProperty("tutor.lessons", checkoutLessons().toString());
        robot = BasicRobot.robotWithNewAwtHierarchy();
        // AssertJ Swing's default wait for idle posts an event and waits up to 10 s to be told it ran. After the
        // lab's tests that notice stopped coming although the queue was empty and the event thread idle (jstack):
        // every wait ran its full 10 s (QuestionFeedbackIT 253 s instead of 3 s, CI near its 20 minutes).
        // The simple wait, invokeAndWait on the event queue, waits for what is pending, which is what these tests need.
        robot.settings().simpleWaitForIdle(true);
        robot.settings().delayBetweenEvents(10);
        TutorFrame made = null;
        FrameFixture fixture = null;
        try {
            made = made(theme, language);
            fixture = new FrameFixture(robot, made);
            fixture.show(size);
            fixture.moveTo(new java.awt.Point(0, 0));
            TutorFrame f = made;
            GuiActionRunner.execute(() -> f.loadLibrary());
            // Pressed on the event thread, not clicked by the robot: this opens the screen the test is about, and on a
            // loaded machine the robot's click was once lost (the lessons never loaded; two displays, CI).
            javax.swing.AbstractButton lessonsTab = fixture.toggleButton("screen.lessons").target();
            GuiActionRunner.execute(() -> {
                lessonsTab.doClick();
                return null;
            });
            waitFor("the lessons to load", () -> f.lessons().loaded());
        } catch (RuntimeException | Error e) {
            // The robot holds the screen lock: a window that failed to open must let the next test have the screen.
            if (fixture != null) {
                fixture.cleanUp();
            } else {
                robot.cleanUp();
            }
            throw e;
        }
        frame = made;
        window = fixture;
    }

    /**
     * The checkout's lessons folder, whether started in the checkout or in app/ (where Maven runs the tests, the
     * lessons one folder up); LibraryFolder reads -Dtutor.lessons first.
     */
    static Path checkoutLessons() {
        Path lessons = Files.isDirectory(Path.of("../lessons")) ? Path.of("../lessons") : Path.of("lessons");
        return lessons.toAbsolutePath().normalize();
    }

    private static TutorFrame made(Theme theme, String language) {
        return GuiActionRunner.execute(() -> {
            theme.apply();
            Settings settings = Settings.standard();
            settings.put("language", language);
            settings.put("theme", theme.key());
            TutorFrame f = new TutorFrame(settings);
            f.setLocationByPlatform(false);
            f.setLocation(0, 0);
            return f;
        });
    }

    /** The window in a theme and language at a size, on the Lessons screen with the lessons loaded; skipped without a display. */
    static LessonWindow open(Path home, Theme theme, String language, Dimension size) {
        Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "no display: GUI tests run under Xvfb (see .ci/run)");
        FailOnThreadViolationRepaintManager.install();
        return new LessonWindow(home, theme, language, size);
    }

    @Override
    public void close() {
        window.cleanUp();
        System.clearProperty("tutor.lessons");
    }

    Lessons lessons() {
        return frame.lessons();
    }

    LessonActivity current() {
        return lessons().current();
    }

    <T> T onEdt(Supplier<T> what) {
        return GuiActionRunner.execute(what::get);
    }

    void onEdt(Runnable what) {
        GuiActionRunner.execute(what::run);
    }

    /** Waits until the test holds, checking every 20 ms for at most 20 s. */
    void waitFor(String what, Supplier<Boolean> test) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(test::get);
            }
        }, 60_000); // a shared CI machine under load took over 20 s to read the 24 lessons; a pass is still at once
    }

    /** Opens a lesson in a mode (for {@code learner}, or nobody) as its button on the shelf does, and waits for its first step. */
    void start(String lesson, Mode mode, String learner) {
        if (learner != null) {
            onEdt(() -> lessons().classList().choose(learner));
        }
        onEdt(() -> lessons().start(lesson, mode));
        waitFor("the lesson to open", () -> current() != null && current().lesson().id().equals(lesson)
                && lessons().card().equals("player"));
    }

    /** Goes on to the step at {@code index} (0 first) as Next does, answering nothing, and shows it. */
    void goTo(int index) {
        onEdt(() -> {
            while (current().run().index() < index) {
                current().next();
            }
            frame.model().open(current());
        });
        robot.waitForIdle();
    }

    /** Makes the current play step's next expected move or answers its question; false once its script is over. */
    boolean playNext() {
        return onEdt(() -> {
            ScenarioActivity s = current().playing();
            if (s == null || s.finished()) {
                return false;
            }
            if (s.session().current() instanceof ScriptStep.Ask ask) {
                frame.model().act(ask.expected().get(0));
            } else if (s.session().current() instanceof ScriptStep.Question q) {
                frame.model().answer(q.answer());
            }
            return true;
        });
    }
}
