package tutor.rules;

import java.util.function.BiFunction;
import java.util.function.ToIntFunction;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;

/**
 * What buying and selling a house or hotel share: made beside the decision the game waits for, only in editions
 * with buildings. Selling is how a debtor raises money, so the debtor may sell (even in Jail) and nobody's debt
 * stops it; buying waits for the debtor's own debt, not for another player's.
 */
abstract class BuildingMoveRule<M extends Move> extends DeedMoveRule<M> implements BesideDecision<M> {

    private final boolean selling;

    BuildingMoveRule(Class<M> kind, String verb, String say, BiFunction<Integer, Integer, M> make, ToIntFunction<M> deed,
            boolean selling) {
        super(kind, verb, say, make, deed);
        this.selling = selling;
    }

    @Override
    public final RuleKey<Boolean> part() {
        return RuleKey.BUILDINGS_ALLOWED;
    }

    @Override
    public final boolean allowedInDebt(Pending.Debt d, M m) {
        return selling || d.owed().get(0).debtor() != m.player();
    }

    @Override
    public final String barredInJail(GameState s, M m) {
        if (!selling) {
            return "reject.jail.may-not.build";
        }
        return Debts.raising(s, m.player()) ? null : "reject.jail.may-not.sell-buildings";
    }
}
