package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.text.View;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tutor.lesson.Mode;
import tutor.ui.Clipping;
import tutor.ui.ComponentWalk;
import tutor.ui.Theme;
import tutor.ui.WindowControl;
import tutor.ui.GuiTest;

/**
 * Issue 22, on a teacher's 1024x768 projector: a presented step's words read whole, or scroll to their last line.
 * A teacher presenting which-group in French saw step 1's last line cut with no scroll bar after switching the
 * theme and the screen (a fresh start did not show it); and every step of every lesson is walked presented in
 * French and in Russian, every text and button checked whole.
 */
@GuiTest
class LessonTextWholeIT {

    /** The teacher's way there: light, the lesson open, projector, English to French, the window resized, and back. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"fr"})
    void theStepReadsToItsEndAfterSwitchingThemeLanguageAndScreen(String language, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.LIGHT, "en", tutor.ui.ProjectorScreen.size())) {
            List<String> problems = new ArrayList<>();
            w.start("which-group", Mode.PRESENT, null);
            check(w, "light en", problems);
            w.onEdt(() -> WindowControl.theme(w.frame, Theme.PROJECTOR));
            w.robot.waitForIdle();
            check(w, "projector en", problems);
            w.onEdt(() -> WindowControl.language(w.frame, language));
            w.robot.waitForIdle();
            check(w, "projector " + language, problems);
            Dimension full = tutor.ui.ProjectorScreen.size();
            for (Dimension size : List.of(new Dimension(900, 700), new Dimension(1000, 740), full)) {
                w.window.resizeTo(size);
                w.robot.waitForIdle();
                check(w, "projector " + language + " at " + size.width + "x" + size.height, problems);
            }
            // And the switches made on another screen (the Table), the lesson left open behind it.
            w.onEdt(() -> WindowControl.theme(w.frame, Theme.LIGHT));
            w.onEdt(() -> WindowControl.language(w.frame, "en"));
            w.robot.waitForIdle();
            check(w, "light en again", problems);
            w.onEdt(() -> w.frame.showScreen("table"));
            w.robot.waitForIdle();
            w.onEdt(() -> WindowControl.theme(w.frame, Theme.PROJECTOR));
            w.robot.waitForIdle();
            w.onEdt(() -> WindowControl.language(w.frame, language));
            w.robot.waitForIdle();
            w.window.resizeTo(new Dimension(960, 720));
            w.robot.waitForIdle();
            w.window.resizeTo(full);
            w.robot.waitForIdle();
            w.onEdt(() -> w.frame.showScreen("lessons"));
            w.robot.waitForIdle();
            check(w, "projector " + language + " back from the Table", problems);
            assertThat(problems).isEmpty();
        }
    }

    /** Every lesson presented, each step, on the projector in French and in Russian: no word cut, no text unreadable. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"fr", "ru"})
    void everyPresentedStepOfEveryLessonIsWhole(String language, @TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, language, tutor.ui.ProjectorScreen.size())) {
            List<String> lessons = w.onEdt(() -> w.lessons().loadedLessons().stream().map(tutor.lesson.Lesson::id).toList());
            assertThat(lessons).as("the lessons on the shelf").hasSize(24);
            List<String> problems = new ArrayList<>();
            long start = System.nanoTime();
            for (String lesson : lessons) {
                w.start(lesson, Mode.PRESENT, null);
                int steps = w.onEdt(() -> w.current().lesson().steps().size());
                for (int i = 0; i < steps; i++) {
                    w.robot.waitForIdle();
                    String at = language + " " + lesson + " step " + (i + 1);
                    // Every step, the rulings' ◀ ▶ Copier MD too: on three French play steps (building-shortage 9,
                    // dispute-desk 6, investments-and-house-rules 5) they were cut until the rulings list and the steps
                    // gave way to the chosen one's first line (RulingPanel).
                    check(w, at, problems);
                    if (w.onEdt(() -> w.current().run().atEnd())) {
                        break;
                    }
                    w.onEdt(() -> w.lessons().player().next());
                }
            }
            System.out.println("walked " + lessons.size() + " lessons (" + language + ") in " + (System.nanoTime() - start) / 1_000_000 + " ms");
            assertThat(problems).isEmpty();
        }
    }

    private static void check(LessonWindow w, String where, List<String> problems) {
        problems.addAll(w.onEdt(() -> {
            List<String> out = new ArrayList<>(Clipping.of(w.lessons().player(), w.frame.getRootPane(), where));
            ComponentWalk.visit(w.lessons().player(), c -> {
                if (c instanceof MarkdownPane m && m.isShowing()) {
                    out.addAll(whole(m, where));
                }
            });
            return out;
        }));
    }

    /**
     * What keeps a text from being read to its end: shorter than its words need at its width (measured afresh, not
     * as the pane remembers it), or running past the scrolling view that holds it, or that view taller than it shows
     * with no scroll bar to bring the rest in.
     */
    static List<String> whole(MarkdownPane text, String where) {
        List<String> out = new ArrayList<>();
        String name = where + ": " + ComponentWalk.where(text) + " «" + abbreviated(text.plain()) + "»";
        View root = text.getUI().getRootView(text);
        java.awt.Insets in = text.getInsets();
        int width = text.getWidth() - in.left - in.right;
        root.setSize(Math.max(1, width), Integer.MAX_VALUE / 4);
        int needs = (int) Math.ceil(root.getPreferredSpan(View.Y_AXIS)) + in.top + in.bottom;
        root.setSize(Math.max(1, width), Math.max(1, text.getHeight() - in.top - in.bottom)); // as it is drawn
        if (text.getHeight() < needs - 1) {
            out.add(name + " is " + text.getHeight() + " px tall, its words need " + needs);
        }
        JViewport view = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, text);
        if (view == null) {
            if (text.getVisibleRect().height < text.getHeight() - 1) {
                out.add(name + " shows " + text.getVisibleRect().height + " of " + text.getHeight() + " px and cannot scroll");
            }
            return out;
        }
        Component inner = view.getView();
        Rectangle at = SwingUtilities.convertRectangle(text.getParent(), text.getBounds(), inner);
        if (at.y + Math.max(needs, text.getHeight()) > inner.getHeight() + 1) {
            out.add(name + " ends at " + (at.y + needs) + " px, below its scrolling view's " + inner.getHeight() + " px");
        }
        JScrollPane pane = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, view);
        if (inner.getHeight() > view.getHeight() + 1 && (pane.getVerticalScrollBarPolicy() == JScrollPane.VERTICAL_SCROLLBAR_NEVER
                || !pane.getVerticalScrollBar().isShowing())) {
            out.add(name + " is in a view " + inner.getHeight() + " px tall, shown in " + view.getHeight() + " px with no scroll bar");
        }
        if (view.getVisibleRect().height < view.getHeight() - 1) {
            out.add(name + "'s scrolling view shows " + view.getVisibleRect().height + " of its " + view.getHeight() + " px");
        }
        return out;
    }

    private static String abbreviated(String s) {
        String one = s.replace('\n', ' ');
        return one.length() <= 40 ? one : one.substring(0, 40) + "…";
    }
}
