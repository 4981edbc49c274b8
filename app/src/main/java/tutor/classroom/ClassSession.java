package tutor.classroom;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import tutor.data.Bundle;
import tutor.lesson.LessonRun;
import tutor.lesson.Mode;
import tutor.lesson.Step;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.scenario.MoveText;
import tutor.scenario.ScenarioRunner;
import tutor.scenario.ScriptStep;
import tutor.play.Session;

/**
 * A lesson run with a whole class: the teacher paces it (next, back, lock answers, reveal) or lets it run
 * as homework until a closing time; learners join with the code and a first name and answer from their
 * own browsers. Every answer is judged by the lesson model ({@link LessonRun}) or, in a scenario, by the
 * scenario session and its referee: this class decides no rule. Every answer is written to the
 * {@link ClassStore} before the learner is told it counted; only one answer per learner per question counts.
 * Swing-free and web-free: the window and the command line drive it, the {@link ClassServer} serves it.
 */
public final class ClassSession {

    /** How the class moves through the lesson. */
    public enum Pace { LIVE, HOMEWORK }

    /** Why a learner's request was not carried out. */
    public enum Refusal { WRONG_CODE, BAD_NAME, NAME_TAKEN, FULL, ENDED, CLOSED, LOCKED, NOT_NOW, INVALID, STALE, ALREADY }

    /** A learner let in (their seat, and the token that lets them back in: given once, kept only hashed), or refused. */
    public record Admission(Seat seat, String token, Refusal refusal) {
        public boolean admitted() {
            return refusal == null;
        }

        static Admission refused(Refusal r) {
            return new Admission(null, null, r);
        }
    }

    /** What became of an answer or move: counted, or refused and why. */
    public record Outcome(boolean recorded, Refusal refusal) {
        static Outcome ok() {
            return new Outcome(true, null);
        }

        static Outcome no(Refusal r) {
            return new Outcome(false, r);
        }
    }

    /** What changed: {@code PACE} concerns every learner (step, lock, reveal, end); {@code TALLY} only the teacher. */
    public enum Change { PACE, TALLY }

    /** At most this many learners in a session (a class of 30 and room to spare). */
    public static final int MAX_LEARNERS = 200;

    private final ClassStore store;
    private final ClassLesson lesson;
    private final long id;
    private final String code;
    private final String className;
    private final String language;
    private final Pace pace;
    private final Instant started;
    private final Instant closes;
    private final Clock clock;
    private final Map<Long, Seat> seats = new LinkedHashMap<>();
    private final Map<String, Seat> byToken = new HashMap<>();
    private final List<Consumer<Change>> listeners = new CopyOnWriteArrayList<>();
    private int step;
    private boolean locked;
    private boolean revealed;
    private boolean ended;
    private long version;

    private ClassSession(ClassStore store, ClassLesson lesson, long id, String code, String className, String language, Pace pace,
                         Instant started, Instant closes, Clock clock) {
        this.store = store;
        this.lesson = lesson;
        this.id = id;
        this.code = code;
        this.className = className;
        this.language = language;
        this.pace = pace;
        this.started = started;
        this.closes = closes;
        this.clock = clock;
    }

    /**
     * Starts a session of {@code lesson} for the class named {@code className} (made when new), stored at once.
     * {@code code}: the join code, or null for a new random one; {@code closes}: homework's closing time, else null.
     */
    public static ClassSession start(ClassStore store, ClassLesson lesson, String className, String language, Pace pace,
                                     Instant closes, String code, Clock clock) {
        if (pace == Pace.HOMEWORK && closes == null) {
            throw new IllegalArgumentException("homework needs a closing time");
        }
        String c = code == null ? Secrets.newCode() : Secrets.normaliseCode(code);
        if (c == null) {
            throw new IllegalArgumentException("a join code is " + Secrets.CODE_LENGTH + " of " + Secrets.CODE_ALPHABET);
        }
        Instant now = clock.instant();
        long classId = store.classNamed(className, now);
        long id = store.startSession(classId, lesson.lesson().id(), lesson.lesson().file(), c, language,
                pace.name().toLowerCase(java.util.Locale.ROOT), now, closes);
        return new ClassSession(store, lesson, id, c, className, language, pace, now, closes, clock);
    }

