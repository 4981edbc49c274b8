package tutor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import tutor.ui.practise.PractiseScreen;
import tutor.ui.practise.PractiseScreenshot;

/**
 * The Practise screen on a 1024x768 projector, in English, French and Russian: a drill's answers never cover the
 * Ruling / Your ratings tabs below them (answer c) did, the teacher's item 14 and native-fr3's shot 68), and every
 * answer shows whole inside the situation's box (the tabs stepping aside while the question waits where both cannot fit).
 */
class PractiseProjectorIT extends AbstractTutorIT {

    @Override
    protected Theme theme() {
        return Theme.PROJECTOR;
    }

    @Test
    void theAnswersNeverCoverTheTabsBelow() {
        GuiActionRunner.execute(() -> frame.showScreen("practise"));
        waitFor("a drill to be served", () -> PractiseScreenshot.find(frame) != null && PractiseScreenshot.find(frame).serving() != null);
        PractiseScreen screen = onEdt(() -> PractiseScreenshot.find(frame));
        List<String> problems = new ArrayList<>();
        int withChoices = 0;
        for (String language : List.of("en", "fr", "ru")) {
            GuiActionRunner.execute(() -> frame.applyLanguage(language));
            int before = withChoices;
            for (int drill = 0; drill < 60 && withChoices < before + 2; drill++) {
                GuiActionRunner.execute(screen::serveNext);
                waitFor("the drill shown", () -> model().scenario() != null);
                robot.waitForIdle();
                // A drill's question may come after a move or two: play them.
                for (int move = 0; move < 4 && onEdt(() -> model().scenario().question() == null); move++) {
                    GuiActionRunner.execute(() -> PractiseScreenshot.answer(frame, true));
                    robot.waitForIdle();
                }
                if (onEdt(() -> model().scenario().question() == null || model().scenario().question().choices().isEmpty())) {
                    GuiActionRunner.execute(() -> PractiseScreenshot.answer(frame, true)); // a drill left waiting is served again
                    continue;
                }
                withChoices++;
                String where = language + " " + onEdt(() -> screen.serving().id());
                problems.addAll(onEdt(() -> overlaps(where)));
                // Answered: the ruling is read, its tabs back in sight.
                GuiActionRunner.execute(() -> PractiseScreenshot.answer(frame, true));
                robot.waitForIdle();
                if (!onEdt(() -> robot.finder().findByName(frame, "practise.tabs", Component.class, false).isShowing())) {
                    problems.add(where + ": the Ruling / Your ratings tabs stay hidden after the answer");
                }
            }
        }
        assertThat(withChoices).as("drills with choices looked at").isGreaterThanOrEqualTo(4);
        assertThat(problems).isEmpty();
    }

    /**
     * The drill CI's random pick once failed on, every time: in Russian its three-line heading and its auction step's long
     * sentence did not both fit the column, and the tabs stayed hidden after the answer, the ruling never read.
     */
    @Test
    void theRulingComesBackAfterTheRussianAuctionDrill() {
        GuiActionRunner.execute(() -> frame.showScreen("practise"));
        waitFor("a drill to be served", () -> PractiseScreenshot.find(frame) != null && PractiseScreenshot.find(frame).serving() != null);
        for (String language : List.of("en", "fr", "ru")) {
            GuiActionRunner.execute(() -> {
                frame.applyLanguage(language);
                java.nio.file.Path drill = tutor.scenario.LibraryFolder.find("scenarios").resolve("drills/fr-classic/drill-auction-823abce15494.yaml");
                var loaded = new tutor.scenario.ScenarioLoader(tutor.data.Bundle.get(), model().dataLanguage()).load(drill);
                model().open(new tutor.play.ScenarioActivity(loaded.scenario(), drill, model().dataLanguage()));
            });
            robot.waitForIdle();
            if (language.equals("ru")) {
                // The line saying which drill is served (or how the last went) follows the language too.
                String said = onEdt(() -> ((javax.swing.JLabel) robot.finder().findByName(frame, "practise.result", Component.class, false)).getText());
                assertThat(said).as("the result line in Russian").containsPattern("[\\u0400-\\u04FF]{4}");
            }
            assertThat(onEdt(() -> model().scenario().question())).as(language + ": the drill asks at once").isNotNull();
            GuiActionRunner.execute(() -> PractiseScreenshot.answer(frame, true));
            robot.waitForIdle();
            Component tabs = robot.finder().findByName(frame, "practise.tabs", Component.class, false);
            assertThat(onEdt(tabs::isShowing)).as(language + ": the Ruling / Your ratings tabs after the answer").isTrue();
            Rectangle at = onEdt(tabs::getBounds);
            int column = onEdt(() -> tabs.getParent().getHeight());
            assertThat(at.y + at.height).as(language + ": the tabs' bottom within their column").isLessThanOrEqualTo(column);
            Component copy = robot.finder().findByName(tabs.getParent(), "trace.copyText", Component.class, false);
            Rectangle button = onEdt(() -> SwingUtilities.convertRectangle(copy.getParent(), copy.getBounds(), tabs.getParent()));
            assertThat(button.y + button.height).as(language + ": the ruling's Copy button whole").isLessThanOrEqualTo(column);
        }
    }

    private List<String> overlaps(String where) {
        List<String> out = new ArrayList<>();
        Component tabs = robot.finder().findByName(frame, "practise.tabs", Component.class, false);
        Component situation = find(tabs.getParent(), "situation");
        Component answers = find(situation, "situation.answers");
        Rectangle tabsAt = SwingUtilities.convertRectangle(tabs.getParent(), tabs.getBounds(), frame.getRootPane());
        Rectangle box = SwingUtilities.convertRectangle(situation.getParent(), situation.getBounds(), frame.getRootPane());
        if (tabs.isVisible() && box.y + box.height > tabsAt.y) {
            out.add(where + ": the situation ends at y " + (box.y + box.height) + ", below the tabs' top " + tabsAt.y);
        }
        for (Component choice : ((Container) answers).getComponents()) {
            if (!choice.isVisible()) {
                continue;
            }
            Rectangle at = SwingUtilities.convertRectangle(choice.getParent(), choice.getBounds(), frame.getRootPane());
            if (!box.contains(at)) {
                out.add(where + ": an answer at " + at + " outside the situation's box " + box);
            }
            if (tabs.isVisible() && at.intersects(tabsAt)) {
                out.add(where + ": an answer at " + at + " covers the tabs at " + tabsAt);
            }
        }
        return out;
    }

    private static Component find(Component c, String name) {
        if (name.equals(c.getName())) {
            return c;
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                Component f = find(child, name);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }
}
