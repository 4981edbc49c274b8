package tutor.rules;

import tutor.rules.edition.RuleKey;
import tutor.rules.state.Move;

/**
 * What a trade and the sale of a jail-free card share: a deal between two players, made beside the decision
 * the game waits for, and only in editions that allow trading.
 */
abstract class TradingRule<M extends Move> extends OneWordRule<M> implements BesideDecision<M> {

    TradingRule(Class<M> kind, String verb) {
        super(kind, verb);
    }

    @Override
    public final RuleKey<Boolean> part() {
        return RuleKey.TRADES_ALLOWED;
    }
}
