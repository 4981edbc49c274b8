package tutor.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Learner;
import tutor.lesson.LessonAttempt;
import tutor.lesson.Mode;
import tutor.lesson.StepResult;
import tutor.lesson.load.ProgressStore;
import tutor.ui.model.Settings;
import tutor.ui.model.TutorModel;

/**
 * The class list of two windows on one folder: a rename in one window reaches the other, whose learner follows
 * and whose lesson, still recording under the old name, records for the renamed learner. A name with a control
 * character is refused; what could not be read is said in the window's three languages.
 */
class ClassListTest {

    @TempDir
    Path dir;

    private static void onEdt(Runnable r) throws Exception {
        SwingUtilities.invokeAndWait(r);
    }

    private ClassList window(ProgressStore store, String name) throws Exception {
        AtomicReference<ClassList> out = new AtomicReference<>();
        onEdt(() -> {
            TutorModel model = new TutorModel(new Settings(dir.resolve(name + ".properties")));
            ClassList cls = new ClassList(store, model);
            cls.loaded(store.read().book());
            out.set(cls);
        });
        return out.get();
    }

    private static LessonAttempt attempt(String lesson) {
        return new LessonAttempt(lesson, Mode.QUIZ, Instant.parse("2026-11-23T09:00:00Z"), true,
                List.of(new StepResult("q", 0, 0, false, true, List.of())));
    }

    @Test
    void aRenameInOneWindowIsFollowedByTheOtherAndNothingIsLost() throws Exception {
        ProgressStore store = new ProgressStore(dir.resolve("learners.yaml"));
        store.save(List.of(Learner.named("Ann"), Learner.named("Ben")));
        ClassList a = window(store, "a");
        ClassList b = window(store, "b");
        onEdt(() -> b.choose("Ann"));
        onEdt(() -> a.rename("Ann", "Anna"));
        a.awaitSaves();
        // B still thinks of Ann: a lesson records her first attempt under that name.
        onEdt(() -> b.update(b.named("Ann").orElseThrow().with(attempt("jail"))));
        b.awaitSaves();
        onEdt(() -> { }); // B's merge after its save runs on the event thread
        AtomicReference<String> learner = new AtomicReference<>();
        onEdt(() -> learner.set(b.current().map(Learner::name).orElse("")));
        assertThat(learner.get()).isEqualTo("Anna");
        // B's lesson goes on recording under "Ann": it reaches Anna.
        onEdt(() -> b.update(b.named("Ann").orElseThrow().with(attempt("rent"))));
        b.awaitSaves();
        onEdt(() -> a.update(a.named("Ben").orElseThrow().with(attempt("trades"))));
        a.awaitSaves();
        List<Learner> saved = store.load();
        assertThat(saved).extracting(Learner::name).containsExactly("Anna", "Ben");
        assertThat(saved.get(0).attempts()).extracting(LessonAttempt::lessonId).containsExactlyInAnyOrder("jail", "rent");
        assertThat(saved.get(1).attempts()).extracting(LessonAttempt::lessonId).containsExactly("trades");
    }

    @Test
    void aNameWithAControlCharacterIsRefused() throws Exception {
        ClassList cls = window(new ProgressStore(dir.resolve("learners.yaml")), "w");
        assertThat(cls.problemWith("Ann\u001b[2J", null)).hasValue("class.problem.control");
        assertThat(cls.problemWith("Ann\u0085", null)).hasValue("class.problem.control");
        assertThat(cls.problemWith("Анна-Мария Ó'Brien", null)).isEmpty();
    }

    @Test
    void whatCouldNotBeReadIsSaidInEachLanguage() throws Exception {
        Path f = dir.resolve("learners.yaml");
        new ProgressStore(f).save(List.of(Learner.named("Ann").with(attempt("jail")), Learner.named("Ben").with(attempt("rent"))));
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(f));
        lines.replaceAll(l -> l.contains("\"rent\"") ? l.substring(0, 20) : l);
        Files.write(f, lines);
        ProgressStore.Trouble t = new ProgressStore(f).read().trouble().orElseThrow();
        assertThat(ClassList.trouble(t, f, new LessonWords("en", null, null))).startsWith("One record of the class list " + f
                + " could not be read (the first on line 9); every other record is loaded. The file as it was is kept as " + t.copy());
        assertThat(ClassList.trouble(t, f, new LessonWords("fr", null, null))).startsWith("Un enregistrement de la liste de la classe " + f
                + " n'a pas pu être lu (le premier à la ligne 9)");
        assertThat(ClassList.trouble(t, f, new LessonWords("ru", null, null))).startsWith("Не удалось прочитать 1 запись списка класса " + f
                + " (первая\u00a0— в строке 9)");
    }
}
