package tutor.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server killed mid-lesson (kill -9: no shutdown hook, no goodbye) and started again: every answer it
 * had told a learner was recorded is still in the database. Runs {@code class serve} as a real process.
 */
class ClassKillTest {

    private static final Pattern ADDRESS = Pattern.compile("(http://127\\.0\\.0\\.1:\\d+/)");

    @TempDir
    Path home;

    @Test
    void everyRecordedAnswerSurvivesAKilledServer() throws Exception {
        Process first = serve("1.5", "--code", "ACDEFG");
        SimulatedClass.Result r;
        long sessionId;
        String cookie;
        try {
            URI url = URI.create(address(first));
            // One more learner, by hand, keeps the cookie a browser would keep across the restart.
            HttpResponse<String> joined = post(url.resolve("api/join"), "{\"code\":\"ACDEFG\",\"name\":\"Zoe\",\"lang\":\"fr\"}", null);
            assertThat(joined.statusCode()).isEqualTo(200);
            cookie = joined.headers().firstValue("Set-Cookie").orElseThrow().split(";")[0];
            Thread killer = new Thread(() -> {
                try {
                    // Killed mid-lesson, once the class has answered a good part of it: at least 4.5 s in, and not before
                    // a dozen answers are in the database, so a loaded machine cannot kill it before the test has anything to keep.
                    Thread.sleep(4_500);
                    for (long until = System.currentTimeMillis() + 30_000; storedNow() < 12 && System.currentTimeMillis() < until; ) {
                        Thread.sleep(100);
                    }
                    first.destroyForcibly();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            killer.start();
            r = new SimulatedClass(url, "ACDEFG", 10, 3, Duration.ofSeconds(20)).run();
            killer.join();
            assertThat(first.waitFor(10, TimeUnit.SECONDS)).isTrue();
        } finally {
            first.destroyForcibly();
        }
        assertThat(r.joined()).isEqualTo(10);
        // Lost is an answer with no reply (at most one in flight per learner when the server dies). An answer the server
        // refused with its reason (409 locked: the 1.5 s clock revealed the step while a learner was still playing it)
        // was never acknowledged, so it is counted apart and is no loss of what the database was told to keep.
        assertThat(r.lost()).as("every answer acknowledged, refused with a reason, or lost only to the kill").isLessThanOrEqualTo(10);
        assertThat(r.recorded() + r.refused() + r.lost()).as("every answer sent had one fate").isEqualTo(r.sent());
        assertThat(r.recorded()).as("answers acknowledged before the kill").isGreaterThan(10);
        try (ClassStore store = ClassStore.open(home.resolve("classroom.db"))) {
            ClassStore.SessionRow s = store.lastSession().orElseThrow();
            sessionId = s.id();
            assertThat(s.ended()).as("killed, never ended").isNull();
            assertThat(stored(store, sessionId)).isGreaterThanOrEqualTo(r.recorded());
        }
        long before;
        try (ClassStore store = ClassStore.open(home.resolve("classroom.db"))) {
            before = stored(store, sessionId);
        }
        // Taken up again on the same database: the same session and code, and the learner's kept cookie lets her back in.
        Process second = serve("60", "--resume", "last");
        try {
            URI url = URI.create(address(second));
            HttpResponse<String> state = get(url.resolve("api/state"), cookie);
            assertThat(state.statusCode()).isEqualTo(200);
            assertThat(state.body()).contains("\"name\":\"Zoe\"").contains("\"lang\":\"fr\"");
            assertThat(post(url.resolve("api/join"), "{\"code\":\"ACDEFG\",\"name\":\"Yann\"}", null).statusCode()).isEqualTo(200);
            // The teacher types q: the lesson ends, but the server stays until the learners have seen the end and their result.
            second.getOutputStream().write("q\n".getBytes(StandardCharsets.UTF_8));
            second.getOutputStream().flush();
            String end = "";
            for (long until = System.currentTimeMillis() + 10_000; !end.contains("\"ended\":true") && System.currentTimeMillis() < until; ) {
                Thread.sleep(100);
                end = get(url.resolve("api/state"), cookie).body();
            }
            assertThat(end).contains("\"ended\":true").contains("\"score\":\"");
            assertThat(second.isAlive()).as("waiting for Yann's page to see the end").isTrue();
        } finally {
            second.destroyForcibly();
            second.waitFor(10, TimeUnit.SECONDS);
        }
        try (ClassStore store = ClassStore.open(home.resolve("classroom.db"))) {
            assertThat(store.lastSession().orElseThrow().id()).isEqualTo(sessionId);
            assertThat(stored(store, sessionId)).isEqualTo(before);
            assertThat(store.learners(sessionId)).hasSize(12);
        }
    }

    private static HttpResponse<String> post(URI to, String body, String cookie) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(to).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        return HttpClient.newHttpClient().send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> get(URI to, String cookie) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(to).header("Cookie", cookie).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** Answers in the database while the server still writes it, read without taking part in its writes. */
    private long storedNow() {
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:file:" + home.resolve("classroom.db") + "?mode=ro");
                java.sql.ResultSet rs = c.createStatement().executeQuery("SELECT COUNT(*) FROM answers WHERE kind <> 'result'")) {
            return rs.next() ? rs.getLong(1) : 0;
        } catch (java.sql.SQLException e) {
            return 0; // not created yet, or busy: asked again
        }
    }

    private static long stored(ClassStore store, long session) {
        return store.answers(session).stream().filter(a -> !a.kind().equals("result")).count();
    }

    private Process serve(String autoAdvance, String... more) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path lesson = Path.of(ClassFixture.LESSON_FILE).toFile().isFile() ? Path.of(ClassFixture.LESSON_FILE)
                : Path.of("lessons/rules/leaving-jail.yaml");
        List<String> command = new java.util.ArrayList<>(List.of(java, "-Dtutor.home=" + home, "-cp",
                System.getProperty("java.class.path"), "tutor.Main", "class", "serve", "--lesson", lesson.toString(), "--host", "127.0.0.1",
                "--port", "0", "--auto-advance", autoAdvance, "--lang", "en"));
        command.addAll(List.of(more));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.redirectErrorStream(true);
        pb.redirectInput(ProcessBuilder.Redirect.PIPE);
        return pb.start();
    }

    /** Reads the server's output until it names its address. */
    private static String address(Process p) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        long until = System.currentTimeMillis() + 60_000;
        String line;
        while (System.currentTimeMillis() < until && (line = out.readLine()) != null) {
            Matcher m = ADDRESS.matcher(line);
            if (m.find()) {
                Thread drain = new Thread(() -> {
                    try {
                        while (out.readLine() != null) {
                            // the rest of the server's output is not needed
                        }
                    } catch (java.io.IOException e) {
                        // the process was killed
                    }
                });
                drain.setDaemon(true);
                drain.start();
                return m.group(1);
            }
        }
        throw new AssertionError("the server never said where it listens");
    }
}
