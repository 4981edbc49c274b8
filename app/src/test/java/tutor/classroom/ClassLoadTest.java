package tutor.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tutor.lesson.Step;

/**
 * Forty learners through a whole lesson on one server: every answer sent is recorded (and is in the
 * database), and the round trip of an answer stays under 250 ms at the 99th percentile on this machine.
 * The teacher moves on once everyone has answered, as a teacher watching the count would.
 */
class ClassLoadTest {

    static final int LEARNERS = 40;

    @TempDir
    Path dir;

    @Test
    void fortyLearnersAnswerEveryStepAndEveryAnswerIsRecordedQuickly() throws Exception {
        try (ClassStore store = ClassStore.open(dir.resolve("classroom.db"))) {
            ClassSession session = ClassFixture.live(store);
            try (ClassServer server = ClassServer.start(session, "127.0.0.1", 0)) {
                Thread teacher = new Thread(() -> pace(session), "teacher");
                teacher.setDaemon(true);
                teacher.start();
                SimulatedClass.Result r = new SimulatedClass(server.address(), session.code(), LEARNERS, 7, Duration.ofSeconds(90)).run();
                teacher.join(5_000);
                System.out.printf("class load: %d joined, %d answers sent, %d recorded, %d refused, %d lost, round trip p50 %d ms p99 %d ms%n",
                        r.joined(), r.sent(), r.recorded(), r.refused(), r.lost(), r.p50Millis(), r.p99Millis());
                assertThat(session.ended()).isTrue();
                assertThat(r.joined()).isEqualTo(LEARNERS);
                assertThat(r.lost()).isZero();
                assertThat(r.refused()).isZero();
                assertThat(r.recorded()).isEqualTo(r.sent());
                long stored = store.answers(session.id()).stream().filter(a -> !a.kind().equals("result")).count();
                assertThat(stored).isEqualTo(r.recorded());
                // Every learner answered every question and finished every scenario of the lesson.
                int scored = session.lesson().lesson().scoredSteps().size();
                assertThat(session.results().attempts().values()).allSatisfy(a -> assertThat(a.results()).hasSize(scored));
                assertThat(r.p99Millis()).isLessThan(250);
            }
        }
    }

    /** Next step once every learner has answered (or finished the scenario), with a reveal in between. */
    private static void pace(ClassSession session) {
        try {
            long until = System.currentTimeMillis() + 30_000;
            while (session.seats().size() < LEARNERS && System.currentTimeMillis() < until) {
                Thread.sleep(50);
            }
            while (!session.ended()) {
                int at = session.step();
                Step step = session.lesson().steps().get(at);
                long wait = System.currentTimeMillis() + 20_000;
                while (ClassLesson.answered(step) && done(session, at) < LEARNERS && System.currentTimeMillis() < wait) {
                    Thread.sleep(50);
                }
                if (ClassLesson.answered(step)) {
                    session.reveal();
                }
                Thread.sleep(100);
                if (at == session.lesson().steps().size() - 1) {
                    session.end();
                } else {
                    session.next();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int done(ClassSession session, int at) {
        StepTally t = StepTally.of(session, at);
        return t.finished();
    }
}
