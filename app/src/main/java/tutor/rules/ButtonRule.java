package tutor.rules;

import java.util.function.IntFunction;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;

/**
 * The rule of a plain move a view offers as one button of its own (throw the dice, buy, pass, end the turn), allowed
 * or not, so a disabled button can say why.
 */
abstract class ButtonRule<M extends Move> extends PlainMoveRule<M> {

    ButtonRule(Class<M> kind, String verb, String say, IntFunction<M> make) {
        super(kind, verb, say, make);
    }

    @Override
    public final java.util.List<M> candidates(GameState s, int seat) {
        return java.util.List.of(by(seat));
    }
}
