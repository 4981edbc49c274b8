package tutor.rules;

import java.util.function.IntFunction;
import tutor.rules.state.Move;

/** The rule of a kind of move that carries only its player and is written as one word ({@code roll-dice}). */
abstract class PlainMoveRule<M extends Move> extends OneWordRule<M> {

    private final IntFunction<M> make;

    PlainMoveRule(Class<M> kind, String verb, IntFunction<M> make) {
        super(kind, verb);
        this.make = make;
    }

    @Override
    public final M fromVerb(String word, int player, int deed) {
        return make.apply(player);
    }
}
