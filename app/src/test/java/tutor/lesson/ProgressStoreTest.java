package tutor.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.load.ProgressStore;

/** Progress survives a save and a load exactly, is written atomically, and a damaged file is kept aside, never lost. */
class ProgressStoreTest {

    @TempDir
    Path dir;

    private static Learner ann() {
        StepResult r = new StepResult("third-fine", 1, 2, false, true, List.of("150", "Yes: \"free\", # not a comment"));
        Learner a = Learner.named("Ann Ó'Brien").with(new LessonAttempt("leaving-jail", Mode.PRACTISE,
                Instant.parse("2026-11-23T10:15:30Z"), true, List.of(r)));
        return a.reviewAfter("leaving-jail", r, LocalDate.of(2026, 11, 23));
    }

    @Test
    void whatIsSavedLoadsBackTheSame() throws Exception {
        ProgressStore store = new ProgressStore(dir.resolve("class/learners.yaml"));
        List<Learner> cls = List.of(ann(), Learner.named("Ben"));
        store.save(cls);
        assertThat(store.load()).isEqualTo(cls);
        assertThat(Files.list(dir.resolve("class"))).as("no temporary file left").hasSize(1);
    }

    @Test
    void aDamagedFileIsSetAsideAndTheClassStartsEmpty() throws Exception {
        Path f = dir.resolve("learners.yaml");
        Files.writeString(f, "learners: [ {name: Ann, attempts: oops");
        ProgressStore store = new ProgressStore(f);
        assertThat(store.load()).isEmpty();
        assertThat(Files.list(dir).map(p -> p.getFileName().toString())).anySatisfy(n -> assertThat(n).startsWith("learners.yaml.unreadable-"));
        store.save(List.of(ann()));
        assertThat(store.load()).hasSize(1);
    }

    @Test
    void noFileMeansNoLearnersYet() {
        assertThat(new ProgressStore(dir.resolve("none.yaml")).load()).isEmpty();
    }
}
