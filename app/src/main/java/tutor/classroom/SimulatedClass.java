package tutor.classroom;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * N learners in one process, for tests and for a teacher trying the network before class: each joins
 * with the code and a first name, listens to the class's events like a browser does, and answers every
 * step it is asked (a random choice, so some wrongly; an amount near a plausible one; at a scenario, moves
 * until the script goes on), timing each answer from send to the server's reply. Bounded: it stops when
 * the lesson ends or after {@code limit}.
 */
public final class SimulatedClass {

    /**
     * What happened: joins; answers sent; recorded; refused (the server replied that it did not count and why, e.g. the
     * clock locked the step while the learner was still playing); lost (no reply, or no answer from the server but an
     * error); round trips. A refused answer was never acknowledged, so it is not lost: the two are kept apart.
     */
    public record Result(int joined, int sent, int recorded, int refused, int lost, long p50Millis, long p99Millis) { }

    private final URI base;
    private final String code;
    private final int learners;
    private final long seed;
    private final Duration limit;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final ObjectMapper json = new ObjectMapper();
    private final AtomicInteger joined = new AtomicInteger();
    private final AtomicInteger sent = new AtomicInteger();
    private final AtomicInteger recorded = new AtomicInteger();
    private final AtomicInteger refused = new AtomicInteger();
    private final AtomicInteger lost = new AtomicInteger();
    private final List<Long> trips = Collections.synchronizedList(new ArrayList<>());

    public SimulatedClass(URI base, String code, int learners, long seed, Duration limit) {
        this.base = base;
        this.code = code;
        this.learners = learners;
        this.seed = seed;
        this.limit = limit;
    }

    public Result run() throws InterruptedException {
        CountDownLatch done = new CountDownLatch(learners);
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < learners; i++) {
            int n = i;
            Thread t = new Thread(() -> {
                try {
                    new Learner(n).run();
                } catch (Exception e) {
                    // A learner whose connection broke stops; what they sent unanswered is counted as lost.
                } finally {
                    done.countDown();
                }
            }, "simulated-learner-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
        if (!done.await(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            threads.forEach(Thread::interrupt);
        }
        List<Long> sorted = new ArrayList<>(trips);
        Collections.sort(sorted);
        return new Result(joined.get(), sent.get(), recorded.get(), refused.get(), lost.get(), percentile(sorted, 50), percentile(sorted, 99));
    }

    static long percentile(List<Long> sorted, int p) {
        if (sorted.isEmpty()) {
            return 0;
        }
        int at = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, at)));
    }

    /** One simulated learner. */
    private final class Learner {
        private final Random random;
        private final String name;
        private String cookie;

        Learner(int n) {
            this.random = new Random(seed * 1_000_003L + n);
            this.name = "Learner" + letters(n);
        }

        void run() throws Exception {
            String body = json.writeValueAsString(java.util.Map.of("code", code, "name", name, "lang", "en"));
            HttpResponse<String> r = http.send(post("api/join", body), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) {
                return;
            }
            joined.incrementAndGet();
            cookie = r.headers().firstValue("Set-Cookie").orElseThrow().split(";", 2)[0];
            JsonNode page = json.readTree(r.body());
            HttpResponse<InputStream> events = http.send(HttpRequest.newBuilder(base.resolve("api/events")).header("Cookie", cookie)
                    .header("Accept", "text/event-stream").GET().build(), HttpResponse.BodyHandlers.ofInputStream());
            try (BufferedReader in = new BufferedReader(new InputStreamReader(events.body(), StandardCharsets.UTF_8))) {
                page = act(page);
                String line;
                while (!page.path("ended").asBoolean() && !Thread.currentThread().isInterrupted() && (line = in.readLine()) != null) {
                    if (line.startsWith("data:")) {
                        long version = json.readTree(line.substring(5)).path("version").asLong();
                        if (version != page.path("version").asLong()) {
                            page = act(get());
                        }
                    }
                }
            }
        }

        private JsonNode get() throws Exception {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(base.resolve("api/state")).header("Cookie", cookie).GET()
                    .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
            return json.readTree(r.body());
        }

        /** Answers the page's step while it asks for something; returns the page as it is afterwards. */
        private JsonNode act(JsonNode page) throws Exception {
            for (int tries = 0; tries < 40; tries++) {
                JsonNode step = page.path("step");
                if (!step.path("open").asBoolean() || page.has("mine")) {
                    return page;
                }
                int index = step.path("index").asInt();
                java.util.Map<String, Object> answer = new java.util.LinkedHashMap<>();
                answer.put("step", index);
                String path = "api/answer";
                JsonNode play = step.path("play");
                if (step.has("choices") && step.path("choices").size() > 0) {
                    answer.put("choice", random.nextInt(step.path("choices").size()));
                } else if (step.path("amount").asBoolean()) {
                    answer.put("amount", Integer.toString(25 * (1 + random.nextInt(8))));
                } else if (play.has("moves") && play.path("moves").size() > 0) {
                    path = "api/move";
                    answer.put("option", random.nextInt(play.path("moves").size()));
                    answer.put("told", play.path("told").asInt());
                } else if (play.has("question")) {
                    JsonNode q = play.path("question");
                    if (q.path("amount").asBoolean()) {
                        answer.put("amount", Integer.toString(25 * (1 + random.nextInt(8))));
                    } else {
                        answer.put("choice", random.nextInt(Math.max(1, q.path("choices").size())));
                    }
                } else {
                    return page;
                }
                Thread.sleep(50 + random.nextInt(250)); // a learner reads before answering; not part of the round trip
                JsonNode reply = send(path, json.writeValueAsString(answer));
                if (reply == null) {
                    return get();
                }
                page = reply.path("page");
            }
            return page;
        }

        private JsonNode send(String path, String body) throws Exception {
            sent.incrementAndGet();
            long start = System.nanoTime();
            try {
                HttpResponse<String> r = http.send(post(path, body), HttpResponse.BodyHandlers.ofString());
                trips.add((System.nanoTime() - start) / 1_000_000);
                JsonNode reply = json.readTree(r.body());
                if (r.statusCode() == 200 && reply.path("recorded").asBoolean()) {
                    recorded.incrementAndGet();
                } else if (r.statusCode() >= 400 && r.statusCode() < 500 && reply.path("error").isTextual()) {
                    refused.incrementAndGet();
                } else {
                    lost.incrementAndGet();
                }
                return reply.has("page") ? reply : null;
            } catch (java.io.IOException e) {
                lost.incrementAndGet();
                return null;
            }
        }

        private HttpRequest post(String path, String body) {
            HttpRequest.Builder b = HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(10))
                    .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
            if (cookie != null) {
                b.header("Cookie", cookie);
            }
            return b.build();
        }
    }

    /** A learner's name from a number, in letters only, as a first name must be ("Learnerba"). */
    static String letters(int n) {
        StringBuilder b = new StringBuilder();
        int v = n;
        do {
            b.append((char) ('a' + v % 26));
            v /= 26;
        } while (v > 0);
        return b.toString();
    }
}
