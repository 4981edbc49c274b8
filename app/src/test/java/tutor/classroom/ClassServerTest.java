package tutor.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The learners' server trusts no client: bodies, fields, codes, cookies, origins and rates are all checked. */
class ClassServerTest {

    @TempDir
    Path dir;
    ClassStore store;
    ClassSession session;
    ClassServer server;
    final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @BeforeEach
    void start() {
        store = ClassStore.open(dir.resolve("classroom.db"));
        session = ClassFixture.live(store);
        server = ClassServer.start(session, "127.0.0.1", 0);
    }

    @AfterEach
    void stop() {
        server.close();
        store.close();
    }

    private HttpResponse<String> post(String path, String body, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(server.address().resolve(path)).timeout(Duration.ofSeconds(10))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        boolean typed = false;
        for (int i = 0; i < headers.length; i += 2) {
            b.header(headers[i], headers[i + 1]);
            typed |= headers[i].equals("Content-Type");
        }
        if (!typed) {
            b.header("Content-Type", "application/json");
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> get(String path, String cookie) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(server.address().resolve(path)).timeout(Duration.ofSeconds(10)).GET();
        if (cookie != null) {
            b.header("Cookie", cookie);
        }
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private String join(String name) throws Exception {
        HttpResponse<String> r = post("api/join", "{\"code\":\"ACDEFG\",\"name\":\"" + name + "\",\"lang\":\"en\"}");
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        return r.headers().firstValue("Set-Cookie").orElseThrow().split(";", 2)[0];
    }

    @Test
    void theServerStopsOnlyOnceTheLearnersHaveSeenTheEnd() throws Exception {
        String ann = join("Ann");
        String ben = join("Ben");
        int q = ClassFixture.step("after-paying");
        while (session.step() < q) {
            session.next();
        }
        assertThat(post("api/answer", "{\"step\":" + q + ",\"choice\":0}", "Cookie", ann).body()).contains("\"right\":true");
        int scored = session.lesson().lesson().scoredSteps().size();
        java.util.concurrent.CompletableFuture<Boolean> finished = java.util.concurrent.CompletableFuture.supplyAsync(
                () -> server.finish(Duration.ofSeconds(20)));
        while (!session.ended()) {
            Thread.sleep(10);
        }
        // Ann's page has not fetched the end: the server is still there for Ben's too.
        HttpResponse<String> annsEnd = get("api/state", ann);
        assertThat(annsEnd.statusCode()).isEqualTo(200);
        assertThat(annsEnd.body()).contains("\"ended\":true").contains("Your result: 1 out of " + scored + " right the first time.");
        Thread.sleep(300);
        assertThat(finished).isNotDone();
        long asked = System.nanoTime();
        assertThat(get("api/state", ben).body()).contains("\"ended\":true");
        // Every learner saw the end: the server stops at once, not at the end of its 20 s of grace.
        assertThat(finished.get(5, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(Duration.ofNanos(System.nanoTime() - asked)).isLessThan(Duration.ofSeconds(5));
    }

    @Test
    void theServerListensOnTheChosenAddressAndServesThePageWithAStrictPolicy() throws Exception {
        assertThat(server.address().getHost()).isEqualTo("127.0.0.1");
        HttpResponse<String> page = get("", null);
        assertThat(page.statusCode()).as(page.body()).isEqualTo(200);
        assertThat(page.body()).contains("<script src=\"class.js\" defer></script>");
        assertThat(page.headers().firstValue("Content-Security-Policy").orElseThrow()).contains("script-src 'self'")
                .contains("default-src 'none'");
        assertThat(page.headers().firstValue("X-Content-Type-Options")).contains("nosniff");
        assertThat(get("class.js", null).body()).doesNotContain("innerHTML");
        assertThat(get("api/words?lang=ru", null).body()).contains("\"join.button\":\"Подключиться\"");
    }

    @Test
    void joiningSetsAnHttpOnlySameSiteCookieThatIsTheOnlyWayIn() throws Exception {
        HttpResponse<String> r = post("api/join", "{\"code\":\"acd efg\",\"name\":\"Ann\",\"lang\":\"fr\"}");
        assertThat(r.statusCode()).isEqualTo(200);
        String cookie = r.headers().firstValue("Set-Cookie").orElseThrow();
        assertThat(cookie).startsWith(ClassServer.COOKIE + "=").contains("HttpOnly").contains("SameSite=Strict");
        assertThat(r.body()).contains("\"name\":\"Ann\"").contains("\"lang\":\"fr\"");
        assertThat(get("api/state", null).statusCode()).isEqualTo(401);
        assertThat(get("api/state", ClassServer.COOKIE + "=" + Secrets.newToken()).statusCode()).isEqualTo(401);
        assertThat(get("api/state", cookie.split(";", 2)[0]).statusCode()).isEqualTo(200);
    }

    @Test
    void aWrongCodeIsRefusedAndGuessingIsSlowedDown() throws Exception {
        int refused = 0;
        int slowed = 0;
        for (int i = 0; i < 14; i++) {
            int status = post("api/join", "{\"code\":\"ACDEFH\",\"name\":\"Ann\"}").statusCode();
            refused += status == 403 ? 1 : 0;
            slowed += status == 429 ? 1 : 0;
        }
        assertThat(refused).isEqualTo(10);
        assertThat(slowed).isEqualTo(4);
        // While slowed down, even the right code is refused: a 200 among the 429s would tell a guesser it had found it.
        assertThat(post("api/join", "{\"code\":\"" + session.code() + "\",\"name\":\"Ann\"}").statusCode()).isEqualTo(429);
        assertThat(store.learners(session.id())).isEmpty();
    }

    @Test
    void everyBodyIsCheckedBeforeItIsRead() throws Exception {
        String cookie = join("Ann");
        assertThat(post("api/join", "{\"code\":\"ACDEFG\",\"name\":\"Ben\"}", "Content-Type", "text/plain").statusCode()).isEqualTo(415);
        assertThat(post("api/join", "{\"code\":\"ACDEFG\",\"name\":\"" + "x".repeat(3000) + "\"}").statusCode()).isEqualTo(413);
        assertThat(post("api/join", "{\"code\":\"ACDEFG\",\"name\":\"Ben\",\"admin\":true}").statusCode()).isEqualTo(400);
        HttpResponse<String> unreadable = post("api/join", "{\"code\":[\"ACDEFG\"],\"name\":\"Ben\"}");
        assertThat(unreadable.statusCode()).isEqualTo(400);
        // The join form's own words, not the amount box's ("Type a number").
        assertThat(unreadable.body()).contains("\"join_invalid\"");
        assertThat(post("api/join", "{\"code\":\"ACDEFG\",\"name\":\"ANN\"}").body()).contains("\"name_taken\"");
        assertThat(post("api/join", "{\"code\":\"ACDEFH\",\"name\":\"Cy\"}").body()).contains("\"wrong_code\"");
        assertThat(post("api/join", "not json").statusCode()).isEqualTo(400);
        assertThat(post("api/join", "{\"code\":\"ACDEFG\",\"name\":\"<b>Ben</b>\"}").statusCode()).isEqualTo(400);
        // A page of another site cannot post for a learner whose browser holds the cookie.
        assertThat(post("api/answer", "{\"step\":2,\"choice\":0}", "Cookie", cookie, "Origin", "http://evil.example").statusCode())
                .isEqualTo(403);
        assertThat(post("api/answer", "{\"step\":2,\"choice\":\"0\"}", "Cookie", cookie).statusCode()).isEqualTo(400);
        assertThat(post("api/answer", "{\"step\":99,\"choice\":0}", "Cookie", cookie).statusCode()).isEqualTo(400);
        assertThat(store.learners(session.id())).extracting(ClassStore.LearnerRow::firstName).containsExactly("Ann");
    }

    @Test
    void theTeachersControlsAreNotOnTheNetworkAndALearnerSeesOnlyTheirOwnAnswers() throws Exception {
        String ann = join("Zoe");
        String ben = join("Yuri");
        for (String path : new String[] {"api/next", "api/reveal", "api/lock", "api/end", "api/report"}) {
            assertThat(post(path, "{}", "Cookie", ann).statusCode()).as(path).isEqualTo(404);
        }
        int q = ClassFixture.step("after-paying");
        while (session.step() < q) {
            session.next();
        }
        HttpResponse<String> r = post("api/answer", "{\"step\":" + q + ",\"choice\":2}", "Cookie", ann);
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body()).contains("\"recorded\":true").contains("Paying the fine frees her at once");
        assertThat(post("api/answer", "{\"step\":" + q + ",\"choice\":0}", "Cookie", ann).body()).contains("\"error\":\"already\"");
        // A hint is asked for only where the learner's own game waits for a move or an answer; a question step has none.
        HttpResponse<String> hint = post("api/hint", "{\"step\":" + q + "}", "Cookie", ben);
        assertThat(hint.statusCode()).isEqualTo(409);
        assertThat(hint.body()).contains("\"error\":\"not_now\"");
        assertThat(post("api/hint", "{\"step\":" + q + "}").statusCode()).isEqualTo(401);
        String bensPage = get("api/state", ben).body();
        assertThat(bensPage).doesNotContain("Zoe").doesNotContain("Paying the fine frees her").doesNotContain("\"mine\"");
        assertThat(store.answers(session.id())).hasSize(1);
    }

    @Test
    void answersAreRateLimitedPerLearner() throws Exception {
        String ann = join("Ann");
        int limited = 0;
        for (int i = 0; i < 30; i++) {
            limited += post("api/answer", "{\"step\":0,\"choice\":0}", "Cookie", ann).statusCode() == 429 ? 1 : 0;
        }
        assertThat(limited).isGreaterThan(10);
    }

    @Test
    void theEventStreamTellsEveryPageWhenTheClassMovesOn() throws Exception {
        String ann = join("Ann");
        HttpResponse<java.io.InputStream> events = http.send(HttpRequest.newBuilder(server.address().resolve("api/events"))
                .header("Cookie", ann).header("Accept", "text/event-stream").GET().build(), HttpResponse.BodyHandlers.ofInputStream());
        assertThat(events.statusCode()).isEqualTo(200);
        try (java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(events.body()))) {
            String first = nextData(in);
            assertThat(first).as(first).contains("\"version\":0");
            session.next();
            assertThat(nextData(in)).contains("\"version\":1");
            // A second page of Ann's (a reload, another tab) takes her one stream: the first one is closed.
            HttpResponse<java.io.InputStream> again = http.send(HttpRequest.newBuilder(server.address().resolve("api/events"))
                    .header("Cookie", ann).header("Accept", "text/event-stream").GET().build(), HttpResponse.BodyHandlers.ofInputStream());
            assertThat(again.statusCode()).isEqualTo(200);
            java.util.concurrent.CompletableFuture<String> rest = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                try {
                    return nextData(in);
                } catch (Exception e) {
                    return "closed: " + e;
                }
            });
            String after = rest.get(10, java.util.concurrent.TimeUnit.SECONDS);
            // The stream ended (no more data) rather than waiting on: nextData reads to its end.
            assertThat(after.isEmpty() || after.startsWith("closed")).as(after).isTrue();
            assertThat(server.listening()).isEqualTo(1);
            again.body().close();
        }
        assertThat(get("api/events", null).statusCode()).isEqualTo(401);
    }

    private static String nextData(java.io.BufferedReader in) throws Exception {
        String line;
        while ((line = in.readLine()) != null) {
            if (line.startsWith("data:")) {
                return line;
            }
        }
        return "";
    }

    @Test
    void anAddressThatIsNotThisComputersCannotBeServed() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ClassServer.start(session, "192.0.2.1", 0))
                .isInstanceOf(RuntimeException.class);
        assertThat(URI.create(server.address().toString()).getPort()).isPositive();
    }
}
