package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.classroom.ClassLesson;
import tutor.classroom.ClassSession;
import tutor.classroom.ClassStore;
import tutor.classroom.Seat;
import tutor.data.Bundle;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;

/** {@code class report} names steps as the class saw them and writes the CSV; {@code class serve --resume} refuses what it cannot take up. */
class ClassCommandTest {

    @TempDir
    Path home;
    private String before;
    private final CliCapture cli = new CliCapture();

    @BeforeEach
    void home() {
        before = System.getProperty("tutor.home");
        System.setProperty("tutor.home", home.toString());
    }

    @AfterEach
    void back() {
        if (before == null) {
            System.clearProperty("tutor.home");
        } else {
            System.setProperty("tutor.home", before);
        }
    }

    private ClassSession lessonWithTwoLearners(ClassStore store) {
        Path file = Path.of("../lessons/rules/leaving-jail.yaml");
        if (!Files.isRegularFile(file)) {
            file = Path.of("lessons/rules/leaving-jail.yaml");
        }
        var lesson = new ClassLesson(new LessonLoader(Bundle.get(), LibraryData.lab()).load(file).lesson(), LibraryData.lab());
        ClassSession s = ClassSession.start(store, lesson, "5B", "en", ClassSession.Pace.LIVE, null, "ACDEFG", Clock.systemUTC());
        Seat ann = s.join("ACDEFG", "Ann", "en").seat();
        Seat ben = s.join("ACDEFG", "Ben", "en").seat();
        s.next();
        s.next();
        s.answer(ann, 2, 0, null);
        s.answer(ben, 2, 1, null);
        return s;
    }

    @Test
    void theReportNamesAStepByItsNumberAndKindAndWritesTheCsv() throws Exception {
        try (ClassStore store = ClassStore.open(home.resolve("classroom.db"))) {
            lessonWithTwoLearners(store).end();
        }
        Path csv = home.resolve("class.csv");
        assertThat(cli.run("class", "report", "--out", csv.toString())).isZero();
        assertThat(cli.out()).contains("3. Question: \"She moves, and her turn ends\" (1)").doesNotContain("after-paying");
        assertThat(Files.readString(csv)).contains("Ann,leaving-jail,after-paying,question,100,true,0,\r\n");
    }

    @Test
    void resumeRefusesAnEndedOrUnknownSession() {
        try (ClassStore store = ClassStore.open(home.resolve("classroom.db"))) {
            lessonWithTwoLearners(store).end();
        }
        assertThat(cli.run("class", "serve", "--resume", "last")).isNotZero();
        assertThat(cli.err()).contains("There is no unfinished class session to take up again");
        assertThat(cli.run("class", "serve", "--resume", "12345")).isNotZero();
        assertThat(cli.err()).contains("There is no unfinished class session");
        assertThat(cli.run("class", "serve", "--resume", "'; DROP TABLE sessions; --")).isNotZero();
        try (ClassStore store = ClassStore.open(home.resolve("classroom.db"))) {
            assertThat(store.lastSession()).isPresent();
        }
    }
}
