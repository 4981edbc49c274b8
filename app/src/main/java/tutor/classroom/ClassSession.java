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
import tutor.scenario.Session;

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

    public synchronized void next() {
        if (!ended && step < lesson.steps().size() - 1) {
            step++;
            locked = false;
            revealed = false;
            changed(Change.PACE);
        }
    }

    public synchronized void back() {
        if (!ended && step > 0) {
            step--;
            locked = false;
            revealed = false;
            changed(Change.PACE);
        }
    }

    /** Stops taking answers at this step (or takes them again). */
    public synchronized void lock(boolean lock) {
        if (!ended && locked != lock) {
            locked = lock;
            changed(Change.PACE);
        }
    }

    /** Shows every learner the answer and the referee's ruling; answers stop. */
    public synchronized void reveal() {
        if (!ended && !revealed) {
            revealed = true;
            locked = true;
            changed(Change.PACE);
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
        String token = Secrets.newToken();
        String hash = Secrets.hash(token);
        Optional<Long> learnerId = store.addLearner(id, name.get(), hash, clock.instant());
        if (learnerId.isEmpty()) {
            return Admission.refused(Refusal.NAME_TAKEN);
        }
        Seat seat = new Seat(learnerId.get(), name.get(), hash, speaks(lang) ? lang : language);
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
        LessonRun run = new LessonRun(lesson.lesson(), Mode.QUIZ, started, lesson.learnerDisplay());
        for (int i = 0; i < at; i++) {
            run.next();
        }
        LessonRun.Answer a;
        String value;
        String shown;
        if (s instanceof Step.Question q && !q.isAmount()) {
            if (choice == null || choice < 0 || choice >= q.choices().size() || amount != null) {
                return Outcome.no(Refusal.INVALID);
            }
            a = run.choose(choice);
            value = "choice:" + choice;
            shown = lesson.text(q.choices().get(choice).text(), language);
        } else {
            Optional<BigDecimal> v = choice == null ? TypedAmount.parse(amount) : Optional.empty();
            if (v.isEmpty()) {
                return Outcome.no(Refusal.INVALID);
            }
            a = run.answer(v.get());
            value = "amount:" + v.get().stripTrailingZeros().toPlainString();
            shown = v.get().stripTrailingZeros().toPlainString();
        }
        if (!store.record(new ClassStore.Answer(seat.id, s.id(), "answer", value, shown, a.right(), clock.instant()))) {
            return Outcome.no(Refusal.ALREADY);
        }
        seat.answers.put(s.id(), new Seat.Mine(a.right(), a.feedback(), value));
        changed(Change.TALLY);
        return Outcome.ok();
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
        // What the teacher reads is in the class's language, whatever language this learner plays in.
        ScriptStep.Question ours = (ScriptStep.Question) inClassLanguage(p, pl.session, q);
        String shown = q.isAmount() ? Integer.toString(value) : ours.choices().get(value);
        String why = ours.wrongAnswer(value).map(ScriptStep.WrongAnswer::why).orElse("");
        ScenarioRunner.Verdict v = pl.session.respond(value);
        if (!v.right()) {
            pl.session.respond(q.answer());
        }
        return recordMove(seat, p, pl, "answer:" + value, new Seat.Miss(shown, why), v.right());
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
        if (pl == null || pl.finished || !(pl.session.current() instanceof ScriptStep.Ask)) {
            return Outcome.no(Refusal.NOT_NOW);
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
        GameState before = pl.session.state();
        ScriptStep.Ask ask = (ScriptStep.Ask) inClassLanguage(p, pl.session, pl.session.current());
        ScenarioRunner.Judgement j = pl.session.act(m);
        boolean right = j instanceof ScenarioRunner.Judgement.Right;
        tutor.trace.Words words = Bundle.get().words(language);
        String shown = MoveText.describe(before, m, words);
        String why = "";
        if (j instanceof ScenarioRunner.Judgement.Wrong w) {
            int k = ((ScriptStep.Ask) pl.session.current()).wrong().indexOf(w.wrong());
            why = k >= 0 && k < ask.wrong().size() ? ask.wrong().get(k).why() : w.wrong().why();
        } else if (j instanceof ScenarioRunner.Judgement.Refused r) {
            why = r.refusal().reason(words);
        }
        try {
            return recordMove(seat, p, pl, "move:" + option, new Seat.Miss(shown, why), right);
        } catch (RuntimeException e) {
            if (right) {
                pl.session.undo();
            }
            throw e;
        }
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
