package tutor.trace;

/**
 * Records a ruling as it is made. An instance is passed into the engine (never a static), so a
 * bot game can run with {@link #OFF} at full speed and the tutor with a recording one.
 *
 * <p>A step is opened with {@link #step} in a try-with-resources block and closed by it; what is
 * added meanwhile ({@link #given}, {@link #calc}, {@link #outcome}, {@link #effect}, nested steps)
 * belongs to it. Every text is a message id and typed arguments, never words.
 */
public interface Tracer {

    /** True when steps are being recorded; false means every other call does nothing. */
    boolean on();

    /** Opens a step; close the returned handle (try-with-resources). */
    Step step(StepKind kind, String ruleId, Msg text);

    /** Opens a step saying a message with alternating argument names and values (see {@link Msg#of}). */
    default Step step(StepKind kind, String ruleId, String msgId, Object... args) {
        return on() ? step(kind, ruleId, Msg.of(msgId, args)) : Step.NONE;
    }

    /** A step with no children, in one call. */
    default void note(StepKind kind, String ruleId, String msgId, Object... args) {
        if (on()) {
            step(kind, ruleId, Msg.of(msgId, args)).close();
        }
    }

    /** Names the ruleset and the source of the edition-dependent value the open step used. */
    void source(String rulesetId, String source);

    /** Adds a fact the open step's rule looked at, with its label. */
    void given(Msg label, Msg value);

    /** A fact labelled by the message {@code input.<key>}, whose value is a single argument (a sum, a name, a count). */
    default void given(String key, Arg value) {
        if (on()) {
            given(new Msg("input." + key, java.util.Map.of()), new Msg("value", java.util.Map.of("v", value)));
        }
    }

    /** A fact labelled by the message {@code input.<key>}, whose value is a message. */
    default void given(String key, String msgId, Object... args) {
        if (on()) {
            given(new Msg("input." + key, java.util.Map.of()), Msg.of(msgId, args));
        }
    }

    /** Sets the open step's arithmetic, with the actual numbers. */
    void calc(Msg arithmetic);

    default void calc(String msgId, Object... args) {
        if (on()) {
            calc(Msg.of(msgId, args));
        }
    }

    /** Sets the open step's result in a few words. */
    void outcome(Msg result);

    default void outcome(String msgId, Object... args) {
        if (on()) {
            outcome(Msg.of(msgId, args));
        }
    }

    /** Adds something the open step changed. */
    void effect(Effect effect);

    /** The ruling recorded so far, frozen. A tracer that is off gives {@link Trace#EMPTY}. */
    Trace freeze();

    /** A tracer that records nothing and costs nothing. */
    Tracer OFF = new Tracer() {
        public boolean on() { return false; }
        public Step step(StepKind kind, String ruleId, Msg text) { return Step.NONE; }
        public Step step(StepKind kind, String ruleId, String msgId, Object... args) { return Step.NONE; }
        public void note(StepKind kind, String ruleId, String msgId, Object... args) { }
        public void source(String rulesetId, String source) { }
        public void given(Msg label, Msg value) { }
        public void given(String key, Arg value) { }
        public void given(String key, String msgId, Object... args) { }
        public void calc(Msg arithmetic) { }
        public void calc(String msgId, Object... args) { }
        public void outcome(Msg result) { }
        public void outcome(String msgId, Object... args) { }
        public void effect(Effect effect) { }
        public Trace freeze() { return Trace.EMPTY; }
    };
}
