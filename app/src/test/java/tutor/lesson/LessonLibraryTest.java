package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tutor.cli.Cli;
import tutor.data.Bundle;
import tutor.lesson.load.LessonFiles;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;
import tutor.scenario.ScenarioFiles;

/** Every lesson we ship loads, passes check, and is a whole class period with its teacher's side. */
class LessonLibraryTest {

    private static final Path LIBRARY = Path.of("../lessons");
    private static List<Lesson> lessons;

    @BeforeAll
    static void load() {
        LessonLoader loader = new LessonLoader(Bundle.get(), LibraryData.lab());
        lessons = ScenarioFiles.find(List.of(LIBRARY)).stream().filter(LessonFiles::isLesson).map(f -> {
            LessonLoader.LoadResult r = loader.load(f);
            assertThat(r.problems()).as(f.toString()).isEmpty();
            return r.lesson();
        }).toList();
    }

    @Test
    void theBuildRunsCheckOnEveryLesson() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Cli.run(new String[] {"check", LIBRARY.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(text).isZero();
        assertThat(text).contains(lessons.size() + " passed, 0 failed");
    }

    @Test
    void atLeastTwentyFourLessonsAndTenOnEachTrack() {
        Map<String, Long> byTrack = lessons.stream().collect(Collectors.groupingBy(Lesson::track, Collectors.counting()));
        assertThat(lessons).hasSizeGreaterThanOrEqualTo(24);
        assertThat(byTrack.get("rules")).isGreaterThanOrEqualTo(10);
        assertThat(byTrack.get("budget")).isGreaterThanOrEqualTo(10);
        assertThat(lessons.stream().map(Lesson::id)).doesNotHaveDuplicates();
    }

    @Test
    void everyLessonIsAClassPeriodWithTheTeachersSide() {
        for (Lesson l : lessons) {
            assertThat(l.minutes()).as(l.id()).isBetween(20, 45);
            assertThat(l.objectives()).as(l.id()).isNotEmpty();
            assertThat(l.teacherNotes().misconceptions()).as(l.id() + " misconceptions").isNotEmpty();
            assertThat(l.teacherNotes().timing().en()).as(l.id() + " timing").isNotBlank();
            assertThat(l.steps()).as(l.id() + " a discussion with its answer").anyMatch(s -> s instanceof Step.Discuss);
            assertThat(l.steps()).as(l.id() + " a recap").anyMatch(s -> s instanceof Step.Recap);
            assertThat(l.scoredSteps()).as(l.id() + " something to answer").isNotEmpty();
            assertThat(l.keyRules()).as(l.id() + " key rules for the handout").isNotEmpty();
        }
    }

    @Test
    void everyQuestionHasAHintLadderAndEveryWrongChoiceSaysWhy() {
        for (Lesson l : lessons) {
            for (Step s : l.steps()) {
                if (s instanceof Step.Question q) {
                    assertThat(q.hints()).as(l.id() + " " + q.id()).hasSizeGreaterThanOrEqualTo(2);
                    q.choices().forEach(c -> assertThat(c.feedback().en()).as(l.id() + " " + q.id()).isNotBlank());
                } else if (s instanceof Step.Exercise e) {
                    assertThat(e.hints()).as(l.id() + " " + e.id()).hasSizeGreaterThanOrEqualTo(2);
                    assertThat(e.wrong()).as(l.id() + " " + e.id() + " common wrong amounts").isNotEmpty();
                }
            }
        }
    }

    @Test
    void budgetLessonsComputeTheirNumbersAndRulesLessonsPlayScenarios() {
        for (Lesson l : lessons) {
            if (l.track().equals("budget")) {
                assertThat(l.allFigures()).as(l.id()).isNotEmpty();
                assertThat(l.steps()).as(l.id() + " an exercise or a simulation")
                        .anyMatch(s -> s instanceof Step.Exercise || s instanceof Step.Simulate);
            } else {
                assertThat(l.steps()).as(l.id() + " plays scenarios").filteredOn(s -> s instanceof Step.Play).hasSizeGreaterThanOrEqualTo(2);
            }
        }
    }
}
