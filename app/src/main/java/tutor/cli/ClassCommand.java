package tutor.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import tutor.classroom.AutoAdvance;
import tutor.classroom.ClassLesson;
import tutor.classroom.ClassServer;
import tutor.classroom.ClassSession;
import tutor.classroom.ClassStore;
import tutor.classroom.Networks;
import tutor.classroom.Secrets;
import tutor.classroom.SessionResults;
import tutor.classroom.SimulatedClass;
import tutor.classroom.StepTally;
import tutor.data.AtomicWrite;
import tutor.data.Bundle;
import tutor.lesson.ClassReport;
import tutor.lesson.Lesson;
import tutor.lesson.StepResult;
import tutor.lesson.load.LessonLoader;
import tutor.lesson.load.LibraryData;
import tutor.lesson.load.ProgressStore;
import tutor.scenario.Problem;
import tutor.text.Phrase;
import tutor.text.Texts;

/**
 * {@code class serve|simulate|report|delete}: a class session without the window. {@code serve} runs a
 * lesson for a class on this computer's school-network address (prints the address and the code; the
 * teacher paces it by typing n, b, l, r, q, or lets {@code --auto-advance} do it); {@code simulate} sends
 * N simulated learners to a running session and measures it; {@code report} prints the last session's
 * class report (and writes its CSV); {@code delete} deletes a class with everything kept about it.
 */
final class ClassCommand {

    private final InputStream in;
    private final PrintStream out;
    private final String language;
    private final Texts t;

    ClassCommand(InputStream in, PrintStream out, String language) {
        this.in = in;
        this.out = out;
        this.language = language;
        this.t = Texts.of("classroom", language);
    }

    int run(List<String> args) {
        if (args.isEmpty()) {
            throw new UsageException(Phrase.of("classroom", "cli.error.which"));
        }
        List<String> rest = args.subList(1, args.size());
        return switch (args.get(0)) {
            case "serve" -> serve(Options.parse(rest, List.of("lesson", "port", "code", "auto-advance", "host", "class", "homework-hours", "resume")));
            case "simulate" -> simulate(Options.parse(rest, List.of("url", "code", "learners", "seed")));
            case "report" -> report(Options.parse(rest, List.of("out", "anonymise")));
            case "delete" -> delete(Options.parse(rest, List.of("class")));
            default -> throw new UsageException(Phrase.of("classroom", "cli.error.which"));
        };
    }

    private Lesson lesson(String file) {
        Path path = Path.of(file);
        if (!Files.isRegularFile(path)) {
            throw new UsageException(Phrase.of("classroom", "cli.error.no-lesson", file));
        }
        LessonLoader.LoadResult r = new LessonLoader(Bundle.get(), LibraryData.lab()).load(path);
        if (!r.loaded()) {
            StringBuilder b = new StringBuilder();
            for (Problem p : r.problems()) {
                b.append("\n  ").append(p.toString(language));
            }
            throw new UsageException(Phrase.of("classroom", "cli.error.lesson-broken", file, b.toString()));
        }
        return r.lesson();
    }

