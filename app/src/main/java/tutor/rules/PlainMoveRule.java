package tutor.rules;

import java.util.function.IntFunction;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.trace.Arg;
import tutor.trace.Msg;

/** The rule of a kind of move that carries only its player and is written as one word ({@code roll-dice}). */
abstract class PlainMoveRule<M extends Move> extends OneWordRule<M> {

    private final IntFunction<M> make;
    private final String say;

    /** {@code say} is the message key that tells the move, with the player as its one argument. */
    PlainMoveRule(Class<M> kind, String verb, String say, IntFunction<M> make) {
        super(kind, verb);
        this.say = say;
        this.make = make;
    }

    @Override
    public Msg describe(GameState s, M m) {
        return Msg.of(say, "player", Arg.player(m.player()));
    }

    @Override
    public final M fromVerb(String word, int player, int deed) {
        return by(player);
    }

    /** This kind of move, made by a player. */
    final M by(int player) {
        return make.apply(player);
    }
}
