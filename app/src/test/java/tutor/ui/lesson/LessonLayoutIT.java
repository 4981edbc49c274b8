package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JViewport;
import javax.swing.UIManager;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.ui.Clipping;
import tutor.ui.ComponentWalk;
import tutor.ui.Theme;
import tutor.ui.WindowControl;
import tutor.ui.GuiTest;

/**
 * The lesson player on a teacher's 1024x768 projector, in every theme and language: every step of a rules
 * lesson (explanations, scenarios played move by move with their questions, lesson questions, a discussion,
 * the recap) and of a budgeting lesson (exercises and a chart) is walked, and at each step and after each
 * move nothing is cut off (no button or label smaller than its words, or outside the window), every choice
 * of a waiting question shows whole with the question's last line, the board keeps at least 40% of the
 * screen's height, and after a theme switch mid-lesson the step is in the new theme's fonts. The projector
 * theme presents (as a teacher does), the light theme practises and the dark theme quizzes.
 */
@GuiTest
class LessonLayoutIT {

    private static final Dimension SCREEN = new Dimension(1024, 768);
    private static final List<String> LESSONS = List.of("leaving-jail", "third-house");

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "fr", "ru"})
    void everyStepFitsTheProjectorInEveryTheme(String language, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.LIGHT, language, tutor.ui.ProjectorScreen.size())) {
            List<String> problems = new ArrayList<>();
            // The shelf names the lesson's edition in the window's language, never in the ruleset's English title.
            String edition = tutor.scenario.EditionNames.spec("classic", language);
            String meta = w.onEdt(() -> {
                w.lessons().shelf().select(LESSONS.get(0));
                return ((tutor.ui.widgets.WrappingLabel) find(w.lessons().shelf(), "lessons.selected.meta")).words();
            });
            assertThat(meta).contains(edition);
            if (!language.equals("en")) {
                assertThat(meta).doesNotContain("long-form");
            }
            Theme previous = null;
            for (Theme theme : List.of(Theme.LIGHT, Theme.PROJECTOR, Theme.DARK)) {
                Mode mode = theme == Theme.PROJECTOR ? Mode.PRESENT : theme == Theme.DARK ? Mode.QUIZ : Mode.PRACTISE;
                if (previous != null) {
                    // A lesson open in the old theme, one step on: switched, it speaks in the new theme's sizes.
                    w.start(LESSONS.get(0), mode, mode.scored() ? "Ann" : null);
                    w.onEdt(() -> w.lessons().player().next());
                    w.onEdt(() -> WindowControl.theme(w.frame, theme));
                    w.robot.waitForIdle();
                    String where = theme + " " + language + " after switching from " + previous;
                    problems.addAll(w.onEdt(() -> fonts(w, where)));
                }
                for (String lesson : LESSONS) {
                    w.start(lesson, mode, mode.scored() ? "Ann" : null);
                    walk(w, theme + " " + language + " " + lesson + " " + mode.id(), problems);
                }
                previous = theme;
            }
            assertThat(problems).isEmpty();
        }
    }

    /** Every step in turn, each move of a played scenario in turn, each checked. */
    private static void walk(LessonWindow w, String where, List<String> problems) {
        int steps = w.onEdt(() -> w.current().lesson().steps().size());
        for (int i = 0; i < steps; i++) {
            w.robot.waitForIdle();
            String at = where + " step " + (w.onEdt(() -> w.current().run().index()) + 1);
            problems.addAll(w.onEdt(() -> check(w, at)));
            int moves = 0;
            while (w.playNext()) {
                w.robot.waitForIdle();
                String after = at + " move " + ++moves;
                problems.addAll(w.onEdt(() -> check(w, after)));
            }
            if (w.onEdt(() -> w.current().run().atEnd())) {
                return;
            }
            w.onEdt(() -> w.lessons().player().next());
        }
    }

    /** What is wrong with the player as it stands: cut words, a question read through a slot, a small board. */
    private static List<String> check(LessonWindow w, String where) {
        PlayerPanel player = w.lessons().player();
        List<String> out = new ArrayList<>(Clipping.of(player, w.frame.getRootPane(), where));
        Step step = w.current().current();
        Component board = find(player, "lesson.board");
        if (board != null && board.isShowing() && !(step instanceof Step.Chart || step instanceof Step.Simulate)) {
            int side = Math.min(board.getWidth(), board.getHeight());
            if (side < SCREEN.height * 40 / 100) {
                out.add(where + ": the board is " + side + " px, less than 40% of " + SCREEN.height);
            }
        }
        Component story = find(player, "situation.text");
        if (story != null && story.isShowing() && story.getParent() instanceof JViewport view) {
            Rectangle seen = view.getViewRect();
            int line = story.getFontMetrics(story.getFont()).getHeight();
            if (seen.height < 2 * line) {
                out.add(where + ": the situation's story shows " + seen.height + " px, less than two lines");
            }
            javax.swing.text.JTextComponent t = (javax.swing.text.JTextComponent) story;
            try {
                int last = t.getText().stripTrailing().length();
                Rectangle end = last == 0 ? null : t.modelToView2D(last - 1).getBounds();
                // The place before the last letter is a caret's rectangle, none wide: its line must lie within the rows seen.
                if (end != null && (end.y < seen.y || end.y + end.height > seen.y + seen.height)) {
                    out.add(where + ": the situation's last line (the question) is scrolled out of sight: " + end + " not in " + seen);
                }
            } catch (javax.swing.text.BadLocationException e) {
                throw new IllegalStateException(e);
            }
        }
        return out;
    }

    /**
     * The step's Next and heading and the lesson's title are in the theme's sizes: a step at the theme's reading size
     * (the projector's 1.4) in every mode, and at least a third larger when presenting.
     */
    private static List<String> fonts(LessonWindow w, String where) {
        PlayerPanel player = w.lessons().player();
        float base = UIManager.getFont("Label.font").getSize2D();
        float reading = tutor.ui.widgets.Reading.scale();
        float step = w.current().mode() == Mode.PRESENT ? Math.max(reading, 1.35f) : reading;
        List<String> out = new ArrayList<>();
        size(out, where, find(player, "lesson.next"), base * step);
        size(out, where, find(player, "lesson.step.heading"), base * 1.1f * step);
        size(out, where, find(player, "lesson.title"), base * 1.2f);
        return out;
    }

    private static void size(List<String> out, String where, Component c, float expected) {
        if (c == null) {
            out.add(where + ": nothing to measure");
        } else if (Math.abs(c.getFont().getSize2D() - expected) > 0.6f) {
            out.add(where + ": " + ComponentWalk.where(c) + " is in a " + c.getFont().getSize2D() + " pt font, the theme's is " + expected);
        }
    }

    private static Component find(Component top, String name) {
        Component[] found = new Component[1];
        ComponentWalk.visit(top, c -> {
            if (found[0] == null && name.equals(c.getName()) && c.isShowing()) {
                found[0] = c;
            }
        });
        return found[0];
    }
}