    /**
     * Takes up a session whose server stopped before it ended (killed, a power cut, the laptop closed):
     * the same code, the class at the step where it stood, every learner back with the token they hold
     * (so their page rejoins by itself), their answers as they were told, and every half-played scenario
     * replayed move by move from the stored moves to where they had got.
     */
    public static ClassSession resume(ClassStore store, ClassLesson lesson, ClassStore.SessionRow row, Clock clock) {
        if (row.ended() != null) {
            throw new IllegalArgumentException("session " + row.id() + " has ended");
        }
        if (!row.lessonId().equals(lesson.lesson().id())) {
            throw new IllegalArgumentException("session " + row.id() + " ran the lesson " + row.lessonId());
        }
        ClassStore.Standing at = store.standing(row.id());
        Pace pace = Pace.valueOf(row.pace().toUpperCase(java.util.Locale.ROOT));
        ClassSession s = new ClassSession(store, lesson, row.id(), at.code(), row.className(), row.language(), pace, row.started(),
                row.closes(), clock);
        s.step = Math.min(at.step(), lesson.steps().size() - 1);
        s.locked = at.locked();
        s.revealed = at.revealed();
        Map<Long, List<ClassStore.Answer>> byLearner = new HashMap<>();
        for (ClassStore.Answer a : store.answers(row.id())) {
            byLearner.computeIfAbsent(a.learnerId(), k -> new ArrayList<>()).add(a);
        }
        for (ClassStore.SeatRow r : store.seats(row.id())) {
            Seat seat = new Seat(r.id(), r.firstName(), r.tokenHash(), speaks(r.language()) ? r.language() : row.language());
            seat.step = Math.min(r.step(), lesson.steps().size() - 1);
            s.seats.put(seat.id, seat);
            s.byToken.put(seat.tokenHash, seat);
            for (ClassStore.Answer a : byLearner.getOrDefault(seat.id, List.of())) {
                s.replay(seat, a);
            }
        }
        return s;
    }

    /** One stored answer or move given back to its learner, as it was judged when it was made. */
    private void replay(Seat seat, ClassStore.Answer a) {
        int at = -1;
        for (int i = 0; i < lesson.steps().size() && at < 0; i++) {
            at = lesson.steps().get(i).id().equals(a.stepId()) ? i : -1;
        }
        if (at < 0) {
            return;
        }
        Step s = lesson.steps().get(at);
        String[] v = a.value().split(":");
        if (a.kind().equals("answer") && !(s instanceof Step.Play)) {
            Judged j = judge(at, s, v[0].equals("choice") ? Integer.valueOf(v[1]) : null, v[0].equals("amount") ? v[1] : null);
            if (j != null) {
                seat.answers.put(s.id(), new Seat.Mine(j.answer().right(), j.answer().feedback(), j.value()));
            }
        } else if (a.kind().equals("move") && s instanceof Step.Play p) {
            Seat.Played pl = seat.play(lesson, p);
            if (pl == null) {
                return;
            }
            Played done;
            if (v[0].equals("answer") && pl.session.current() instanceof ScriptStep.Question q) {
                done = playAnswer(p, pl, q, Integer.parseInt(v[1]));
            } else if (v[0].equals("move") && pl.session.current() instanceof ScriptStep.Ask) {
                List<Move> options = Seat.options(pl.session, v.length > 2 ? v[2] : seat.language);
                int option = Integer.parseInt(v[1]);
                if (option < 0 || option >= options.size()) {
                    return;
                }
                Move m = options.get(option);
                if (v.length > 3 && m instanceof Move.Bid b) {
                    m = new Move.Bid(b.player(), Integer.parseInt(v[3]));
                }
                done = playMove(p, pl, m);
            } else {
                return;
            }
            if (!done.right()) {
                pl.wrong.add(done.miss());
            }
            pl.finished = pl.session.finished();
        }
    }

