package tutor.rules.state;

import tutor.trace.Msg;
import tutor.trace.Trace;

/** A refused move: the rule that forbids it, why (a message), and the ruling's one-step trace. */
public record Rejection(Move move, String ruleId, Msg reason, Trace trace) {

    /** Why, in the words of a language. */
    public String reason(tutor.trace.Words words) {
        return words.format(reason, trace.names());
    }
}
