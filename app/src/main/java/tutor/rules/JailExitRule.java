package tutor.rules;

import java.util.function.IntFunction;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Rejection;

/**
 * What paying the fine and using the jail-free card share: a way out of Jail, open to the jailed player at the start
 * of their own turn ({@link Decisions#jailExit}, citing the way's own clause) and offered as one button. Each adds its
 * own condition ({@link #ownCheck}) and its effect.
 */
abstract class JailExitRule<M extends Move> extends ButtonRule<M> {

    private final String ruleId;

    JailExitRule(Class<M> kind, String verb, String say, IntFunction<M> make, String ruleId) {
        super(kind, verb, say, make);
        this.ruleId = ruleId;
    }

    /** The way's own condition, once it is the player's moment to leave: null when it is allowed. */
    abstract Rejection ownCheck(GameState s, M m);

    @Override
    public final Rejection check(GameState s, M m) {
        Rejection exit = Decisions.jailExit(s, m.player(), m, ruleId);
        return exit != null ? exit : ownCheck(s, m);
    }

    @Override
    public final boolean triesJailExit() {
        return true;
    }
}
