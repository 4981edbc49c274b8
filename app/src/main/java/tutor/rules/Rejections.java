package tutor.rules;

import tutor.trace.RecordingTracer;
import tutor.trace.StepKind;
import tutor.trace.Tracer;

/** Builds refusals: the rule, the reason in plain words, and a one-step trace citing the ruleset value. */
final class Rejections {

    private Rejections() {
    }

    static Rejection reject(GameState s, Move m, String ruleId, String reason) {
        return reject(s, m, ruleId, reason, null);
    }

    static Rejection reject(GameState s, Move m, String ruleId, String reason, RuleKey<?> cited) {
        Tracer t = new RecordingTracer();
        t.open(StepKind.REJECTED, ruleId, reason);
        if (cited != null) {
            Clause<?> c = s.rules().clause(cited);
            t.source(c.rulesetId(), c.citation());
        }
        t.close();
        return new Rejection(m, ruleId, reason, t.freeze());
    }

    static String name(GameState s, int seat) {
        return s.table().name(seat);
    }

    static String money(GameState s, int amount) {
        return s.board().money(amount);
    }
}
