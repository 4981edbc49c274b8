package tutor.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
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
import tutor.text.Texts;

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
    void theReportGivesAWrongChoiceInTheTeachersLanguageNotTheClasss() throws Exception {
        try (ClassStore store = ClassStore.open(home.resolve("classroom.db"))) {
            lessonWithTwoLearners(store).end();
        }
        Path csv = home.resolve("classe.csv");
        assertThat(cli.run("class", "report", "--lang", "fr", "--out", csv.toString())).isZero();
        assertThat(cli.out()).contains("«\u00a0Elle avance, et son tour se termine\u00a0» (1)").doesNotContain("She moves");
        assertThat(Files.readString(csv)).contains("Ben,leaving-jail,after-paying,question,0,false,1,\"Elle avance, et son tour se termine\"\r\n");
    }

    @Test
    void theConsoleReportHasColumnHeadingsOverItsScores() throws Exception {
        try (ClassStore store = ClassStore.open(home.resolve("classroom.db"))) {
            lessonWithTwoLearners(store).end();
        }
        assertThat(cli.run("class", "report")).isZero();
        List<String> lines = cli.out().lines().toList();
        assertThat(lines.get(1)).isEqualTo("Scores out of 100: the whole lesson, then each step under its number (- : not reached).");
        String heading = lines.get(2);
        String ann = lines.stream().filter(l -> l.startsWith("Ann")).findFirst().orElseThrow();
        String ben = lines.stream().filter(l -> l.startsWith("Ben")).findFirst().orElseThrow();
        assertThat(heading).startsWith("Learner: lesson | steps");
        // Step 3 (the question both answered) is the second scored step: its number stands over Ann's 100 and Ben's 0.
        int three = heading.indexOf("   3   ") + 3;
        assertThat(ann.substring(three - 2, three + 1)).isEqualTo("100");
        assertThat(ben.charAt(three)).isEqualTo('0');
        assertThat(ann).hasSameSizeAs(heading).hasSameSizeAs(ben);
        // The class stopped at step 3: two scored steps were reached (2 and 3), so Ann's 100 at one of them is 50%, not
        // 100 over the lesson's eight scored steps (13%).
        assertThat(ann).startsWith("Ann:  50%");
        assertThat(ben).startsWith("Ben:   0%");
    }

    @Test
    void theConsoleCountAtAScenarioStepSaysWhoPlaysAndWhoReachedTheEnd() {
        try (ClassStore store = ClassStore.open(home.resolve("classroom.db"))) {
            var lesson = lessonWithTwoLearners(store).lesson();
            ClassSession s = ClassSession.start(store, lesson, "5C", "en", ClassSession.Pace.LIVE, null, "ACDEFH", Clock.systemUTC());
            Seat ann = s.join("ACDEFH", "Ann", "en").seat();
            s.join("ACDEFH", "Ben", "en");
            s.next();
            // Any request at the scenario step opens Ann's own game; no move is made yet.
            s.answer(ann, 1, 0, null);
            assertThat(ClassCommand.stepLine(Texts.of("classroom", "en"), s))
                    .isEqualTo("Step 2 of 11 (Scenario): 2 joined, 1 playing, 0 reached the end");
            assertThat(ClassCommand.stepLine(Texts.of("classroom", "ru"), s))
                    .isEqualTo("Шаг 2 из 11 (Сценарий): подключились 2 ученика, играет 1, до конца дошли 0");
            s.back();
            assertThat(ClassCommand.stepLine(Texts.of("classroom", "en"), s)).isEqualTo("Step 1 of 11 (Explanation): 2 joined, 0 answers");
        }
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
