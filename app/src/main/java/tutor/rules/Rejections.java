package tutor.rules;

import java.util.List;
import tutor.trace.Msg;
import tutor.trace.StepKind;
import tutor.trace.Trace;
import tutor.trace.TraceStep;

/** Builds refusals: the rule, the reason in plain words, and a one-step trace citing the ruleset value. */
final class Rejections {

    private Rejections() {
    }

    static Rejection reject(GameState s, Move m, String ruleId, String reason) {
        return reject(s, m, ruleId, reason, null);
    }

    static Rejection reject(GameState s, Move m, String ruleId, String reason, RuleKey<?> cited) {
        // Built directly: bots ask about many moves that turn out illegal, so a refusal must be cheap.
        String ruleset = "";
        String source = "";
        if (cited != null) {
            Clause<?> c = s.rules().clause(cited);
            ruleset = c.rulesetId();
            source = c.citation();
        }
        Msg words = Msg.raw(s.board().wording().apply(reason));
        TraceStep step = new TraceStep(StepKind.REJECTED, ruleId, ruleset, source, words, List.of(), Msg.NONE, Msg.NONE,
                List.of(), List.of());
        return new Rejection(m, ruleId, words, new Trace(List.of(step), s.table()));
    }

    /**
     * A refusal saying a message: the rule, the clause it cites (or null), the message id and its
     * arguments (see {@link Msg#of}).
     */
    static Rejection refuse(GameState s, Move m, String ruleId, RuleKey<?> cited, String msgId, Object... args) {
        String ruleset = "";
        String source = "";
        if (cited != null) {
            Clause<?> c = s.rules().clause(cited);
            ruleset = c.rulesetId();
            source = c.citation();
        }
        Msg reason = Msg.of(msgId, args);
        TraceStep step = new TraceStep(StepKind.REJECTED, ruleId, ruleset, source, reason, List.of(), Msg.NONE, Msg.NONE,
                List.of(), List.of());
        return new Rejection(m, ruleId, reason, new Trace(List.of(step), s.table()));
    }

    static String name(GameState s, int seat) {
        return s.table().name(seat);
    }

    static String money(GameState s, int amount) {
        return s.board().money(amount);
    }
}
