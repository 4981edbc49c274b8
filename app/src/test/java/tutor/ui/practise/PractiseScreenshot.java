package tutor.ui.practise;

import java.awt.Component;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.SwingUtilities;
import tutor.ui.Theme;
import tutor.ui.TutorFrame;
import tutor.play.ScenarioActivity;
import tutor.ui.model.Settings;

/**
 * The Practise screen for the README: {@code PractiseScreenshot out.png 1024 768 light|dark|projector [language]
 * [answers]}: opens the screen, answers that many drills right (the last one wrong when {@code answers} is
 * negative), and takes the window with the last ruling shown and the ratings. Needs a display (Xvfb);
 * settings and ratings go to a temporary folder.
 */
public final class PractiseScreenshot {

    private PractiseScreenshot() {
    }

    /** The screen inside a frame. */
    public static PractiseScreen find(Component c) {
        if (c instanceof PractiseScreen p) {
            return p;
        }
        if (c instanceof java.awt.Container k) {
            for (Component child : k.getComponents()) {
                PractiseScreen p = find(child);
                if (p != null) {
                    return p;
                }
            }
        }
        return null;
    }

    /** Answers the drill on show: the right answer (or the first expected move), or a wrong one. */
    public static void answer(TutorFrame frame, boolean right) {
        ScenarioActivity a = frame.model().scenario();
        var q = a.question();
        if (q != null) {
            int value = right ? q.answer() : q.wrong().isEmpty() ? q.answer() + 1 : q.wrong().get(0).value();
            frame.model().answer(value);
            if (!right) {
                frame.model().answer(q.answer());
            }
        } else if (a.session().current() instanceof tutor.scenario.ScriptStep.Ask ask) {
            if (!right && !ask.wrong().isEmpty()) {
                frame.model().act(ask.wrong().get(0).move());
            }
            frame.model().act(ask.expected().get(0));
        }
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        int width = Integer.parseInt(args[1]);
        int height = Integer.parseInt(args[2]);
        Theme theme = Theme.named(args[3], false);
        String language = args.length > 4 ? args[4] : "en";
        int answers = args.length > 5 ? Integer.parseInt(args[5]) : 3;
        Path home = Files.createTempDirectory("tutor-practise");
        System.setProperty("tutor.home", home.toString());
        TutorFrame[] frame = new TutorFrame[1];
        SwingUtilities.invokeAndWait(() -> {
            Settings settings = Settings.standard();
            settings.put("theme", theme.key());
            settings.put("language", language);
            theme.apply();
            frame[0] = new TutorFrame(settings);
            frame[0].setLocation(0, 0);
            frame[0].setSize(width, height);
            frame[0].setVisible(true);
            frame[0].showScreen("practise");
        });
        PractiseScreen[] screen = new PractiseScreen[1];
        for (int i = 0; i < 200 && (screen[0] == null || screen[0].serving() == null); i++) {
            Thread.sleep(50);
            SwingUtilities.invokeAndWait(() -> screen[0] = find(frame[0]));
        }
        for (int i = 0; i < Math.abs(answers); i++) {
            boolean right = answers > 0 || i < Math.abs(answers) - 1;
            boolean last = i == Math.abs(answers) - 1;
            SwingUtilities.invokeAndWait(() -> {
                answer(frame[0], right);
                if (!last) {
                    screen[0].serveNext();
                }
            });
            Thread.sleep(200);
        }
        Thread.sleep(800);
        SwingUtilities.invokeAndWait(() -> tutor.ui.WindowShot.saveAndClose(frame[0], out));
        System.exit(0);
    }
}
