package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.load.ClassBook;
import tutor.lesson.load.ProgressStore;

/**
 * Two copies of the tutor open on one folder (two stores on one file, each with its own class in memory, as two
 * windows have): a rename or a removal in one copy never drops what the other copy saves afterwards.
 */
class TwoCopiesTest {

    @TempDir
    Path dir;

    private ProgressStore a;
    private ProgressStore b;
    private long clock;

    /** A later moment each time: the order in which the two copies act. */
    private Instant now() {
        return Instant.parse("2026-11-23T10:00:00Z").plusSeconds(++clock);
    }

    private static LessonAttempt attempt(String lesson) {
        return new LessonAttempt(lesson, Mode.QUIZ, Instant.parse("2026-11-23T09:00:00Z").plusSeconds(lesson.length()), true,
                List.of(new StepResult("q", 0, 0, false, true, List.of())));
    }

    /** What a copy does when a learner finishes a lesson: their progress with the attempt, saved merged. */
    private ClassBook record(ProgressStore store, ClassBook book, String name, String lesson) throws Exception {
        Learner l = book.named(name).orElseThrow().learner().with(attempt(lesson));
        return store.saveMerged(book.updated(l, now()));
    }

    private List<String> lessonsOf(String name) {
        return new ProgressStore(dir.resolve("learners.yaml")).load().stream().filter(l -> l.name().equals(name)).findFirst().orElseThrow()
                .attempts().stream().map(LessonAttempt::lessonId).toList();
    }

    private List<String> names() {
        return new ProgressStore(dir.resolve("learners.yaml")).load().stream().map(Learner::name).toList();
    }

    @BeforeEach
    void aClassBothCopiesOpened() throws Exception {
        a = new ProgressStore(dir.resolve("learners.yaml"));
        b = new ProgressStore(dir.resolve("learners.yaml"));
        ClassBook start = ClassBook.EMPTY;
        for (String n : List.of("Ann", "Ben", "Cat", "Dan")) {
            start = start.added(n, now());
        }
        a.saveMerged(start);
    }

    @Test
    void aRenameInOneCopyKeepsWhatTheOtherSavesUnderTheOldName() throws Exception {
        ClassBook inA = a.read().book();
        ClassBook inB = b.read().book();
        inA = a.saveMerged(inA.renamed("Ann", "Anna", now()));
        inB = record(b, inB, "Ann", "jail"); // B still calls her Ann
        assertThat(inB.named("Anna")).as("B now knows her new name").isPresent();
        inA = record(a, inA.merge(inB), "Ben", "rent");
        assertThat(names()).containsExactly("Anna", "Ben", "Cat", "Dan");
        assertThat(lessonsOf("Anna")).containsExactly("jail");
        assertThat(lessonsOf("Ben")).containsExactly("rent");
    }

    @Test
    void aRemovalInOneCopyKeepsWhatTheOtherRecordsAfterwards() throws Exception {
        ClassBook inA = a.read().book();
        ClassBook inB = b.read().book();
        inA = a.saveMerged(inA.removed("Cat", now()));
        inB = record(b, inB, "Cat", "auctions"); // Cat finished a lesson in B after A removed her
        a.saveMerged(inA);                        // A saves again, still without Cat
        assertThat(names()).contains("Cat");
        assertThat(lessonsOf("Cat")).containsExactly("auctions");
    }

    @Test
    void aRemovalStandsWhenTheOtherCopyRecordedNothingForThatLearner() throws Exception {
        ClassBook inA = a.read().book();
        ClassBook inB = b.read().book();
        a.saveMerged(inA.removed("Dan", now()));
        inB = record(b, inB, "Ben", "trades"); // B still holds Dan, unchanged
        assertThat(inB.named("Dan")).isEmpty();
        assertThat(names()).containsExactly("Ann", "Ben", "Cat");
        assertThat(lessonsOf("Ben")).containsExactly("trades");
    }

    @Test
    void theSameNewNameAddedInBothCopiesIsOneLearnerWithBothCopiesWork() throws Exception {
        ClassBook inA = a.read().book().added("Eve", now());
        ClassBook inB = b.read().book().added("Eve", now());
        inA = record(a, inA, "Eve", "jail");
        inB = record(b, inB, "Eve", "doubles");
        record(a, inA.merge(inB), "Eve", "rent");
        assertThat(names()).containsExactly("Ann", "Ben", "Cat", "Dan", "Eve");
        assertThat(lessonsOf("Eve")).containsExactlyInAnyOrder("jail", "doubles", "rent");
    }

    @Test
    void renamedInBothCopiesTheLaterNameWinsAndNothingIsLost() throws Exception {
        ClassBook inA = a.read().book();
        ClassBook inB = b.read().book();
        inA = record(a, inA.renamed("Ben", "Benjamin", now()), "Benjamin", "jail");
        inB = record(b, inB.renamed("Ben", "Benny", now()), "Benny", "rent");
        assertThat(names()).containsExactly("Ann", "Benny", "Cat", "Dan");
        assertThat(lessonsOf("Benny")).containsExactlyInAnyOrder("jail", "rent");
    }

    @Test
    void twoStoresOfOneFileInOneProgramSaveAtOnceAndLoseNothing() throws Exception {
        // The Lessons screen and a class session's results each hold a store of the class list: Java refuses a
        // second lock on one file from one program, so without a turn taken inside the program saves were lost.
        List<Throwable> failed = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
        List<Thread> threads = new java.util.ArrayList<>();
        for (ProgressStore s : List.of(a, b)) {
            String prefix = s == a ? "A" : "B";
            threads.add(new Thread(() -> {
                try {
                    go.await();
                    for (int i = 0; i < 20; i++) {
                        s.saveMerged(s.read().book().added(prefix + i, Instant.parse("2026-11-23T11:00:00Z").plusSeconds(i)));
                    }
                } catch (Throwable e) {
                    failed.add(e);
                }
            }));
        }
        threads.forEach(Thread::start);
        go.countDown();
        for (Thread t : threads) {
            t.join(60_000);
        }
        assertThat(failed).isEmpty();
        assertThat(names()).hasSize(4 + 40).contains("A0", "A19", "B0", "B19");
    }
}