    public long id() { return id; }
    public String code() { return code; }
    public String className() { return className; }
    public String language() { return language; }
    public Pace pace() { return pace; }
    public Instant started() { return started; }
    public Instant closes() { return closes; }
    public ClassLesson lesson() { return lesson; }
    public ClassStore store() { return store; }
    public synchronized int step() { return step; }
    public synchronized boolean locked() { return locked; }
    public synchronized boolean revealed() { return revealed; }
    public synchronized boolean ended() { return ended || pace == Pace.HOMEWORK && !clock.instant().isBefore(closes); }
    /** Goes up at every change a learner must see; learners' pages carry it. */
    public synchronized long version() { return version; }

    public void listen(Consumer<Change> l) {
        listeners.add(l);
    }

    private void changed(Change c) {
        if (c == Change.PACE) {
            version++;
        }
        for (Consumer<Change> l : listeners) {
            l.accept(c);
        }
    }

    // ---- the teacher ----

    /** Keeps where the class stands before any learner is told, then tells them. */
    private void paced() {
        store.keepStanding(id, step, locked, revealed);
        changed(Change.PACE);
    }

    public synchronized void next() {
        if (!ended && step < lesson.steps().size() - 1) {
            step++;
            locked = false;
            revealed = false;
            paced();
        }
    }

    public synchronized void back() {
        if (!ended && step > 0) {
            step--;
            locked = false;
            revealed = false;
            paced();
        }
    }

    /** Stops taking answers at this step (or takes them again). */
    public synchronized void lock(boolean lock) {
        if (!ended && locked != lock) {
            locked = lock;
            paced();
        }
    }

    /** Shows every learner the answer and the referee's ruling; answers stop. */
    public synchronized void reveal() {
        if (!ended && !revealed) {
            revealed = true;
            locked = true;
            paced();
        }
    }

    public synchronized void end() {
        if (!ended) {
            ended = true;
            store.endSession(id, clock.instant());
            changed(Change.PACE);
        }
    }

    // ---- learners ----

    /** Lets a learner in with the code on the projector and a first name. */
    public synchronized Admission join(String typedCode, String typedName, String lang) {
        if (ended()) {
            return Admission.refused(Refusal.ENDED);
        }
        if (!Secrets.codeMatches(code, typedCode)) {
            return Admission.refused(Refusal.WRONG_CODE);
        }
        Optional<String> name = FirstName.of(typedName);
        if (name.isEmpty()) {
            return Admission.refused(Refusal.BAD_NAME);
        }
        if (seats.size() >= MAX_LEARNERS) {
            return Admission.refused(Refusal.FULL);
        }
        String key = FirstName.key(name.get());
        if (seats.values().stream().anyMatch(s -> FirstName.key(s.name).equals(key))) {
            return Admission.refused(Refusal.NAME_TAKEN);
        }
        String token = Secrets.newToken();
        String hash = Secrets.hash(token);
        Optional<Long> learnerId = store.addLearner(id, name.get(), hash, clock.instant());
        if (learnerId.isEmpty()) {
            return Admission.refused(Refusal.NAME_TAKEN);
        }
        Seat seat = new Seat(learnerId.get(), name.get(), hash, speaks(lang) ? lang : language);
        store.keepSeat(seat.id, 0, seat.language);
        seats.put(seat.id, seat);
        byToken.put(hash, seat);
        changed(Change.TALLY);
        return new Admission(seat, token, null);
    }

    private static boolean speaks(String lang) {
        return lang != null && tutor.lesson.Text.LANGUAGES.contains(lang);
    }

    /** The learner a token belongs to. */
    public synchronized Optional<Seat> seat(String token) {
        return Secrets.isToken(token) ? Optional.ofNullable(byToken.get(Secrets.hash(token))) : Optional.empty();
    }

    public synchronized List<Seat> seats() {
        return List.copyOf(seats.values());
    }

