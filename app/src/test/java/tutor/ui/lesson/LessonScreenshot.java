package tutor.ui.lesson;

import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.SwingUtilities;
import tutor.lesson.Mode;
import tutor.ui.Theme;
import tutor.ui.TutorFrame;
import tutor.ui.model.Settings;

/**
 * A screenshot of the Lessons screen in the real window, for the README and for looking at it:
 * {@code LessonScreenshot out.png 1024 768 light|dark|projector [lesson-id [present|practise|quiz [steps [report]]]]}.
 * With a lesson and a mode it opens the lesson and goes {@code steps} steps on (answering nothing);
 * {@code report} shows the class report instead. {@code -Dlanguage=fr} shows the window in French.
 * {@code -Dplay=N} makes N of a play step's expected moves. {@code -Dreveal=true} shows the step's answer. {@code -DswitchTo=ru} switches the language just before the shot. {@code -Dlearner=Ann} chooses who is learning (needed for practise and quiz). Settings and progress go to a temporary folder; {@code -Dtutor.home} keeps a prepared class.
 */
public final class LessonScreenshot {

    private LessonScreenshot() {
    }

    /**
     * Always ends the program: a failure once the window is open used to end only the main thread, and the
     * window's own thread kept the program waiting for ever (started in app/, where no lessons were found).
     */
    public static void main(String[] args) {
        try {
            shoot(args);
            System.exit(0);
        } catch (Exception | Error e) {
            e.printStackTrace();
            System.exit(1);
        }
    }

    private static void shoot(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        int width = Integer.parseInt(args[1]);
        int height = Integer.parseInt(args[2]);
        Theme theme = Theme.named(args[3], false);
        String lesson = args.length > 4 ? args[4] : null;
        Mode mode = args.length > 5 ? Mode.of(args[5]) : null;
        int steps = args.length > 6 ? Integer.parseInt(args[6]) : 0;
        boolean report = args.length > 7 && args[7].equals("report");
        if (System.getProperty("tutor.lessons") == null) {
            System.setProperty("tutor.lessons", LessonWindow.checkoutLessons().toString());
        }
        if (System.getProperty("tutor.home") == null) {
            System.setProperty("tutor.home", Files.createTempDirectory("tutor-shot").toString());
        }
        TutorFrame[] frame = new TutorFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            Settings settings = Settings.standard();
            settings.put("theme", theme.key());
            settings.put("window.width", Integer.toString(width));
            settings.put("window.height", Integer.toString(height));
            if (System.getProperty("language") != null) {
                settings.put("language", System.getProperty("language"));
            }
            theme.apply();
            frame[0] = new TutorFrame(settings);
            frame[0].setLocation(0, 0);
            frame[0].setSize(width, height);
            frame[0].setVisible(true);
            frame[0].loadLibrary();
            frame[0].showScreen("lessons");
        });
        Lessons lessons = frame[0].lessons();
        waitFor("the lessons to load from " + System.getProperty("tutor.lessons"), lessons::loaded);
        if (System.getProperty("learner") != null) {
            // A scored mode asks who is learning first: -Dlearner answers for the screenshot.
            SwingUtilities.invokeAndWait(() -> lessons.classList().choose(System.getProperty("learner")));
        }
        if (lesson != null && report) {
            SwingUtilities.invokeAndWait(() -> {
                lessons.shelf().select(lesson);
                lessons.showReport(lessons.shelf().selected());
            });
        } else if (lesson != null && mode != null) {
            SwingUtilities.invokeAndWait(() -> lessons.start(lesson, mode));
            waitFor("lesson " + lesson + " to open", () -> lessons.current() != null);
            for (int i = 0; i < steps; i++) {
                SwingUtilities.invokeAndWait(() -> {
                    if (lessons.current() == null) {
                        return; // past the last step: the lesson ended (a quiz on its result)
                    }
                    lessons.current().next();
                    if (lessons.current() != null) {
                        frame[0].model().open(lessons.current());
                    }
                });
            }
            if (Boolean.getBoolean("finish")) { // -Dfinish=true: Finish pressed on the last step (a quiz's result)
                SwingUtilities.invokeAndWait(() -> tutor.ui.ComponentWalk.visit(frame[0], c -> {
                    if ("lesson.next".equals(c.getName()) && c.isShowing()) {
                        ((javax.swing.AbstractButton) c).doClick();
                    }
                }));
            }
            // -Dplay=N: N of the play step's expected moves and answers, as the class would make them.
            for (int i = 0; i < Integer.getInteger("play", 0); i++) {
                SwingUtilities.invokeAndWait(() -> {
                    tutor.play.ScenarioActivity s = lessons.current().playing();
                    if (s == null || s.finished()) {
                        return;
                    }
                    if (s.session().current() instanceof tutor.scenario.ScriptStep.Ask ask) {
                        frame[0].model().act(ask.expected().get(0));
                    } else if (s.session().current() instanceof tutor.scenario.ScriptStep.Question q) {
                        frame[0].model().answer(q.answer());
                    }
                });
            }
        } else if (lesson != null) {
            SwingUtilities.invokeAndWait(() -> lessons.shelf().select(lesson));
        }
        if (Boolean.getBoolean("reveal")) {
            // -Dreveal=true: the step's answer shown (Show the answer), as the teacher shows it to the class.
            SwingUtilities.invokeAndWait(() -> {
                lessons.current().reveal();
                frame[0].model().activityUpdated();
            });
        }
        if (System.getProperty("switchTo") != null) {
            // -DswitchTo=ru: View > Language just before the shot, to see that every word followed.
            SwingUtilities.invokeAndWait(() -> frame[0].model().setLanguage(System.getProperty("switchTo")));
        }
        Thread.sleep(Long.getLong("shot.wait", 1200));
        SwingUtilities.invokeAndWait(() -> tutor.ui.WindowShot.saveAndClose(frame[0], out));
    }

    private static void waitFor(String what, java.util.function.BooleanSupplier test) throws Exception {
        boolean[] ok = new boolean[1];
        // Up to a minute: a loaded machine reads the lessons slowly.
        for (int i = 0; i < 1200 && !ok[0]; i++) {
            SwingUtilities.invokeAndWait(() -> ok[0] = test.getAsBoolean());
            if (!ok[0]) {
                Thread.sleep(50);
            }
        }
        if (!ok[0]) {
            throw new IllegalStateException("Waited 15 s for " + what + " in vain.");
        }
    }
}
