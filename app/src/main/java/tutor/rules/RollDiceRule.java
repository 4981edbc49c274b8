package tutor.rules;

import static tutor.rules.Rejections.refuse;
import static tutor.trace.Arg.money;
import static tutor.trace.Arg.player;

import java.util.List;
import tutor.rules.edition.RuleIds;
import tutor.rules.edition.RuleKey;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.PlayerState;
import tutor.rules.state.Rejection;

/** The rule of RollDice: when it is allowed, what it does (Turns), and how it reads. */
final class RollDiceRule extends ButtonRule<Move.RollDice> {

    RollDiceRule() {
        super(Move.RollDice.class, "roll-dice", "say.roll", Move.RollDice::new);
    }

    @Override
    public Rejection check(GameState s, Move.RollDice m) {
        return roll(s, m.player(), m);
    }

    @Override
    public void apply(Play p, GameState s, Move.RollDice m) {
        Turns.roll(p, m.player());
    }

    private static Rejection roll(GameState s, int seat, Move m) {
        Pending pending = s.pending();
        if (pending instanceof Pending.AwaitRoll a && a.player() == seat) {
            if (s.player(seat).inJail() && !s.rules().jailExitByDoubles()) {
                return refuse(s, m, RuleIds.JAIL_DOUBLES, RuleKey.JAIL_EXIT_BY_DOUBLES, "reject.jail.doubles-do-not-open",
                        "player", player(seat), "fine", money(s.rules().jailFine()));
            }
            return null;
        }
        if (pending instanceof Pending.TurnOver t && t.player() == seat) {
            if (s.player(seat).has(PlayerState.MARK_LEFT_JAIL_WAITING)) {
                return refuse(s, m, RuleIds.JAIL_EXIT_WAITS, RuleKey.JAIL_EXIT_ENDS_TURN, "reject.jail.exit-waits",
                        "player", player(seat));
            }
            if (s.player(seat).inJail()) {
                return refuse(s, m, RuleIds.JAIL_TURN_ENDS, null, "reject.jail.turn-over", "player", player(seat));
            }
            if (s.rules().specialDice() && s.player(seat).has(PlayerState.MARK_SPECIAL_THIS_TURN | PlayerState.MARK_SPEEDING)) {
                return refuse(s, m, RuleIds.TURN_DOUBLES_AGAIN, null, "reject.turn.no-further-throw", "player", player(seat));
            }
            return refuse(s, m, RuleIds.TURN_DOUBLES_AGAIN, null, "reject.turn.not-doubles", "player", player(seat));
        }
        return Decisions.notYourDecision(s, seat, m, RuleIds.TURN_ROLL, null);
    }

    @Override
    public boolean movesByTheThrow() {
        return true;
    }

    @Override
    public boolean triesJailExit() {
        return true;
    }
}