    public synchronized void speak(Seat seat, String lang) {
        if (speaks(lang)) {
            seat.speak(lesson, lang);
            store.keepSeat(seat.id, seat.step, lang);
        }
    }

    /** The step a learner is at: the class's, or their own in homework. */
    public synchronized int stepOf(Seat seat) {
        return pace == Pace.HOMEWORK ? seat.step : step;
    }

    /** Homework: a learner moves on or back at their own pace. */
    public synchronized void ownStep(Seat seat, int delta) {
        if (pace == Pace.HOMEWORK) {
            seat.step = Math.max(0, Math.min(lesson.steps().size() - 1, seat.step + delta));
            store.keepSeat(seat.id, seat.step, seat.language);
        }
    }

    /** Whether a learner may answer at step {@code at} now, or why not. */
    synchronized Refusal closedFor(Seat seat, int at) {
        if (ended()) {
            return pace == Pace.HOMEWORK && !ended ? Refusal.CLOSED : Refusal.ENDED;
        }
        if (at != stepOf(seat) || !ClassLesson.answered(lesson.steps().get(at))) {
            return Refusal.NOT_NOW;
        }
        if (pace == Pace.LIVE && locked) {
            return Refusal.LOCKED;
        }
        return null;
    }

    /** Whether the answer and ruling at step {@code at} are shown to this learner. */
    synchronized boolean revealedFor(Seat seat, int at) {
        Step s = lesson.steps().get(at);
        if (pace == Pace.LIVE) {
            return at == step && revealed || ended;
        }
        return seat.answers.containsKey(s.id()) || seat.plays.containsKey(s.id()) && seat.plays.get(s.id()).finished
                || ended();
    }

    /** A question's or exercise's one answer: a choice's index, or an amount as typed. */
    public synchronized Outcome answer(Seat seat, int at, Integer choice, String amount) {
        if (at < 0 || at >= lesson.steps().size()) {
            return Outcome.no(Refusal.INVALID);
        }
        Refusal closed = closedFor(seat, at);
        if (closed != null) {
            return Outcome.no(closed);
        }
        Step s = lesson.steps().get(at);
        if (s instanceof Step.Play p) {
            return answerInScenario(seat, p, choice, amount);
        }
        if (seat.answers.containsKey(s.id())) {
            return Outcome.no(Refusal.ALREADY);
        }
        Judged j = judge(at, s, choice, amount);
        if (j == null) {
            return Outcome.no(Refusal.INVALID);
        }
        LessonRun.Answer a = j.answer();
        if (!store.record(new ClassStore.Answer(seat.id, s.id(), "answer", j.value(), j.shown(), a.right(), clock.instant()))) {
            return Outcome.no(Refusal.ALREADY);
        }
        seat.answers.put(s.id(), new Seat.Mine(a.right(), a.feedback(), j.value()));
        changed(Change.TALLY);
        return Outcome.ok();
    }

    /** A question's answer judged by the lesson model: the verdict, the value as stored, the answer as the teacher reads it. */
    private record Judged(LessonRun.Answer answer, String value, String shown) { }

    /** Judges a choice or a typed amount at step {@code at}; null when it is no answer to that step. */
    private Judged judge(int at, Step s, Integer choice, String amount) {
        LessonRun run = new LessonRun(lesson.lesson(), Mode.QUIZ, started, lesson.learnerDisplay());
        for (int i = 0; i < at; i++) {
            run.next();
        }
        if (s instanceof Step.Question q && !q.isAmount()) {
            if (choice == null || choice < 0 || choice >= q.choices().size() || amount != null) {
                return null;
            }
            return new Judged(run.choose(choice), "choice:" + choice, lesson.text(q.choices().get(choice).text(), language));
        }
        Optional<BigDecimal> v = choice == null ? TypedAmount.parse(amount) : Optional.empty();
        if (v.isEmpty()) {
            return null;
        }
        String plain = v.get().stripTrailingZeros().toPlainString();
        return new Judged(run.answer(v.get()), "amount:" + plain, plain);
    }