    private int serve(Options o) {
        ClassStore.SessionRow unfinished = null;
        if (o.has("resume")) {
            try (ClassStore store = ClassStore.open(ClassStore.standardFile())) {
                String which = o.get("resume", "last");
                Optional<ClassStore.SessionRow> row = which.equals("last") ? store.lastSession()
                        : which.matches("\\d{1,12}") ? store.session(Long.parseLong(which)) : Optional.empty();
                unfinished = row.filter(s -> s.ended() == null)
                        .orElseThrow(() -> new UsageException(Phrase.of("classroom", "cli.error.nothing-to-resume")));
            }
        } else if (!o.has("lesson")) {
            throw new UsageException(Phrase.of("classroom", "cli.error.lesson-missing"));
        }
        Lesson lesson = lesson(o.get("lesson", unfinished == null ? null : unfinished.lessonFile()));
        int port = o.integer("port", 8026, 0, 65535);
        String code = o.get("code", null);
        if (code != null && Secrets.normaliseCode(code) == null) {
            throw new UsageException(Phrase.of("classroom", "cli.error.code", code));
        }
        double every = 0;
        if (o.has("auto-advance")) {
            try {
                every = Double.parseDouble(o.get("auto-advance", "0"));
            } catch (NumberFormatException e) {
                every = -1;
            }
            if (!(every >= 0.1 && every <= 3600)) {
                throw new UsageException(Phrase.of("classroom", "cli.error.auto-advance", o.get("auto-advance", "")));
            }
        }
        String host = o.get("host", Networks.preferred().host());
        int hours = o.integer("homework-hours", 0, 0, 24 * 14);
        ClassSession.Pace pace = hours > 0 ? ClassSession.Pace.HOMEWORK : ClassSession.Pace.LIVE;
        Instant closes = hours > 0 ? Instant.now().plus(Duration.ofHours(hours)) : null;
        String className = o.get("class", t.get("cli.default-class"));
        ClassStore store = ClassStore.open(ClassStore.standardFile());
        ClassLesson classLesson = new ClassLesson(lesson, LibraryData.lab());
        ClassSession session;
        try {
            session = unfinished != null ? ClassSession.resume(store, classLesson, unfinished, Clock.systemUTC())
                    : ClassSession.start(store, classLesson, className, language, pace, closes, code, Clock.systemUTC());
        } catch (IllegalArgumentException e) {
            store.close();
            throw new UsageException(Phrase.of("classroom", "cli.error.nothing-to-resume"));
        }
        ClassServer server;
        try {
            server = ClassServer.start(session, host, port);
        } catch (RuntimeException e) {
            store.close();
            throw new UsageException(Phrase.of("classroom", "cli.error.listen", host, String.valueOf(port), String.valueOf(e.getMessage())));
        }
        CountDownLatch ended = new CountDownLatch(1);
        java.util.concurrent.atomic.AtomicBoolean tallyPrinted = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.concurrent.ScheduledExecutorService tallyTimer = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
            Thread th = new Thread(r, "class-tally");
            th.setDaemon(true);
            return th;
        });
        session.listen(change -> {
            if (session.ended()) {
                ended.countDown();
            } else if (change == ClassSession.Change.PACE) {
                printStep(session);
                if (session.revealed()) {
                    out.println(t.get("cli.serve.revealed"));
                } else if (session.locked()) {
                    out.println(t.get("cli.serve.locked"));
                }
                out.flush();
            } else if (tallyPrinted.getAndSet(true) == false) {
                // The count of joined and answered, live but at most once a second (forty answers are one line).
                tallyTimer.schedule(() -> {
                    tallyPrinted.set(false);
                    printStep(session);
                }, 1, java.util.concurrent.TimeUnit.SECONDS);
            }
        });
        out.println(t.get("cli.serve.started", lesson.title().in(language), session.className(), server.address().toString(),
                session.code()));
        if (unfinished != null) {
            out.println(t.get("cli.serve.resumed", session.step() + 1, session.lesson().steps().size(), session.seats().size()));
        }
        out.println(t.get("cli.serve.commands"));
        printStep(session);
        out.flush();
        AutoAdvance auto = every > 0 ? new AutoAdvance(session, every) : null;
        Thread keys = new Thread(() -> readKeys(session), "class-keys");
        keys.setDaemon(true);
        keys.start();
        Runtime.getRuntime().addShutdownHook(new Thread(session::end));
        try {
            ended.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (auto != null) {
            auto.close();
        }
        tallyTimer.shutdownNow();
        // The learners' pages are told of the end and fetch their score before the server stops (at most 15 s).
        server.finish(Duration.ofSeconds(15));
        SessionResults results = session.results();
        try {
            results.addToProgress(ProgressStore.standard());
        } catch (IOException e) {
            out.println(t.get("cli.serve.progress-failed", e.getMessage()));
        }
        int answers = session.store().answers(session.id()).size();
        out.println(t.get("cli.serve.ended", session.seats().size(), answers));
        store.close();
        return 0;
    }

    private void printStep(ClassSession session) {
        out.println(stepLine(t, session));
        out.flush();
    }

    /** The live count at the class's step: answers at a question, and at a scenario step who plays it and who reached its end. */
    static String stepLine(Texts t, ClassSession session) {
        int at = session.step();
        StepTally tally = StepTally.of(session, at);
        tutor.lesson.Step step = session.lesson().steps().get(at);
        String kind = t.get("teacher.kind." + step.kind());
        int count = session.lesson().steps().size();
        return step instanceof tutor.lesson.Step.Play
                ? t.get("cli.serve.play", at + 1, count, kind, tally.joined(), tally.answered(), tally.finished())
                : t.get("cli.serve.step", at + 1, count, kind, tally.joined(), tally.answered());
    }

    private void readKeys(ClassSession session) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while (!session.ended() && (line = r.readLine()) != null) {
                if (line.strip().startsWith("x ")) {
                    String name = line.strip().substring(2);
                    boolean gone = session.seatNamed(name).map(session::remove).orElse(false);
                    out.println(t.get(gone ? "cli.serve.removed" : "cli.serve.no-learner", name.strip()));
                    continue;
                }
                switch (line.strip()) {
                    case "n" -> session.next();
                    case "b" -> session.back();
                    case "l" -> session.lock(!session.locked());
                    case "r" -> session.reveal();
                    case "q" -> session.end();
                    case "" -> printStep(session);
                    default -> out.println(t.get("cli.serve.commands"));
                }
            }
        } catch (IOException e) {
            // No keyboard (a service, CI): the session runs on its clock, or until the process is stopped.
        }
    }

    private int simulate(Options o) {
        if (!o.has("url") || !o.has("code")) {
            throw new UsageException(Phrase.of("classroom", "cli.error.simulate"));
        }
        URI url;
        try {
            url = URI.create(o.get("url", "").endsWith("/") ? o.get("url", "") : o.get("url", "") + "/");
            if (!"http".equals(url.getScheme()) || url.getHost() == null) {
                throw new IllegalArgumentException();
            }
        } catch (IllegalArgumentException e) {
            throw new UsageException(Phrase.of("classroom", "cli.error.url", o.get("url", "")));
        }
        int learners = o.integer("learners", 30, 1, ClassSession.MAX_LEARNERS);
        int seed = o.integer("seed", 1, 0, Integer.MAX_VALUE);
        SimulatedClass.Result r;
        try {
            r = new SimulatedClass(url, o.get("code", ""), learners, seed, Duration.ofMinutes(30)).run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
        out.println(t.get("cli.simulate.result", r.joined(), r.sent(), r.recorded(), r.lost(), r.p50Millis(), r.p99Millis(), r.refused()));
        return r.joined() == learners && r.lost() == 0 ? 0 : 1;
    }

    private int report(Options o) {
        try (ClassStore store = ClassStore.open(ClassStore.standardFile())) {
            Optional<ClassStore.SessionRow> last = store.lastSession();
            if (last.isEmpty()) {
                out.println(t.get("cli.report.none"));
                return 1;
            }
            ClassStore.SessionRow s = last.get();
            Lesson lesson = lesson(s.lessonFile());
            SessionResults results = SessionResults.of(lesson, store, s.id(), s.started(), "homework".equals(s.pace()))
                    .readIn(s.language(), new ClassLesson(lesson, LibraryData.lab())::text);
            ClassReport report = results.report(o.has("anonymise") && !"no".equals(o.get("anonymise", "")), language);
            out.println(t.get("cli.report.heading", lesson.title().in(language), s.className(), tutor.classroom.Moments.of(s.started(), language)));
            out.println(t.get("cli.report.legend"));
            printTable(lesson, report);
            for (ClassReport.Column c : report.columns()) {
                for (ClassReport.WrongCount w : c.commonWrong()) {
                    out.println(t.get("cli.report.wrong", t.get("projector.column", lesson.steps().indexOf(c.step()) + 1,
                            t.get("teacher.kind." + c.step().kind())), w.answer(), w.learners()));
                }
            }
            if (o.has("out")) {
                Path file = Path.of(o.get("out", ""));
                String csv = results.csv(language);
                try {
                    AtomicWrite.write(file, w -> w.write(csv.getBytes(StandardCharsets.UTF_8)));
                } catch (IOException e) {
                    throw new UsageException(Phrase.of("classroom", "cli.error.write", file.toString(), String.valueOf(e.getMessage())));
                }
                out.println(t.get("cli.report.written", file.toString()));
            }
            return 0;
        }
    }

    /**
     * The learners' rows under a heading: names padded to one width, so each step's score stands under its
     * step's number (the numbers the wrong answers below are named by).
     */
    private void printTable(Lesson lesson, ClassReport report) {
        int width = report.rows().stream().mapToInt(r -> r.learner().length()).max().orElse(0);
        List<String> prefixes = new java.util.ArrayList<>();
        List<String> cells = new java.util.ArrayList<>();
        prefixes.add(t.get("cli.report.columns"));
        StringBuilder numbers = new StringBuilder();
        report.columns().forEach(c -> numbers.append(String.format(java.util.Locale.ROOT, "%4d", lesson.steps().indexOf(c.step()) + 1)));
        cells.add(numbers.toString());
        for (ClassReport.Row row : report.rows()) {
            StringBuilder b = new StringBuilder();
            for (Optional<StepResult> res : row.results()) {
                b.append(res.map(x -> String.format(java.util.Locale.ROOT, "%4d", x.score())).orElse("   -"));
            }
            String name = row.learner() + " ".repeat(width - row.learner().length());
            prefixes.add(t.get("cli.report.row", name, String.format(java.util.Locale.ROOT, "%3d", row.score()), ""));
            cells.add(b.toString());
        }
        int prefix = prefixes.stream().mapToInt(String::length).max().orElse(0);
        for (int i = 0; i < prefixes.size(); i++) {
            String p = prefixes.get(i).stripTrailing();
            out.println(p + " ".repeat(prefix - p.length()) + cells.get(i));
        }
    }

    private int delete(Options o) {
        if (!o.has("class")) {
            throw new UsageException(Phrase.of("classroom", "cli.error.delete"));
        }
        String name = o.get("class", "");
        try (ClassStore store = ClassStore.open(ClassStore.standardFile())) {
            boolean gone = store.deleteClass(name);
            out.println(t.get(gone ? "cli.delete.done" : "cli.delete.none", name));
            return gone ? 0 : 1;
        }
    }
}
