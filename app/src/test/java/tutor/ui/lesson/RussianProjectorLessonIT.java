package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.lesson.Mode;
import tutor.ui.ComponentWalk;
import tutor.ui.Theme;
import tutor.ui.GuiTest;

/**
 * What a Russian teacher found on a 1024x768 projector (issues 22 and 24), checked in every language: a
 * presented explanation can be read to its last line (it fits, or its area scrolls to it), and an amount's
 * currency sign stands where the language writes it ("$ [..]" in English, "[..] €" / "[..] ₽" after it).
 * Each case saves a screenshot under target/window4/ for a person to judge.
 */
@GuiTest
class RussianProjectorLessonIT {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"ru", "fr", "en"})
    void thePresentedExplanationCanBeReadToItsEnd(String language, @TempDir Path home) throws Exception {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, language, tutor.ui.ProjectorScreen.size())) {
            // Loaded, the shelf replaces the "loading the lessons" message.
            w.robot.waitForIdle();
            assertThat(w.onEdt(() -> find(w.frame, "lessons.loading") == null && w.lessons().shelf().isShowing())).isTrue();
            w.start("leaving-jail", Mode.PRESENT, null);
            w.robot.waitForIdle();
            shot(w, "explain-" + language);
            List<String> problems = w.onEdt(() -> readable(w, "lesson.text"));
            assertThat(problems).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"ru", "fr", "en"})
    void theExplanationReadsToItsEndAfterSwitchingToTheProjectorTheme(String language, @TempDir Path home) throws Exception {
        try (LessonWindow w = LessonWindow.open(home, Theme.LIGHT, language, tutor.ui.ProjectorScreen.size())) {
            w.start("leaving-jail", Mode.PRESENT, null);
            w.robot.waitForIdle();
            w.onEdt(() -> tutor.ui.WindowControl.theme(w.frame, Theme.PROJECTOR));
            w.robot.waitForIdle();
            shot(w, "explain-switched-" + language);
            List<String> problems = w.onEdt(() -> readable(w, "lesson.text"));
            assertThat(problems).isEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"ru", "fr", "en"})
    void theAmountsSignStandsWhereTheLanguageWritesIt(String language, @TempDir Path home) throws Exception {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, language, tutor.ui.ProjectorScreen.size())) {
            // Practise: presented, a question has no answer box (the class works it out, the teacher shows the answer).
            w.start("income-tax-choice", Mode.PRACTISE, "Ann");
            for (int i = 0; i < 20 && w.onEdt(() -> find(w.lessons().player(), "lesson.amount") == null); i++) {
                w.onEdt(() -> w.lessons().player().next());
                w.robot.waitForIdle();
            }
            w.robot.waitForIdle();
            shot(w, "amount-" + language);
            int[] xs = w.onEdt(() -> {
                Component field = find(w.lessons().player(), "lesson.amount");
                Component sign = find(w.lessons().player(), "lesson.amountUnit");
                return new int[] {field.getX(), sign.getX()};
            });
            String unit = w.onEdt(() -> ((javax.swing.JLabel) find(w.lessons().player(), "lesson.amountUnit")).getText());
            assertThat(unit).isEqualTo("$");
            if (language.equals("en")) {
                assertThat(xs[1]).as("the sign before the field").isLessThan(xs[0]);
            } else {
                assertThat(xs[1]).as("the sign after the field").isGreaterThan(xs[0]);
            }
        }
    }

    /**
     * What keeps the named text from being read whole: it must be as tall as its words at its width, and
     * every part of it must show, or lie within a scrolling view that can bring it into sight.
     */
    static List<String> readable(LessonWindow w, String name) {
        List<String> out = new ArrayList<>();
        Component c = find(w.lessons().player(), name);
        if (c == null) {
            out.add("no " + name + " showing");
            return out;
        }
        JComponent text = (JComponent) c;
        if (text.getHeight() < text.getPreferredSize().height - 1) {
            out.add(name + " is " + text.getHeight() + " px tall, its words need " + text.getPreferredSize().height);
        }
        JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, text);
        Rectangle whole = SwingUtilities.convertRectangle(text.getParent(), text.getBounds(), view == null ? w.frame.getRootPane() : view.getView());
        if (view == null) {
            if (text.getVisibleRect().height < text.getHeight() - 1) {
                out.add(name + " shows " + text.getVisibleRect().height + " of " + text.getHeight() + " px and cannot scroll");
            }
        } else {
            Component inner = view.getView();
            if (whole.y + whole.height > inner.getHeight() + 1) {
                out.add(name + " ends at " + (whole.y + whole.height) + " px, below its scrolling view's " + inner.getHeight() + " px");
            }
            JScrollPane pane = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, view);
            if (inner.getHeight() > view.getHeight() + 1 && (pane.getVerticalScrollBarPolicy() == JScrollPane.VERTICAL_SCROLLBAR_NEVER
                    || !pane.getVerticalScrollBar().isShowing())) {
                out.add(name + " is " + inner.getHeight() + " px in a view of " + view.getHeight() + " px with no scroll bar");
            }
            // The view itself must show whole in the window (not cut by the panels around it).
            if (view.getVisibleRect().height < view.getHeight() - 1) {
                out.add(name + "'s scrolling view shows " + view.getVisibleRect().height + " of its " + view.getHeight() + " px");
            }
        }
        return out;
    }

    static Component find(Component top, String name) {
        Component[] found = new Component[1];
        ComponentWalk.visit(top, c -> {
            if (found[0] == null && name.equals(c.getName()) && c.isShowing()) {
                found[0] = c;
            }
        });
        return found[0];
    }

    static void shot(LessonWindow w, String file) throws Exception {
        BufferedImage img = w.onEdt(() -> {
            var root = w.frame.getRootPane();
            BufferedImage i = new BufferedImage(root.getWidth(), root.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = i.createGraphics();
            root.paint(g);
            g.dispose();
            return i;
        });
        Path out = Path.of("target", "window4", file + ".png");
        Files.createDirectories(out.getParent());
        ImageIO.write(img, "png", out.toFile());
    }
}