    /** A question inside a scenario: one answer counts; a wrong one is explained, then the script goes on. */
    private Outcome answerInScenario(Seat seat, Step.Play p, Integer choice, String amount) {
        Seat.Played pl = seat.play(lesson, p);
        if (pl == null || !(pl.session.current() instanceof ScriptStep.Question q)) {
            return Outcome.no(Refusal.NOT_NOW);
        }
        int value;
        if (q.isAmount()) {
            Optional<BigDecimal> v = choice == null ? TypedAmount.parse(amount) : Optional.empty();
            if (v.isEmpty() || v.get().stripTrailingZeros().scale() > 0
                    || v.get().abs().compareTo(BigDecimal.valueOf(100_000_000)) > 0) {
                return Outcome.no(Refusal.INVALID);
            }
            value = v.get().intValueExact();
        } else {
            if (choice == null || choice < 0 || choice >= q.choices().size() || amount != null) {
                return Outcome.no(Refusal.INVALID);
            }
            value = choice;
        }
        Played done = playAnswer(p, pl, q, value);
        return recordMove(seat, p, pl, "answer:" + value, done.miss(), done.right());
    }

    /** A move or answer made in a learner's game: right or not, and how the teacher reads it. */
    private record Played(boolean right, Seat.Miss miss) { }

    private Played playAnswer(Step.Play p, Seat.Played pl, ScriptStep.Question q, int value) {
        // What the teacher reads is in the class's language, whatever language this learner plays in.
        ScriptStep.Question ours = (ScriptStep.Question) inClassLanguage(p, pl.session, q);
        String shown = q.isAmount() ? Integer.toString(value) : ours.choices().get(value);
        String why = ours.wrongAnswer(value).map(ScriptStep.WrongAnswer::why).orElse("");
        ScenarioRunner.Verdict v = pl.session.respond(value);
        if (!v.right()) {
            pl.session.respond(q.answer());
        }
        return new Played(v.right(), new Seat.Miss(shown, why));
    }

    /** The script step {@code now} of a learner's game as the class's language words it. */
    private ScriptStep inClassLanguage(Step.Play p, Session game, ScriptStep now) {
        int at = game.scenario().steps().indexOf(now);
        return lesson.scenario(p, language).map(sc -> sc.steps().get(at)).orElse(now);
    }

    /**
     * A move at a scenario step's decision: {@code option} indexes the moves the learner's page listed
     * ({@code told}: how far their game had gone, so a click on an old page is refused), {@code bid} the
     * amount typed for a bid.
     */
    public synchronized Outcome move(Seat seat, int at, int option, int told, Integer bid) {
        if (at < 0 || at >= lesson.steps().size()) {
            return Outcome.no(Refusal.INVALID);
        }
        Refusal closed = closedFor(seat, at);
        if (closed != null) {
            return Outcome.no(closed);
        }
        if (!(lesson.steps().get(at) instanceof Step.Play p)) {
            return Outcome.no(Refusal.NOT_NOW);
        }
        Seat.Played pl = seat.play(lesson, p);
        if (pl == null) {
            return Outcome.no(Refusal.NOT_NOW);
        }
        if (pl.finished || !(pl.session.current() instanceof ScriptStep.Ask)) {
            // A move sent twice (a double tap, a resend after a dropped reply) arrives after its own answer:
            // it is told that it was already played, not that the step takes no move.
            return Outcome.no(told < pl.session.told() ? Refusal.ALREADY : Refusal.NOT_NOW);
        }
        if (told != pl.session.told()) {
            return Outcome.no(Refusal.STALE);
        }
        List<Move> options = Seat.options(pl.session, seat.language);
        if (option < 0 || option >= options.size()) {
            return Outcome.no(Refusal.INVALID);
        }
        Move m = options.get(option);
        if (bid != null) {
            if (!(m instanceof Move.Bid b) || bid < 1 || bid > 1_000_000) {
                return Outcome.no(Refusal.INVALID);
            }
            m = new Move.Bid(b.player(), bid);
        }
        Played done = playMove(p, pl, m);
        // The option's index means something only in the language the options were listed in, so it is kept with it.
        String value = "move:" + option + ":" + seat.language + (bid == null ? "" : ":" + bid);
        try {
            return recordMove(seat, p, pl, value, done.miss(), done.right());
        } catch (RuntimeException e) {
            if (done.right()) {
                pl.session.undo();
            }
            throw e;
        }
    }

