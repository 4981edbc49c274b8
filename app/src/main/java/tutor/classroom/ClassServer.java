package tutor.classroom;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.sse.SseClient;
import io.javalin.json.JavalinJackson;
import java.net.InetAddress;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The learners' side of a class session on the school network: the page, its style and script from
 * the jar ({@code tutor/classroom/}), a small JSON API and a stream of server-sent events that tells
 * every open page when the class moves on. Bound to the one address the teacher chose.
 *
 * <p>Trusts no client: every request is size-limited (2 KB bodies, JSON only, no nesting, short
 * strings), every field checked; joins, wrong codes and answers are rate-limited; a learner is known only
 * by an HttpOnly, same-site cookie holding their random token; the teacher's controls are not on the
 * network at all (the window and the command line call {@link ClassSession} in-process); a page shows
 * only its own learner's answers; and a strict Content-Security-Policy keeps any script but the page's
 * own from running.
 */
public final class ClassServer implements AutoCloseable {

    static final long MAX_BODY = 2048;
    static final String COOKIE = "tutor_class";
    /** Open event streams at most: a page per learner and room for reloads; more is someone filling the server. */
    static final int MAX_STREAMS = 2 * ClassSession.MAX_LEARNERS;
    /**
     * Learners joined from one address at most: enough for a class behind one school router (and the load
     * test's 40 on one machine), not for one device taking every seat of the session.
     */
    static final int MAX_SEATS_PER_ADDRESS = 60;
    private static final Set<String> LANGUAGES = Set.copyOf(tutor.text.Texts.LANGUAGES);

