package tutor.rules;

import tutor.trace.Trace;

/** A refused move: the rule that forbids it, why in plain words, and the ruling's trace. */
public record Rejection(Move move, String ruleId, String reason, Trace trace) {
}
