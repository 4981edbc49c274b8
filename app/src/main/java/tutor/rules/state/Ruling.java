package tutor.rules.state;

import tutor.trace.Trace;

/** What the referee says to a move: applied, or rejected. */
public sealed interface Ruling {

    Trace trace();

    record Applied(Outcome outcome) implements Ruling {
        public Trace trace() { return outcome.trace(); }
    }

    record Rejected(Rejection rejection) implements Ruling {
        public Trace trace() { return rejection.trace(); }
    }

    default boolean applied() {
        return this instanceof Applied;
    }

    /** The new state; throws when the move was rejected (tests and bots that know it is legal). */
    default GameState state() {
        if (this instanceof Applied a) {
            return a.outcome().after();
        }
        Rejection r = ((Rejected) this).rejection();
        throw new IllegalStateException("move rejected by " + r.ruleId() + ": " + r.reason());
    }
}
