package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tutor.data.Bundle;
import tutor.lesson.load.LessonFiles;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;
import tutor.scenario.ScenarioFiles;

/** The shelf of lessons by track and level, with stars and prerequisites, and the review due today. */
class ShelfTest {

    private static List<Lesson> lessons() {
        LessonLoader loader = new LessonLoader(Bundle.get(), LibraryData.lab());
        return ScenarioFiles.find(List.of(Path.of("../lessons"))).stream().filter(LessonFiles::isLesson)
                .map(f -> loader.load(f).lesson()).toList();
    }

    @Test
    void rulesComeFirstThenBudgetByLevelWithStarsAndPrerequisites() {
        List<Lesson> all = lessons();
        Lesson jail = all.stream().filter(l -> l.id().equals("leaving-jail")).findFirst().orElseThrow();
        Learner ann = Learner.named("Ann").with(new LessonAttempt("leaving-jail", Mode.PRACTISE, Instant.EPOCH, true,
                List.of(new StepResult("after-paying", 0, 0, false, true, List.of()))));
        Map<String, Map<Integer, List<Shelf.Entry>>> shelf = Shelf.of(all, ann);
        assertThat(shelf.keySet()).containsExactly("rules", "budget");
        assertThat(shelf.get("rules").keySet()).containsExactly(1, 2, 3);
        Shelf.Entry jailEntry = shelf.get("rules").get(1).stream().filter(e -> e.lesson() == jail).findFirst().orElseThrow();
        assertThat(jailEntry.stars()).isEqualTo(ann.stars(jail)).isPositive();
        Shelf.Entry doubles = shelf.get("rules").get(1).stream().filter(e -> e.lesson().id().equals("doubles-and-speeding")).findFirst().orElseThrow();
        assertThat(doubles.ready()).as("leaving Jail is done").isTrue();
        Shelf.Entry dispute = shelf.get("rules").get(2).stream().filter(e -> e.lesson().id().equals("dispute-desk")).findFirst().orElseThrow();
        assertThat(dispute.ready()).isFalse();
        assertThat(dispute.missing()).containsExactly("Mortgages, and what passes in a bankruptcy");
    }

    @Test
    void theReviewListFindsItsStepsAndSkipsOnesThatNoLongerExist() {
        List<Lesson> all = lessons();
        LocalDate monday = LocalDate.of(2026, 11, 23);
        Learner ben = new Learner("Ben", List.of(), List.of(new ReviewItem("leaving-jail", "third-fine", monday, 0),
                new ReviewItem("leaving-jail", "gone-step", monday, 0), new ReviewItem("no-such-lesson", "x", monday, 0),
                new ReviewItem("leaving-jail", "in-jail-rent", monday.plusDays(2), 1)));
        List<Shelf.Due> due = Shelf.due(all, ben, monday);
        assertThat(due).singleElement().satisfies(d -> {
            assertThat(d.lesson().id()).isEqualTo("leaving-jail");
            assertThat(d.step().id()).isEqualTo("third-fine");
        });
    }
}
