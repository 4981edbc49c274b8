package tutor.ui.classroom;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.time.Clock;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;
import tutor.classroom.ClassLesson;
import tutor.classroom.ClassServer;
import tutor.classroom.ClassSession;
import tutor.classroom.ClassStore;
import tutor.classroom.Seat;
import tutor.data.Bundle;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/**
 * The README's projector screenshot: {@code java -cp $CP tutor.ui.classroom.ProjectorScreenshot OUT.png [THEME [LANG [reveal]]]}
 * (from the repository's top, with a display): the leaving-jail lesson served on this computer alone, twelve learners,
 * the question after the scenario answered with a spread, in the projector theme (or LIGHT, DARK) and English (or fr,
 * ru) at 1024x768; with {@code reveal}, after Reveal.
 */
public final class ProjectorScreenshot {

    private ProjectorScreenshot() {
    }

    /**
     * Twelve learners at the leaving-jail lesson's question after the scenario (step 3), eleven answers in: 7 right,
     * 3 "her turn ends", 1 "stays in Jail". Returns how many answers were recorded.
     */
    public static int twelveAtTheQuestion(ClassSession session, String lang) {
        String[] names = {"Ann", "Ben", "Chloé", "Dmitri", "Emma", "Farid", "Grace", "Hugo", "Ines", "Jonas", "Kira", "Leo"};
        int[] choices = {0, 1, 0, 0, 2, 0, 1, 0, 0, 1, 0, 0};
        session.next();
        session.next();
        int recorded = 0;
        for (int i = 0; i < names.length; i++) {
            Seat s = session.join(session.code(), names[i], lang).seat();
            if (i < 11 && session.answer(s, 2, choices[i], null).recorded()) {
                recorded++;
            }
        }
        return recorded;
    }

    public static void main(String[] args) throws Exception {
        Path home = java.nio.file.Files.createTempDirectory("projector-shot");
        System.setProperty("tutor.home", home.toString());
        var lesson = new LessonLoader(Bundle.get(), LibraryData.lab()).load(Path.of("lessons/rules/leaving-jail.yaml")).lesson();
        ClassStore store = ClassStore.open(home.resolve("classroom.db"));
        String lang = args.length > 2 ? args[2] : "en";
        tutor.ui.Theme theme = tutor.ui.Theme.valueOf(args.length > 1 ? args[1] : "PROJECTOR");
        ClassSession session = ClassSession.start(store, new ClassLesson(lesson, LibraryData.lab()), "5B", lang,
                ClassSession.Pace.LIVE, null, null, Clock.systemUTC());
        ClassServer server = ClassServer.start(session, "127.0.0.1", 0);
        twelveAtTheQuestion(session, lang);
        if (args.length > 3) {
            session.reveal();
        }
        SwingUtilities.invokeAndWait(theme::apply);
        ProjectorWindow[] w = new ProjectorWindow[1];
        SwingUtilities.invokeAndWait(() -> {
            w[0] = new ProjectorWindow(session, server, store, lang);
            w[0].setSize(1024, 768);
            w[0].setVisible(true);
        });
        Thread.sleep(1500);
        SwingUtilities.invokeAndWait(() -> {
            BufferedImage img = new BufferedImage(w[0].getWidth(), w[0].getHeight(), BufferedImage.TYPE_INT_RGB);
            w[0].paint(img.getGraphics());
            try {
                ImageIO.write(img, "png", Path.of(args[0]).toFile());
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
            w[0].dispose();
        });
        System.exit(0);
    }
}
