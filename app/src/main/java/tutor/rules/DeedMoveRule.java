package tutor.rules;

import java.util.function.BiFunction;
import java.util.function.ToIntFunction;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;

/** The rule of a kind of move that carries its player and one deed, written as a word with the deed ({@code buy-house}). */
abstract class DeedMoveRule<M extends Move> extends OneWordRule<M> {

    private final BiFunction<Integer, Integer, M> make;
    private final ToIntFunction<M> deed;

    DeedMoveRule(Class<M> kind, String verb, BiFunction<Integer, Integer, M> make, ToIntFunction<M> deed) {
        super(kind, verb);
        this.make = make;
        this.deed = deed;
    }

    @Override
    public final boolean takesDeed() {
        return true;
    }

    @Override
    public final M fromVerb(String word, int player, int d) {
        return make.apply(player, d);
    }

    /** The deed the move carries. */
    @Override
    public final int concerns(GameState s, M m) {
        return deed.applyAsInt(m);
    }
}
