package tutor.classroom;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import tutor.lesson.LessonRun;
import tutor.lesson.Step;

/**
 * A lesson run with a whole class: the teacher paces it (next, back, lock answers, reveal) or lets it run
 * as homework until a closing time; learners join with the code and a first name and answer from their
 * own browsers. Every answer is judged by the lesson model ({@link LessonRun}) or, in a scenario, by the
 * scenario session and its referee: this class decides no rule. Every answer is written to the
 * {@link ClassStore} before the learner is told it counted; only one answer per learner per question counts.
 * Swing-free and web-free: the window and the command line drive it, the {@link ClassServer} serves it.
 * Joining, answering, moving and hints are done by {@link LearnerJoin}, {@link QuestionAnswers},
 * {@link ScenarioMoves} and {@link ScenarioHint}, always under this session's lock.
 */
public final class ClassSession {

    /** How the class moves through the lesson. */
    public enum Pace { LIVE, HOMEWORK }

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
    private final ClassRoll roll = new ClassRoll();
    private final List<Consumer<Change>> listeners = new CopyOnWriteArrayList<>();
    private final LearnerJoin joining = new LearnerJoin(this);
    private final QuestionAnswers questions = new QuestionAnswers(this);
    private final ScenarioMoves moves = new ScenarioMoves(this);
    private final ClassPacing pacing = new ClassPacing(this);
    private long version;

    ClassSession(ClassStore store, ClassLesson lesson, long id, String code, String className, String language, Pace pace,
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
        return SessionResume.resume(store, lesson, row, clock);
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
    public synchronized int step() { return pacing.step; }
    public synchronized boolean locked() { return pacing.locked; }
    public synchronized boolean revealed() { return pacing.revealed; }
    public synchronized boolean ended() { return pacing.ended || pace == Pace.HOMEWORK && !clock.instant().isBefore(closes); }
    /** Ended by the teacher (not only past homework's closing time). */
    synchronized boolean endedByTeacher() { return pacing.ended; }
    /** Goes up at every change a learner must see; learners' pages carry it. */
    public synchronized long version() { return version; }

    Instant now() {
        return clock.instant();
    }

    public void listen(Consumer<Change> l) {
        listeners.add(l);
    }

    void changed(Change c) {
        if (c == Change.PACE) {
            version++;
        }
        for (Consumer<Change> l : listeners) {
            l.accept(c);
        }
    }

    /** Where a resumed session stood when its server stopped. */
    void restore(int step, boolean locked, boolean revealed) {
        pacing.restore(step, locked, revealed);
    }

    // ---- the teacher ----

    public synchronized void next() { pacing.next(); }
    public synchronized void back() { pacing.back(); }
    /** Stops taking answers at this step (or takes them again). */
    public synchronized void lock(boolean lock) { pacing.lock(lock); }
    /** Shows every learner the answer and the referee's ruling; answers stop. */
    public synchronized void reveal() { pacing.reveal(); }
    public synchronized void end() { pacing.end(); }

    // ---- learners ----

    /** Lets a learner in with the code on the projector and a first name. */
    public synchronized Admission join(String typedCode, String typedName, String lang) {
        return joining.join(typedCode, typedName, lang);
    }

    /** Seats a learner just let in or taken back after a restart. */
    void seatUp(Seat seat) {
        roll.add(seat);
    }

    ClassRoll roll() {
        return roll;
    }

    /**
     * The teacher takes a learner out of the session (a name typed wrong, or twice, or not fit for the projector):
     * their answers go with them, their page is told and finds its token unknown, so it offers to join again.
     */
    public synchronized boolean remove(Seat seat) {
        if (!roll.remove(seat)) {
            return false;
        }
        store.removeLearner(id, seat.id);
        changed(Change.PACE);
        return true;
    }

    /** The learner of that first name (matched as joining matches names), if any. */
    public synchronized Optional<Seat> seatNamed(String typed) { return roll.named(typed); }

    /** The learner a token belongs to. */
    public synchronized Optional<Seat> seat(String token) { return roll.byToken(token); }

    public synchronized List<Seat> seats() { return roll.all(); }

    public synchronized void speak(Seat seat, String lang) {
        if (Seat.speaks(lang)) {
            seat.speak(lesson, lang);
            store.keepSeat(seat.id, seat.step, lang);
        }
    }

    /** The step a learner is at: the class's, or their own in homework. */
    public synchronized int stepOf(Seat seat) {
        return pace == Pace.HOMEWORK ? seat.step : pacing.step;
    }

    /** Homework: a learner moves on or back at their own pace. */
    public synchronized void ownStep(Seat seat, int delta) {
        if (pace == Pace.HOMEWORK) {
            seat.step = Math.max(0, Math.min(lesson.steps().size() - 1, seat.step + delta));
            store.keepSeat(seat.id, seat.step, seat.language);
        }
    }

    /** A question's or exercise's one answer: a choice's index, or an amount as typed. */
    public synchronized Outcome answer(Seat seat, int at, Integer choice, String amount) {
        Refusal refused = LearnerGate.refusedAt(this, seat, at);
        if (refused != null) {
            return Outcome.no(refused);
        }
        Step s = lesson.steps().get(at);
        return s instanceof Step.Play p ? moves.answer(seat, p, choice, amount) : questions.answer(seat, at, s, choice, amount);
    }

    /**
     * A move at a scenario step's decision: {@code option} indexes the moves the learner's page listed
     * ({@code told}: how far their game had gone, so a click on an old page is refused), {@code bid} the
     * amount typed for a bid.
     */
    public synchronized Outcome move(Seat seat, int at, int option, int told, Integer bid) {
        Refusal refused = LearnerGate.refusedAt(this, seat, at);
        return refused != null ? Outcome.no(refused) : moves.move(seat, at, option, told, bid);
    }

    /**
     * The next rung of the hint ladder of the decision or question waiting in this learner's own game at
     * {@code at}, said into their transcript as at the window; refused when the step takes no move now or no
     * rung is left. A hint is not an answer: nothing is recorded or counted.
     */
    public synchronized Outcome hint(Seat seat, int at) {
        Refusal refused = LearnerGate.refusedAt(this, seat, at);
        return refused != null ? Outcome.no(refused) : ScenarioHint.give(lesson, seat, at);
    }

    /** The results so far, as the report and the Lessons screen's progress read them. */
    public synchronized SessionResults results() {
        return SessionResults.of(lesson.lesson(), store, id, started, pace == Pace.HOMEWORK).readIn(language, lesson::text);
    }

    /** A snapshot of everyone's answers for the teacher's view, under the session's lock. */
    public synchronized <T> T read(java.util.function.Function<ClassSession, T> view) {
        return view.apply(this);
    }
}
