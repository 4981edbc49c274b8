package tutor.classroom;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import tutor.lesson.Step;

/**
 * Forty simulated learners through the whole leaving-jail lesson on one in-process server, the teacher moving on once
 * everyone has answered, as a teacher watching the count would. {@link ClassLoadTest} checks what a run records;
 * {@link #main} measures the answers' round trip, which the unit suite does not time (a shared machine's load decides
 * it): {@code mvn -B -o -Pclassload -pl app test-compile exec:exec [-Dclassload.runs=N] [-Dclassload.budget=MS]}.
 */
public final class ClassLoadRun {

    static final int LEARNERS = 40;

    /** What a run left: the simulated class's counts and times, and what the session and its database hold. */
    record Outcome(SimulatedClass.Result result, boolean ended, long stored, int scored, List<Integer> resultsPerLearner) { }

    private ClassLoadRun() {
    }

    /** One class through the lesson, its database in {@code dir}. */
    static Outcome run(Path dir) throws Exception {
        try (ClassStore store = ClassStore.open(dir.resolve("classroom.db"))) {
            ClassSession session = ClassFixture.live(store);
            try (ClassServer server = ClassServer.start(session, "127.0.0.1", 0)) {
                Thread teacher = new Thread(() -> pace(session), "teacher");
                teacher.setDaemon(true);
                teacher.start();
                SimulatedClass.Result r = new SimulatedClass(server.address(), session.code(), LEARNERS, 7, Duration.ofSeconds(90)).run();
                teacher.join(5_000);
                long stored = store.answers(session.id()).stream().filter(a -> !a.kind().equals("result")).count();
                List<Integer> results = session.results().attempts().values().stream().map(a -> a.results().size()).toList();
                return new Outcome(r, session.ended(), stored, session.lesson().lesson().scoredSteps().size(), results);
            }
        }
    }

    /**
     * Runs the class once to warm up (the first class of a fresh JVM loads and compiles the server: its p99 was 846 ms
     * where the next were 107 and 128 ms), then {@code runs} times (3 unless given), printing each run's round trip at
     * the 50th and 99th percentiles with the machine's load; exits 1 when a run loses or refuses an answer, or when the
     * median run's p99 is over {@code budget} milliseconds (250 unless given; 0 reports only).
     */
    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Math.max(1, Integer.parseInt(args[0])) : 3;
        long budget = args.length > 1 ? Long.parseLong(args[1]) : 250;
        List<SimulatedClass.Result> results = new ArrayList<>();
        for (int i = 0; i <= runs; i++) {
            SimulatedClass.Result r = run(Files.createTempDirectory("class-load")).result();
            System.out.printf("%s: %d joined, %d answers sent, %d recorded, %d refused, %d lost, round trip p50 %d ms p99 %d ms, load average %.1f%n",
                    i == 0 ? "warm-up" : "run " + i, r.joined(), r.sent(), r.recorded(), r.refused(), r.lost(), r.p50Millis(), r.p99Millis(),
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
            if (i > 0) {
                results.add(r);
            }
        }
        List<Long> p99 = results.stream().map(SimulatedClass.Result::p99Millis).sorted(Comparator.naturalOrder()).toList();
        long median = p99.get(p99.size() / 2);
        System.out.printf("p99 over %d runs: median %d ms, worst %d ms (budget %d ms)%n", runs, median, p99.get(p99.size() - 1), budget);
        boolean complete = results.stream().allMatch(r -> r.lost() == 0 && r.refused() == 0 && r.recorded() == r.sent());
        System.exit(complete && (budget <= 0 || median < budget) ? 0 : 1);
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
