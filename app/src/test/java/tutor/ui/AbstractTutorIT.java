package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import tutor.ui.model.Settings;
import tutor.ui.model.TutorModel;

/**
 * Base of the GUI tests: skips without a display, fails any Swing call off the event thread,
 * builds the real window on the event thread with settings in a temporary folder, and cleans up.
 */
@GuiTest
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

    /** The theme the test starts in. */
    protected Theme theme() {
        return Theme.LIGHT;
    }

    /**
     * The window size the test starts at: a teacher's 1024x768 projector, less what the window manager keeps for
     * itself (a taskbar), as the tutor's first start sizes itself. CI's screen is 1024x768 (see .ci/run); on a
     * larger screen the window is still 1024x768 at most, so every test sees the projector's room.
     */
    protected Dimension size() {
        return ProjectorScreen.size();
    }

    /**
     * The language the window starts in: English, whatever this computer's locale (the tests read English words),
     * unless a test says otherwise.
     */
    protected String language() {
        return "en";
    }

    /** Where the settings live: a fresh folder unless a test says otherwise. */
    protected Path settingsHome() throws Exception {
        return Files.createTempDirectory("tutor-it");
    }

    @BeforeEach
    void openTutor() throws Exception {
        home = settingsHome();
        System.setProperty("tutor.home", home.toString());
        robot = BasicRobot.robotWithNewAwtHierarchy();
        // AssertJ Swing's default wait for idle posts an event and waits up to 10 s to be told it ran. After the
        // lab's tests that notice stopped coming although the queue was empty and the event thread idle (jstack):
        // every wait ran its full 10 s (QuestionFeedbackIT 253 s instead of 3 s, CI near its 20 minutes).
        // The simple wait, invokeAndWait on the event queue, waits for what is pending, which is what these tests need.
        robot.settings().simpleWaitForIdle(true);
        // The pause after each posted event stays at its default (100 ms): shorter ones lost clicks under Xvfb.
        robot.settings().delayBetweenEvents(10);
        frame = GuiActionRunner.execute(() -> {
            theme().apply();
            Settings settings = Settings.standard();
            settings.put("language", language());
            TutorFrame f = new TutorFrame(settings);
            // Pinned to the corner: a window manager's cascading would push later windows off CI's screen.
            f.setLocationByPlatform(false);
            f.setLocation(0, 0);
            return f;
        });
        window = new FrameFixture(robot, frame);
        if (size() == null) {
            // As the tutor starts: the size it chose for this screen, not packed to its preferred size.
            GuiActionRunner.execute(() -> frame.setVisible(true));
            robot.waitForIdle();
        } else {
            window.show(size());
            window.moveTo(new java.awt.Point(0, 0));
        }
        GuiActionRunner.execute(() -> frame.loadLibrary());
        waitFor("the library to load", () -> !model().library().isEmpty() && model().activity() != null);
    }

    protected TutorModel model() {
        return frame.model();
    }

    /**
     * A free game from seed 7, played fast, and its first throw: Ann throws 6+1 to Chance and pays the $15 poor tax,
     * a card of the classic (pre-2008) Chance deck only.
     */
    protected void freeGameSevenAndAnnsFirstThrow() {
        window.toggleButton("screen.play").click();
        window.textBox("play.seed").deleteText().enterText("7");
        window.button("play.start").click();
        window.slider("play.speed").slideToMaximum();
        window.button("action.roll").click();
        window.label("player.Ann.cash").requireText("$1,485");
    }

    /** Opens a scenario by id, as Enter on it in the library does. */
    protected void openScenario(String id) {
        GuiActionRunner.execute(() -> model().open(model().item(id)));
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> model().activity().id())).isEqualTo(id);
    }

    /** Plays the scenario's expected moves and answers, as a learner who gets them right. */
    protected void playExpected(int steps) {
        for (int i = 0; i < steps; i++) {
            onEdt(() -> {
                tutor.play.ScenarioActivity s = model().scenario();
                if (s.session().current() instanceof tutor.scenario.ScriptStep.Ask ask) {
                    model().act(ask.expected().get(0));
                } else if (s.session().current() instanceof tutor.scenario.ScriptStep.Question q) {
                    model().answer(q.answer());
                }
                return null;
            });
            robot.waitForIdle();
        }
    }

    /**
     * The ruling timeline's rows as the window draws them. Its rows wrap (a text area draws each), which AssertJ Swing's
     * list reader does not read: it would give the entries' toString instead.
     */
    protected String[] timelineRows() {
        @SuppressWarnings("unchecked")
        javax.swing.JList<Object> list = (javax.swing.JList<Object>) window.list("ruling.timeline").target();
        return onEdt(() -> {
            String[] rows = new String[list.getModel().getSize()];
            for (int i = 0; i < rows.length; i++) {
                java.awt.Component c = list.getCellRenderer().getListCellRendererComponent(list, list.getModel().getElementAt(i), i, false, false);
                rows[i] = c instanceof javax.swing.text.JTextComponent t ? t.getText() : ((javax.swing.JLabel) c).getText();
            }
            return rows;
        });
    }

    protected String situation() {
        return GuiActionRunner.execute(() -> frame.situationText());
    }

    /** Reads something on the event thread. */
    protected <T> T onEdt(Supplier<T> what) {
        return GuiActionRunner.execute(what::get);
    }

    protected void waitFor(String what, Supplier<Boolean> test) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(test::get);
            }
        }, 45_000); // a wait, not a timing check: on a loaded 2-core machine loading the library took over 15 s
    }

    @AfterEach
    void closeTutor() {
        if (window != null) {
            window.cleanUp();
        }
    }
}
