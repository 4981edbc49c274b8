package tutor.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.IntPredicate;
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

    /** This kind of move on each of the player's deeds that {@code which} keeps, in deed order. */
    final List<M> onOwnDeeds(GameState s, int seat, IntPredicate which) {
        List<M> out = new ArrayList<>();
        for (int d = 0; d < s.board().deeds().size(); d++) {
            if (s.estates().owner(d) == seat && which.test(d)) {
                out.add(make.apply(seat, d));
            }
        }
        return out;
    }
}
