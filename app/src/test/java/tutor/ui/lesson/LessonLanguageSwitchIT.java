package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javax.swing.JButton;
import javax.swing.JFrame;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Mode;
import tutor.lesson.load.ProgressStore;
import tutor.ui.Theme;
import tutor.ui.model.Settings;
import tutor.ui.model.TutorModel;
import tutor.ui.widgets.WrappingLabel;
import tutor.ui.GuiTest;

/**
 * Every word on the Lessons screen follows View > Language at once: a Russian Present screen kept the French
 * title «Combien vaut une propriété aux enchères ?» (the teacher's walk, shot 69), and "Loading the lessons…"
 * stayed in the language the screen was first shown in.
 */
@GuiTest
class LessonLanguageSwitchIT {

    @Test
    void theHeaderTheModeTheStepAndTheButtonsFollowASwitchMidLesson(@TempDir Path home) {
        try (LessonWindow w = LessonWindow.open(home, Theme.PROJECTOR, "fr", tutor.ui.ProjectorScreen.size())) {
            w.start("auction-value", Mode.PRESENT, null);
            w.onEdt(() -> {
                w.current().next();
                w.current().next();
                w.current().next();
                w.frame.model().open(w.current());
            });
            assertThat(header(w)).startsWith("Combien vaut une propriété aux enchères ?|Présenter|");
            w.onEdt(() -> w.frame.model().setLanguage("ru"));
            w.robot.waitForIdle();
            String ru = header(w);
            assertThat(ru).isEqualTo("Сколько стоит участок на аукционе?|Показ|◀ Уроки|◀ Назад|Дальше ▶|Шаг 4 из 10");
            assertThat(w.onEdt(() -> w.lessons().player().stepText())).doesNotContain("Étape").doesNotContain("Combien");
            assertThat(w.onEdt(() -> w.current().title())).isEqualTo("Сколько стоит участок на аукционе?");
        }
    }

    /** The title, the mode, Back, Previous, Next and the step's heading as shown, joined by '|'. */
    private static String header(LessonWindow w) {
        return w.onEdt(() -> {
            WrappingLabel title = (WrappingLabel) w.robot.finder().findByName(w.frame, "lesson.title", WrappingLabel.class, true);
            JLabel who = (JLabel) w.robot.finder().findByName(w.frame, "lesson.who", JLabel.class, true);
            JButton back = (JButton) w.robot.finder().findByName(w.frame, "lesson.back", JButton.class, true);
            JButton previous = (JButton) w.robot.finder().findByName(w.frame, "lesson.previous", JButton.class, true);
            JButton next = (JButton) w.robot.finder().findByName(w.frame, "lesson.next", JButton.class, true);
            WrappingLabel heading = (WrappingLabel) w.robot.finder().findByName(w.frame, "lesson.step.heading", WrappingLabel.class, true);
            String step = heading.words().contains(":") ? heading.words().substring(0, heading.words().indexOf(':')) : heading.words();
            // French typography puts a no-break space before '?' and ':'; compared here as plain spaces.
            return String.join("|", title.words(), who.getText(), back.getText(), previous.getText(), next.getText(), step.strip())
                    .replaceAll("[\u00a0\u202f]", " ");
        });
    }

    /** The loading card, held open by a library that waits for the test, is worded again when the language changes. */
    @Test
    void theLoadingLineFollowsASwitchWhileTheLessonsAreRead(@TempDir Path home) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeFalse(java.awt.GraphicsEnvironment.isHeadless(), "no display");
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch asked = new CountDownLatch(1);
        TutorModel model = GuiActionRunner.execute(() -> {
            TutorModel m = new TutorModel(new Settings(home.resolve("settings.properties")));
            m.setLanguage("en");
            return m;
        });
        System.setProperty("tutor.lessons", LessonWindow.checkoutLessons().toString());
        JFrame frame = GuiActionRunner.execute(() -> new JFrame());
        try {
            Lessons lessons = GuiActionRunner.execute(() -> new Lessons(model, frame, screen -> { }, () -> {
                asked.countDown();
                try {
                    release.await(20, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return LessonLibrary.standard();
            }, new ProgressStore(home.resolve("learners.yaml"))));
            JLabel loading = GuiActionRunner.execute(() -> {
                frame.add(lessons.screen());
                return (JLabel) find(lessons.screen(), "lessons.loading");
            });
            assertThat(asked.await(20, TimeUnit.SECONDS)).as("the library asked for").isTrue();
            assertThat(GuiActionRunner.execute(loading::getText)).isEqualTo("Loading the lessons…");
            GuiActionRunner.execute(() -> model.setLanguage("fr"));
            assertThat(GuiActionRunner.execute(loading::getText)).isEqualTo("Chargement des leçons…");
            GuiActionRunner.execute(() -> model.setLanguage("ru"));
            assertThat(GuiActionRunner.execute(loading::getText)).isEqualTo("Загружаются уроки…");
            assertThat(GuiActionRunner.execute(lessons::loaded)).isFalse();
            release.countDown();
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (!GuiActionRunner.execute(lessons::loaded) && System.nanoTime() < until) {
                Thread.sleep(20);
            }
            assertThat(GuiActionRunner.execute(lessons::loaded)).as("the lessons read once released").isTrue();
        } finally {
            release.countDown();
            GuiActionRunner.execute(frame::dispose);
            System.clearProperty("tutor.lessons");
        }
    }

    private static java.awt.Component find(java.awt.Container c, String name) {
        for (java.awt.Component k : c.getComponents()) {
            if (name.equals(k.getName())) {
                return k;
            }
        }
        throw new AssertionError("no " + name);
    }
}
