package tutor.rules;

import tutor.rules.state.Move;

/** The rule of one kind of move, named once in its constructor (the registry files it under that kind). */
abstract class KindRule<M extends Move> implements MoveRule<M> {

    private final Class<M> kind;

    KindRule(Class<M> kind) {
        this.kind = kind;
    }

    @Override
    public final Class<M> kind() {
        return kind;
    }
}
