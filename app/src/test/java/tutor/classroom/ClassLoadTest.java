package tutor.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Forty learners through a whole lesson on one server: everyone joins, every answer sent is recorded (and is in the
 * database), and every learner finishes every scored step. The round trip's time is measured by
 * {@link ClassLoadRun#main} (README, Benchmarks), not here: a timed assertion fails on a busy machine, not on a slow server.
 */
class ClassLoadTest {

    @TempDir
    Path dir;

    @Test
    void fortyLearnersAnswerEveryStepAndEveryAnswerIsRecorded() throws Exception {
        ClassLoadRun.Outcome o = ClassLoadRun.run(dir);
        SimulatedClass.Result r = o.result();
        System.out.printf("class load: %d joined, %d answers sent, %d recorded, %d refused, %d lost%n",
                r.joined(), r.sent(), r.recorded(), r.refused(), r.lost());
        assertThat(o.ended()).isTrue();
        assertThat(r.joined()).isEqualTo(ClassLoadRun.LEARNERS);
        assertThat(r.lost()).isZero();
        assertThat(r.refused()).isZero();
        assertThat(r.sent()).isPositive();
        assertThat(r.recorded()).isEqualTo(r.sent());
        assertThat(o.stored()).isEqualTo(r.recorded());
        // Every learner answered every question and finished every scenario of the lesson.
        assertThat(o.resultsPerLearner()).hasSize(ClassLoadRun.LEARNERS).containsOnly(o.scored());
    }
}
