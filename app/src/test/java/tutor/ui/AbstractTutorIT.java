package tutor.ui;

import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Base of the GUI tests: skips without a display, fails any Swing call off the event thread,
 * builds the real window on the event thread with settings in a temporary folder, and cleans up.
 */
@ExtendWith({GuiTestConditions.class})
abstract class AbstractTutorIT {

    protected Robot robot;
    protected FrameFixture window;
    protected TutorFrame frame;
    protected Path home;

    @BeforeAll
    static void installEdtChecker() {
        if (!GraphicsEnvironment.isHeadless()) {
            FailOnThreadViolationRepaintManager.install();
        }
    }

    @BeforeEach
    void openTutor() throws Exception {
        home = Files.createTempDirectory("tutor-it");
        System.setProperty("tutor.home", home.toString());
        robot = BasicRobot.robotWithNewAwtHierarchy();
        robot.settings().delayBetweenEvents(20);
        frame = GuiActionRunner.execute(() -> {
            Theme.apply(false, false);
            TutorFrame f = new TutorFrame(Settings.standard());
            // Pinned to the corner: a window manager's cascading would push later windows off CI's 1280-wide screen.
            f.setLocationByPlatform(false);
            f.setLocation(0, 0);
            return f;
        });
        window = new FrameFixture(robot, frame);
        window.show(new Dimension(1280, 800));
        window.moveTo(new java.awt.Point(0, 0));
    }

    /** Opens a scenario by id, as picking it in the library does. */
    protected void openScenario(String id) {
        GuiActionRunner.execute(() -> frame.loadLibrary());
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("the library to load") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> frame.libraryLoaded() && frame.session() != null);
            }
        }, 10_000);
        GuiActionRunner.execute(() -> frame.openById(id));
        robot.waitForIdle();
        org.assertj.core.api.Assertions.assertThat(GuiActionRunner.execute(() -> frame.session().scenario().id())).isEqualTo(id);
    }

    protected String situation() {
        return GuiActionRunner.execute(() -> frame.situationText());
    }

    @AfterEach
    void closeTutor() {
        if (window != null) {
            window.cleanUp();
        }
    }
}