    /**
     * The next rung of the hint ladder of the decision or question waiting in this learner's own game at
     * {@code at}, said into their transcript as at the window; refused when the step takes no move now or no
     * rung is left. A hint is not an answer: nothing is recorded or counted.
     */
    public synchronized Outcome hint(Seat seat, int at) {
        if (at < 0 || at >= lesson.steps().size()) {
            return Outcome.no(Refusal.INVALID);
        }
        Refusal closed = closedFor(seat, at);
        if (closed != null) {
            return Outcome.no(closed);
        }
        Seat.Played pl = lesson.steps().get(at) instanceof Step.Play p ? seat.play(lesson, p) : null;
        if (pl == null || pl.finished || !pl.session.hasHint()) {
            return Outcome.no(Refusal.NOT_NOW);
        }
        pl.session.hint();
        return Outcome.ok();
    }

    private Played playMove(Step.Play p, Seat.Played pl, Move m) {
        GameState before = pl.session.state();
        ScriptStep.Ask ask = (ScriptStep.Ask) inClassLanguage(p, pl.session, pl.session.current());
        ScenarioRunner.Judgement j = pl.session.act(m);
        tutor.trace.Words words = Bundle.get().words(language);
        String shown = MoveText.describe(before, m, words);
        String why = "";
        if (j instanceof ScenarioRunner.Judgement.Wrong w) {
            int k = ((ScriptStep.Ask) pl.session.current()).wrong().indexOf(w.wrong());
            why = k >= 0 && k < ask.wrong().size() ? ask.wrong().get(k).why() : w.wrong().why();
        } else if (j instanceof ScenarioRunner.Judgement.Refused r) {
            why = r.refusal().reason(words);
        }
        return new Played(j instanceof ScenarioRunner.Judgement.Right, new Seat.Miss(shown, why));
    }

    private Outcome recordMove(Seat seat, Step.Play p, Seat.Played pl, String value, Seat.Miss miss, boolean right) {
        Instant now = clock.instant();
        store.record(new ClassStore.Answer(seat.id, p.id(), "move", value, miss.shown(), right, now));
        if (!right) {
            pl.wrong.add(miss);
        }
        if (pl.session.finished() && !pl.finished) {
            pl.finished = true;
            store.record(new ClassStore.Answer(seat.id, p.id(), "result", "finished", "", true, now));
        }
        changed(Change.TALLY);
        return Outcome.ok();
    }

    /** The learner's own game at a scenario step (made when first needed), or null. */
    synchronized Session game(Seat seat, Step.Play p) {
        Seat.Played pl = seat.play(lesson, p);
        return pl == null ? null : pl.session;
    }

    /** The results so far, as the report and the Lessons screen's progress read them. */
    public synchronized SessionResults results() {
        return SessionResults.of(lesson.lesson(), started, store.learners(id), store.answers(id));
    }

    /** A snapshot of everyone's answers for the teacher's view, under the session's lock. */
    public synchronized <T> T read(java.util.function.Function<ClassSession, T> view) {
        return view.apply(this);
    }

    synchronized List<Seat.Mine> answersAt(Step s) {
        return atStep(seat -> seat.answers.get(s.id()));
    }

    synchronized List<Seat.Played> playsAt(Step s) {
        return atStep(seat -> seat.plays.get(s.id()));
    }

    /** What every learner has at a step (those with nothing left out). */
    private <T> List<T> atStep(java.util.function.Function<Seat, T> of) {
        List<T> out = new ArrayList<>();
        for (Seat seat : seats.values()) {
            T t = of.apply(seat);
            if (t != null) {
                out.add(t);
            }
        }
        return out;
    }
}
