package tutor.rules;

import static tutor.rules.Rejections.refuse;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;

/**
 * Moves for parts a ruleset's game does not have at all: Monopoly Junior has no houses or
 * hotels, no mortgages and no trading. Checked before anything else, so the learner hears the
 * real reason rather than a timing or a cash rule.
 */
final class MissingParts {

    private MissingParts() {
    }

    /** Null when the ruleset's game has the part the move needs ({@code part}, null for none). */
    static Rejection check(GameState s, Move m, RuleKey<Boolean> part) {
        if (part == null || s.rules().get(part)) {
            return null;
        }
        if (part == RuleKey.BUILDINGS_ALLOWED) {
            return refuse(s, m, RuleIds.BUILD_NONE, part, "reject.build.none");
        }
        if (part == RuleKey.MORTGAGES_ALLOWED) {
            return refuse(s, m, RuleIds.MORTGAGE_NONE, part, "reject.mortgage.none");
        }
        return refuse(s, m, RuleIds.TRADE_NONE, part, "reject.trade.none");
    }
}
