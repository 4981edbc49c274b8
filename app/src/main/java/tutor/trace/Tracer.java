package tutor.trace;

/**
 * Records a ruling as it is made. An instance is passed into the engine (never a static),
 * so a bot game can run with {@link #OFF} at full speed and the tutor with a recording one.
 *
 * <p>Steps nest: {@link #open} starts a step that later annotations and steps go into,
 * {@link #close} ends it (call it in a {@code finally}). Callers guard any costly
 * formatting with {@link #on()}.
 */
public interface Tracer {

    /** True when steps are being recorded; false means every other call does nothing. */
    boolean on();

    /** Starts a step; what follows, until the matching {@link #close}, belongs to it. */
    void open(StepKind kind, String ruleId, String text);

    /** Ends the innermost open step. */
    void close();

    /** Names the ruleset and the source of the edition-dependent value the open step used. */
    void source(String rulesetId, String source);

    /** Adds a fact the open step's rule looked at. */
    void input(String name, String value);

    /** Sets the open step's arithmetic, with the actual numbers. */
    void arithmetic(String arithmetic);

    /** Sets the open step's result in a few words. */
    void result(String result);

    /** Adds something the open step changed. */
    void effect(Effect effect);

    /** A step with no children, in one call. */
    default void leaf(StepKind kind, String ruleId, String text) {
        open(kind, ruleId, text);
        close();
    }

    /** The ruling recorded so far, frozen. A tracer that is off gives {@link Trace#EMPTY}. */
    Trace freeze();

    /** A tracer that records nothing and costs nothing. */
    Tracer OFF = new Tracer() {
        public boolean on() { return false; }
        public void open(StepKind kind, String ruleId, String text) { }
        public void close() { }
        public void source(String rulesetId, String source) { }
        public void input(String name, String value) { }
        public void arithmetic(String arithmetic) { }
        public void result(String result) { }
        public void effect(Effect effect) { }
        public void leaf(StepKind kind, String ruleId, String text) { }
        public Trace freeze() { return Trace.EMPTY; }
    };
}
