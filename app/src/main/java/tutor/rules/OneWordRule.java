package tutor.rules;

import java.util.List;
import tutor.rules.state.Move;

/** The rule of a kind of move written in a scenario as one word (with or without fields beside it). */
abstract class OneWordRule<M extends Move> extends KindRule<M> {

    private final String verb;

    OneWordRule(Class<M> kind, String verb) {
        super(kind);
        this.verb = verb;
    }

    @Override
    public final List<String> verbs() {
        return List.of(verb);
    }

    @Override
    public final String verb(M m) {
        return verb;
    }
}
