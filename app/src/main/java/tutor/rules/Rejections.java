package tutor.rules;

import java.util.List;
import tutor.trace.Msg;
import tutor.trace.StepKind;
import tutor.trace.Trace;
import tutor.trace.TraceStep;
import tutor.rules.edition.Clause;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;

/**
 * Builds refusals: the rule, the reason as a message, and a one-step trace citing the ruleset
 * value. Built directly: bots ask about many moves that turn out illegal, so a refusal must be cheap.
 */
final class Rejections {

    private Rejections() {
    }

    /**
     * A refusal saying a message: the rule, the clause it cites (or null), the message id and its
     * arguments (see {@link Msg#of}).
     */
    static Rejection refuse(GameState s, Move m, String ruleId, RuleKey<?> cited, String msgId, Object... args) {
        return refuse(s, m, ruleId, cited, Msg.of(msgId, args));
    }

    /** A refusal whose reason is a message already built (one chosen among several). */
    static Rejection refuse(GameState s, Move m, String ruleId, RuleKey<?> cited, Msg reason) {
        String ruleset = "";
        String source = "";
        if (cited != null) {
            Clause<?> c = s.rules().clause(cited);
            ruleset = c.rulesetId();
            source = c.citation();
        }
        TraceStep step = new TraceStep(StepKind.REJECTED, ruleId, ruleset, source, reason, List.of(), Msg.NONE, Msg.NONE,
                List.of(), List.of());
        return new Rejection(m, ruleId, reason, new Trace(List.of(step), s.table()));
    }
}
