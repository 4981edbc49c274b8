package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.data.Bundle;
import tutor.lesson.Lesson;
import tutor.lesson.LessonLab;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/**
 * Printing a handout after the window it was asked from is gone (the budgeting lab closed from outside the tutor,
 * teacher walk 4 item 6: "Window must not be zero", then a progress window on top for good): the save dialog and the
 * progress stand over the main window that is on screen, never a disposed one, and the progress closes when the
 * handout is written. Needs a display (it opens windows); skipped without one.
 */
class HandoutPrinterOwnerTest {

    @TempDir
    Path dir;

    @Test
    void aDisposedOwnerGivesWayToTheMainWindowOnScreen() throws Exception {
        Assumptions.assumeFalse(GraphicsEnvironment.isHeadless(), "needs a display");
        JFrame[] frames = new JFrame[2];
        SwingUtilities.invokeAndWait(() -> {
            frames[0] = new JFrame("main");
            frames[0].setBounds(0, 0, 400, 300);
            frames[0].setVisible(true);
            frames[1] = new JFrame("lab");
            frames[1].setBounds(50, 50, 300, 200);
            frames[1].setVisible(true);
            frames[1].dispose();
        });
        try {
            JFrame main = frames[0];
            JFrame lab = frames[1];
            Window[] chosen = new Window[3];
            SwingUtilities.invokeAndWait(() -> {
                chosen[0] = HandoutPrinter.visibleOwner(lab, Window.getWindows());
                chosen[1] = HandoutPrinter.visibleOwner(null, Window.getWindows());
                chosen[2] = HandoutPrinter.visibleOwner(main, Window.getWindows());
            });
            assertThat(chosen).containsOnly(main);
            assertThat(HandoutPrinter.visibleOwner(lab)).as("no window on screen: no owner rather than a dead one").isNull();

            // Printed from the disposed window: the progress stands over the main window, and is gone once written.
            LessonLab lessons = LibraryData.lab();
            Lesson lesson = new LessonLoader(Bundle.get(), lessons).load(Path.of("../lessons/rules/leaving-jail.yaml")).lesson();
            Path out = dir.resolve("leaving-jail.pdf");
            StringBuilder said = new StringBuilder();
            HandoutPrinter printer = new HandoutPrinter(lab, lessons, said::append);
            Object[] progress = new Object[2];
            SwingUtilities.invokeAndWait(() -> {
                SwingWorker<Path, Integer> w = printer.print(lesson, out, new LessonWords("en", lessons, lesson));
                progress[0] = w;
                for (Window win : Window.getWindows()) {
                    if ("handout.progress".equals(win.getName()) && win.isShowing()) {
                        progress[1] = win;
                    }
                }
            });
            assertThat(progress[1]).as("the progress window is on screen").isNotNull();
            assertThat(((Window) progress[1]).getOwner()).isSameAs(main);
            ((SwingWorker<?, ?>) progress[0]).get();
            // done() runs on the event thread after the work: wait for it (a few passes of the event queue at most).
            for (int i = 0; i < 50 && ((Window) progress[1]).isDisplayable(); i++) {
                Thread.sleep(100);
                SwingUtilities.invokeAndWait(() -> { });
            }
            assertThat(((Window) progress[1]).isDisplayable()).as("the progress window is closed").isFalse();
            assertThat(out).isRegularFile();
            assertThat(Files.size(out)).isGreaterThan(1000);
            assertThat(said.toString()).contains(out.toString());
        } finally {
            SwingUtilities.invokeAndWait(() -> {
                frames[0].dispose();
                frames[1].dispose();
            });
        }
    }
}
