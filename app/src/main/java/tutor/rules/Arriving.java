package tutor.rules;

import static tutor.trace.Arg.player;
import static tutor.trace.Arg.space;

import tutor.rules.edition.RuleIds;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Pending;
import tutor.rules.state.Rejection;
import tutor.trace.Msg;
import tutor.trace.Step;
import tutor.trace.StepKind;

/**
 * An arrival said rather than thrown ({@link Pending.Arrived}): a table set up by hand with the player's token
 * already moved, whose square is then ruled exactly as at the end of a throw of that total (rent, a utility's by
 * that throw; tax; a card; Go to Jail). The throw itself is not replayed: it happened before the table was set
 * up, so it pays no salary for passing GO and counts no doubles.
 */
final class Arriving {

    private Arriving() {
    }
}