    private final ClassSession session;
    private final Javalin app;
    private final Set<SseClient> clients = ConcurrentHashMap.newKeySet();
    /** Each learner's one event stream: a new one (a reload, a second tab) closes the one before. */
    private final Map<Long, SseClient> streams = new ConcurrentHashMap<>();
    private final Map<String, java.util.concurrent.atomic.AtomicInteger> seatsByAddress = new ConcurrentHashMap<>();
    /** The learners whose page has fetched the end screen (their score) since the session ended. */
    private final Set<Long> sawTheEnd = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "class-server-events");
        t.setDaemon(true);
        return t;
    });
    private final ObjectMapper json = JsonMapper.builder().build();
    private final RateLimiter joins = new RateLimiter(60, 2);
    private final RateLimiter wrongCodes = new RateLimiter(10, 1 / 6.0);
    private final RateLimiter answers = new RateLimiter(12, 4);
    private final RateLimiter reads = new RateLimiter(30, 8);
    private final URI address;

    private ClassServer(ClassSession session, String host, int port) {
        this.session = session;
        json.getFactory().setStreamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(2).maxStringLength(256)
                .maxNumberLength(12).build());
        this.app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.jetty.defaultHost = host;
            config.jetty.defaultPort = port;
            config.http.maxRequestSize = MAX_BODY;
            config.jsonMapper(new JavalinJackson(json, false));
            config.jetty.modifyHttpConfiguration(h -> {
                h.setRequestHeaderSize(8192);
                h.setSendServerVersion(false);
            });
        });
        app.before(this::guard);
        // The page's three files, by name: nothing else of the jar is reachable.
        app.get("/", ctx -> file(ctx, "index.html", "text/html; charset=utf-8"));
        app.get("/class.js", ctx -> file(ctx, "class.js", "text/javascript; charset=utf-8"));
        app.get("/class.css", ctx -> file(ctx, "class.css", "text/css; charset=utf-8"));
        app.get("/api/words", ctx -> ctx.json(LearnerPage.words(lang(ctx.queryParam("lang")))));
        app.post("/api/join", this::join);
        app.get("/api/state", ctx -> {
            Seat seat = seat(ctx, reads);
            Map<String, Object> page = LearnerPage.of(session, seat);
            if (Boolean.TRUE.equals(page.get("ended"))) {
                sawTheEnd.add(seat.id);
            }
            ctx.json(page);
        });
        app.post("/api/answer", this::answer);
        app.post("/api/move", this::move);
        app.post("/api/hint", ctx -> {
            Seat seat = seat(ctx, answers);
            reply(ctx, seat, session.hint(seat, integer(body(ctx, Set.of("step")), "step")));
        });
        app.post("/api/lang", ctx -> {
            Seat seat = seat(ctx, answers);
            String l = text(body(ctx, Set.of("lang")), "lang");
            if (!LANGUAGES.contains(l)) {
                throw new Refused(HttpStatus.BAD_REQUEST, "invalid");
            }
            session.speak(seat, l);
            ctx.json(LearnerPage.of(session, seat));
        });
        app.post("/api/own", ctx -> {
            Seat seat = seat(ctx, answers);
            int delta = integer(body(ctx, Set.of("delta")), "delta");
            if (delta != 1 && delta != -1) {
                throw new Refused(HttpStatus.BAD_REQUEST, "invalid");
            }
            session.ownStep(seat, delta);
            ctx.json(LearnerPage.of(session, seat));
        });
        app.sse("/api/events", client -> {
            client.keepAlive();
            clients.add(client);
            Seat seat = session.seat(client.ctx().cookie(COOKIE)).orElse(null);
            SseClient before = seat == null ? null : streams.put(seat.id, client);
            client.onClose(() -> {
                clients.remove(client);
                if (seat != null) {
                    streams.remove(seat.id, client);
                }
            });
            if (before != null) {
                before.close();
            }
            client.sendEvent("changed", Map.of("version", session.version()));
        });
        app.exception(Refused.class, (e, ctx) -> ctx.status(e.status).json(Map.of("error", e.reason)));
        app.exception(Exception.class, (e, ctx) -> ctx.status(HttpStatus.INTERNAL_SERVER_ERROR).json(Map.of("error", "server")));
        app.start();
        this.address = URI.create("http://" + hostForUrl(host) + ":" + app.port() + "/");
        session.listen(change -> {
            if (change == ClassSession.Change.PACE) {
                timer.execute(this::broadcast);
            }
        });
        timer.scheduleAtFixedRate(this::ping, 15, 15, TimeUnit.SECONDS);
        if (session.closes() != null) {
            long wait = Math.max(0, Duration.between(Instant.now(), session.closes()).toMillis());
            timer.schedule(session::end, wait, TimeUnit.MILLISECONDS);
        }
    }

    /** Serves a session on {@code host} (the address the teacher chose) and {@code port} (0: any free port). */
    public static ClassServer start(ClassSession session, String host, int port) {
        return new ClassServer(session, host, port);
    }

    /** The address learners open. */
    public URI address() {
        return address;
    }

    public ClassSession session() {
        return session;
    }

    /** How many learners' pages are listening now. */
    public int listening() {
        return clients.size();
    }

    private static String hostForUrl(String host) {
        try {
            return InetAddress.getByName(host) instanceof java.net.Inet6Address ? "[" + host + "]" : host;
        } catch (java.net.UnknownHostException e) {
            return host;
        }
    }

    /** A request refused, with the status and a short reason the page words in its language. */
    static final class Refused extends RuntimeException {
        final HttpStatus status;
        final String reason;

        Refused(HttpStatus status, String reason) {
            super(reason, null, false, false);
            this.status = status;
            this.reason = reason;
        }
    }

    private void guard(Context ctx) {
        ctx.header("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("X-Frame-Options", "DENY");
        if (!ctx.path().startsWith("/api/")) {
            return;
        }
        ctx.header("Cache-Control", "no-store");
        if (ctx.method() == io.javalin.http.HandlerType.POST) {
            String type = ctx.contentType();
            if (type == null || !type.toLowerCase(java.util.Locale.ROOT).startsWith("application/json")) {
                throw new Refused(HttpStatus.UNSUPPORTED_MEDIA_TYPE, "invalid");
            }
            if (ctx.contentLength() < 0 || ctx.contentLength() > MAX_BODY) {
                throw new Refused(HttpStatus.CONTENT_TOO_LARGE, "invalid");
            }
            String origin = ctx.header("Origin");
            String host = ctx.header("Host");
            if (origin != null && (host == null || !origin.equals("http://" + host))) {
                throw new Refused(HttpStatus.FORBIDDEN, "invalid");
            }
        }
        if (ctx.path().equals("/api/events")) {
            Seat seat = seat(ctx, reads);
            if (clients.size() >= MAX_STREAMS && !streams.containsKey(seat.id)) {
                throw new Refused(HttpStatus.SERVICE_UNAVAILABLE, "too_many");
            }
        }
    }

    private static void file(Context ctx, String name, String type) throws java.io.IOException {
        try (java.io.InputStream in = ClassServer.class.getResourceAsStream("/tutor/classroom/" + name)) {
            if (in == null) {
                throw new Refused(HttpStatus.NOT_FOUND, "missing");
            }
            ctx.header("Cache-Control", "no-cache").contentType(type).result(in.readAllBytes());
        }
    }

    private void join(Context ctx) {
        String ip = ctx.ip();
        if (!joins.allow(ip)) {
            throw new Refused(HttpStatus.TOO_MANY_REQUESTS, "too_many");
        }
        // An address that has used up its wrong codes is refused whatever code it sends now: answering the right
        // code while refusing wrong ones would tell a guesser when to stop, and the limit would slow nothing.
        if (wrongCodes.blocked(ip)) {
            throw new Refused(HttpStatus.TOO_MANY_REQUESTS, "too_many");
        }
        java.util.concurrent.atomic.AtomicInteger fromHere = seatsByAddress.computeIfAbsent(ip, k -> new java.util.concurrent.atomic.AtomicInteger());
        if (fromHere.get() >= MAX_SEATS_PER_ADDRESS) {
            throw new Refused(HttpStatus.CONFLICT, "full");
        }
        Admission a;
        try {
            JsonNode b = body(ctx, Set.of("code", "name", "lang"));
            a = session.join(text(b, "code"), text(b, "name"), b.has("lang") ? text(b, "lang") : null);
        } catch (Refused r) {
            // The join form has no amount box: an unreadable join is told in the form's own words.
            throw "invalid".equals(r.reason) ? new Refused(r.status, "join_invalid") : r;
        }
        if (!a.admitted()) {
            if (a.refusal() == Refusal.WRONG_CODE && !wrongCodes.allow(ip)) {
                throw new Refused(HttpStatus.TOO_MANY_REQUESTS, "too_many");
            }
            throw refusal(a.refusal());
        }
        fromHere.incrementAndGet();
        long age = session.closes() == null ? Duration.ofHours(12).toSeconds()
                : Math.max(60, Duration.between(Instant.now(), session.closes()).toSeconds() + 3600);
        ctx.header("Set-Cookie", COOKIE + "=" + a.token() + "; Path=/; Max-Age=" + age + "; HttpOnly; SameSite=Strict");
        ctx.json(LearnerPage.of(session, a.seat()));
    }

    private void answer(Context ctx) {
        Seat seat = seat(ctx, answers);
        JsonNode b = body(ctx, Set.of("step", "choice", "amount"));
        Integer choice = b.has("choice") ? integer(b, "choice") : null;
        String amount = b.has("amount") ? text(b, "amount") : null;
        reply(ctx, seat, session.answer(seat, integer(b, "step"), choice, amount));
    }

    private void move(Context ctx) {
        Seat seat = seat(ctx, answers);
        JsonNode b = body(ctx, Set.of("step", "option", "told", "bid"));
        Integer bid = b.has("bid") ? integer(b, "bid") : null;
        reply(ctx, seat, session.move(seat, integer(b, "step"), integer(b, "option"), integer(b, "told"), bid));
    }

    private void reply(Context ctx, Seat seat, Outcome o) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("recorded", o.recorded());
        if (!o.recorded()) {
            out.put("error", o.refusal().name().toLowerCase(java.util.Locale.ROOT));
            ctx.status(o.refusal() == Refusal.INVALID ? HttpStatus.BAD_REQUEST : HttpStatus.CONFLICT);
        }
        out.put("page", LearnerPage.of(session, seat));
        ctx.json(out);
    }

    private static Refused refusal(Refusal r) {
        HttpStatus status = switch (r) {
            case WRONG_CODE -> HttpStatus.FORBIDDEN;
            case BAD_NAME, INVALID -> HttpStatus.BAD_REQUEST;
            default -> HttpStatus.CONFLICT;
        };
        return new Refused(status, r.name().toLowerCase(java.util.Locale.ROOT));
    }

    /** The learner the request's cookie names, within their rate; refused otherwise. */
    private Seat seat(Context ctx, RateLimiter limit) {
        Seat seat = session.seat(ctx.cookie(COOKIE)).orElseThrow(() -> new Refused(HttpStatus.UNAUTHORIZED, "unknown"));
        if (!limit.allow(seat.id())) {
            throw new Refused(HttpStatus.TOO_MANY_REQUESTS, "too_many");
        }
        return seat;
    }

    /** The request's JSON object, with no field but the {@code allowed} ones. */
    private JsonNode body(Context ctx, Set<String> allowed) {
        JsonNode b;
        try {
            b = json.readTree(ctx.bodyAsBytes());
        } catch (java.io.IOException | RuntimeException e) {
            throw new Refused(HttpStatus.BAD_REQUEST, "invalid");
        }
        if (b == null || !b.isObject()) {
            throw new Refused(HttpStatus.BAD_REQUEST, "invalid");
        }
        b.fieldNames().forEachRemaining(f -> {
            if (!allowed.contains(f)) {
                throw new Refused(HttpStatus.BAD_REQUEST, "invalid");
            }
        });
        return b;
    }

    private static String text(JsonNode b, String field) {
        JsonNode v = b.get(field);
        if (v == null || !v.isTextual() || v.textValue().length() > 200) {
            throw new Refused(HttpStatus.BAD_REQUEST, "invalid");
        }
        return v.textValue();
    }

    private static int integer(JsonNode b, String field) {
        JsonNode v = b.get(field);
        if (v == null || !v.isInt()) {
            throw new Refused(HttpStatus.BAD_REQUEST, "invalid");
        }
        return v.intValue();
    }

    private static String lang(String asked) {
        return asked != null && LANGUAGES.contains(asked) ? asked : "en";
    }

    private void broadcast() {
        Map<String, Object> event = Map.of("version", session.version());
        for (SseClient c : clients) {
            if (c.terminated()) {
                clients.remove(c);
            } else {
                c.sendEvent("changed", event);
            }
        }
    }

    private void ping() {
        for (SseClient c : clients) {
            if (c.terminated()) {
                clients.remove(c);
            } else {
                c.sendComment("ping");
            }
        }
    }

    /**
     * Stops serving an ended session once its learners have seen the end: the end is told to every listening
     * page at once, then the server waits until every learner's page has fetched the end screen (their score)
     * or {@code grace} has passed (a phone asleep may wake within it), whichever comes first, and closes. Stopping at
     * once would cut the pages off before they ever learned the lesson was over. Returns whether every learner
     * saw the end.
     */
    public boolean finish(Duration grace) {
        session.end();
        broadcast();
        long deadline = System.nanoTime() + grace.toNanos();
        boolean all = false;
        try {
            while (!(all = sawTheEnd.size() >= session.seats().size()) && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        close();
        return all;
    }

    @Override
    public void close() {
        timer.shutdownNow();
        for (SseClient c : clients) {
            c.close();
        }
        app.stop();
    }
}
